import Conformance
import SpecConformTestSupport
import SpecModel
import Testing
import Traceability

@testable import Reporting

/// A statechart's sneak paths are counted per flat state of its machine of configurations (`Picking + Charging`,
/// `Card [2]` for a history variant); the diagram draws them on the leaves each configuration holds, summed.
@Suite struct StatechartSneakBadgeTests {
    static func machine(_ sneaks: SneakPathCount) -> MachineCoverage {
        MachineCoverage(
            id: "checkout", title: "Checkout", initial: "Browsing", states: StatechartFixture.states,
            transitions: StatechartFixture.transitions, sneakPaths: sneaks)
    }

    /// The badge texts drawn, by the state whose annex holds them (the `title` names the state).
    static func badges(_ svg: String) throws -> [String] {
        let tree = try XMLTree.parse(svg).get()
        return tree.all("g", classes: ["sneak-refused"]).compactMap { $0.all("text").first?.text }.sorted()
    }

    @Test("a parallel configuration's counts go to each of its leaves, a history variant's to its leaf, summed")
    func configurationsOnLeaves() throws {
        let sneaks = SneakPathCount(
            refused: 9, total: 10,
            taken: [SneakPath(state: "Picking + Charging", event: "switch")],
            states: [
                SneakStateCount(state: "Picking + Charging", refused: 4, total: 5),
                SneakStateCount(state: "Picking + Charged", refused: 2, total: 2),
                SneakStateCount(state: "Card", refused: 1, total: 1),
                SneakStateCount(state: "Card [2]", refused: 2, total: 2),
            ])
        let layout = NestedStateLayout(Self.machine(sneaks))
        func node(_ name: String) throws -> StateLayout.Node {
            try #require(layout.leaves.first { $0.name == name })
        }
        #expect(try node("Picking").sneak.map { "\($0.refused)/\($0.total)" } == "6/7")
        #expect(try node("Charging").sneak.map { "\($0.refused)/\($0.total)" } == "4/5")
        #expect(try node("Charged").sneak.map { "\($0.refused)/\($0.total)" } == "2/2")
        #expect(try node("Card").sneak.map { "\($0.refused)/\($0.total)" } == "3/3")
        #expect(try node("Cash").sneak == nil)
        #expect(try node("Picking").taken == ["switch"] && node("Charging").taken == ["switch"])
        #expect(try node("Charged").taken.isEmpty)
        let svg = SVGStateDiagram(Self.machine(sneaks), index: 1).text
        #expect(try Self.badges(svg).count == 4, "Picking, Charging, Charged and Card carry a badge")
    }

    @Test("negative control: a name that is neither a state nor a configuration of drawn leaves gets no badge")
    func unknownNamesAreNotDrawn() {
        let sneaks = SneakPathCount(
            refused: 1, total: 1, states: [SneakStateCount(state: "Picking [x]", refused: 1, total: 1)])
        let layout = NestedStateLayout(Self.machine(sneaks))
        #expect(layout.leaves.allSatisfy { $0.sneak == nil })
    }
}
