import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.region-never-finishes")
struct RegionNeverFinishesRuleTests {
    /// A checkout whose `Payment` waits for both regions; `Address`'s final child is `AddressDone`.
    static func checkout(address: String, waits: Bool = true) -> [String] {
        let done = waits ? #""on": {"done.state.Payment": [{"target": "Placed"}]}, "# : ""
        return [
            #""Payment": {"type": "parallel", "# + done
                + #""states": {"Card": {"initial": "Entering", "states": {"Entering": {"on": {"card.ok": [{"target": "CardDone"}]}}, "CardDone": {"type": "final"}}}, "Address": "#
                + address + "}}",
            #""Placed": {"type": "final"}"#,
        ]
    }

    static let finishing =
        #"{"initial": "Typing", "states": {"Typing": {"on": {"typed": [{"target": "AddressDone"}]}}, "AddressDone": {"type": "final"}}}"#
    static let looping =
        #"{"initial": "Typing", "states": {"Typing": {"on": {"typed": [{"target": "Typing"}]}}, "AddressDone": {"type": "final"}}}"#

    @Test("lint.region-never-finishes: a done.state transition waits for a region whose final child no run reaches")
    func regionWithoutReachableFinal() throws {
        let states = Self.checkout(address: Self.looping)
        let found = StatechartFixture.lint(initial: "Payment", states: states).filter {
            $0.code == "lint.region-never-finishes"
        }
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.severity == .error)
        #expect(d.jsonPointer == "/states/Payment/states/Address")
        #expect(d.position == StatechartFixture.position(of: "Address", line: 5, initial: "Payment", states: states))
        #expect(
            d.message
                == #"region "Address" of parallel state "Payment" (machine "chart") can never finish: no run reaches its final child "AddressDone"; the transition on "done.state.Payment" from "Payment" can never fire"#
        )
        #expect(d.related.first?.message == #"the transition on "done.state.Payment" from "Payment" waits for it"#)
        // The final child and the state only the done event leads to are unreachable too.
        #expect(
            StatechartFixture.lint(initial: "Payment", states: states).map(\.code).sorted() == [
                "lint.region-never-finishes", "lint.unreachable-state", "lint.unreachable-state",
            ])
    }

    @Test("lint.region-never-finishes: an atomic region that is not final never finishes")
    func atomicRegion() throws {
        let states = Self.checkout(address: #"{"on": {"typed": [{"target": "Placed"}]}}"#)
        let found = StatechartFixture.lint(initial: "Payment", states: states).filter {
            $0.code == "lint.region-never-finishes"
        }
        #expect(found.map(\.jsonPointer) == ["/states/Payment/states/Address"])
        #expect(found.first?.message.contains("it is an atomic state, not a final one") == true)
    }

    @Test("lint.region-never-finishes: a compound state waited for without a final child")
    func compoundWithoutFinal() throws {
        let states = [
            #""Work": {"initial": "W1", "on": {"done.state.Work": [{"target": "Off"}]}, "states": {"W1": {"on": {"w": [{"target": "W2"}]}}, "W2": {"on": {"w": [{"target": "W1"}]}}}}"#,
            #""Off": {"type": "final"}"#,
        ]
        let found = StatechartFixture.lint(initial: "Work", states: states)
        #expect(found.map(\.code) == ["lint.region-never-finishes", "lint.unreachable-state"])
        #expect(found.first?.jsonPointer == "/states/Work")
        #expect(
            found.first?.message.contains(
                #"compound state "Work" of machine "chart" can never finish: it has no final child"#) == true)
    }

    @Test("lint.region-never-finishes: near misses: every region can finish, or nothing waits for the parallel state")
    func nearMisses() {
        #expect(StatechartFixture.lint(initial: "Payment", states: Self.checkout(address: Self.finishing)) == [])
        // Regions that run forever are fine when no done.state transition waits (a player's playback and volume).
        let forever = Self.checkout(address: Self.looping, waits: false).map {
            $0.replacingOccurrences(
                of: #""card.ok": [{"target": "CardDone"}]"#, with: #""card.ok": [{"target": "Placed"}]"#)
        }
        #expect(
            StatechartFixture.lint(initial: "Payment", states: forever).filter {
                $0.code == "lint.region-never-finishes"
            }
                == [])
    }
}
