import Testing

@testable import SpecModel

/// `unhandled` on a machine and on a state: what a state does with an event the spec does not handle there.
@Suite struct UnhandledEventsDecodingTests {
    static func machine(_ machineUnhandled: String, _ stateUnhandled: String = "") -> String {
        """
        {"kind": "machine", "version": 1, "product": "demo", "id": "door", "initial": "Closed",\(machineUnhandled)
         "states": {"Closed": {\(stateUnhandled)"on": {"open": [{"target": "Open"}]}}, "Open": {"on": {"close": [{"target": "Closed"}]}}}}
        """
    }

    func load(_ text: String) -> (Machine?, [Diagnostic]) {
        let result = SpecFixture.loadOne(text)
        let diagnostics = result.diagnostics.filter { $0.file == "Spec/demo/x.json" }
        return (result.catalog.bundles.first?.machine(id: "door"), diagnostics)
    }

    @Test("undeclared, every state ignores what it does not handle")
    func defaultIsIgnore() throws {
        let (machine, diagnostics) = load(Self.machine(""))
        #expect(diagnostics.isEmpty)
        let m = try #require(machine)
        #expect(m.unhandled == nil)
        #expect(m.unhandledEvents(in: "Closed") == .ignore)
    }

    @Test("a machine's reject with its output applies to every state; a state's declaration overrides it")
    func machineAndStateDeclarations() throws {
        let (machine, diagnostics) = load(
            Self.machine(
                #" "unhandled": {"mode": "reject", "output": "error"},"#, #""unhandled": {"mode": "ignore"}, "#))
        #expect(diagnostics.map(\.brief) == [])
        let m = try #require(machine)
        #expect(m.unhandledEvents(in: "Open").mode == .reject)
        #expect(m.unhandledEvents(in: "Open").output == "error")
        #expect(m.unhandledEvents(in: "Open").origin.pointer == "/unhandled")
        #expect(m.unhandledEvents(in: "Closed").mode == .ignore)
        #expect(m.unhandledEvents(in: "Closed").origin.pointer == "/states/Closed/unhandled")
    }

    @Test("reject without an output is spec.missing-key at the declaration")
    func rejectNeedsOutput() {
        let (_, diagnostics) = load(Self.machine(#" "unhandled": {"mode": "reject"},"#))
        #expect(diagnostics.map(\.code) == ["spec.missing-key"])
        #expect(diagnostics.first?.jsonPointer == "/unhandled")
        #expect(diagnostics.first?.message.contains("needs \"output\"") == true)
    }

    @Test("ignore with an output, an empty output, an unknown mode and an unknown key are each reported, all at once")
    func mistakes() {
        let (_, diagnostics) = load(
            Self.machine(
                #" "unhandled": {"mode": "ignore", "output": "error"},"#,
                #""unhandled": {"mode": "refuse", "ouput": "x"}, "#))
        #expect(diagnostics.map(\.code).sorted() == ["spec.invalid-value", "spec.invalid-value", "spec.unknown-key"])
        #expect(
            diagnostics.contains {
                $0.jsonPointer == "/unhandled/output" && $0.message.contains("only for mode \"reject\"")
            })
        #expect(
            diagnostics.contains {
                $0.jsonPointer == "/states/Closed/unhandled/ouput" && $0.message.contains("did you mean \"output\"")
            })
    }

    @Test("reject may name the value its output shows; shows with ignore and a null shows are invalid values")
    func shows() throws {
        let (machine, diagnostics) = load(
            Self.machine(#" "unhandled": {"mode": "reject", "output": "refusal", "shows": {"code": "locked"}},"#))
        #expect(diagnostics.map(\.brief) == [])
        #expect(try #require(machine).unhandledEvents(in: "Open").shows == ["code": "locked"])
        let (_, mistakes) = load(
            Self.machine(
                #" "unhandled": {"mode": "reject", "output": "refusal", "shows": null},"#,
                #""unhandled": {"mode": "ignore", "shows": true}, "#))
        #expect(mistakes.map(\.code) == ["spec.invalid-value", "spec.invalid-value"])
        #expect(mistakes.compactMap(\.jsonPointer).sorted() == ["/states/Closed/unhandled/shows", "/unhandled/shows"])
    }

    @Test("unsent events carry a reason; the machine's and the state's are merged, the state's reason winning")
    func unsent() throws {
        let (machine, diagnostics) = load(
            Self.machine(
                #" "unhandled": {"mode": "ignore", "unsent": {"close": "one input", "open": "machine"}},"#,
                #""unhandled": {"mode": "ignore", "unsent": {"open": "state", "*": ""}}, "#))
        #expect(diagnostics.map(\.code) == ["spec.invalid-value"])
        #expect(diagnostics.first?.jsonPointer == "/states/Closed/unhandled/unsent/*")
        let m = try #require(machine)
        #expect(m.unhandledEvents(in: "Open").unsent == ["close": "one input", "open": "machine"])
        #expect(m.unhandledEvents(in: "Closed").unsentReason("open") == "state")
        #expect(m.unhandledEvents(in: "Closed").unsentReason("anything") == "")
    }
}
