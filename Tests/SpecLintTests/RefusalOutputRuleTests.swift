import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.refusal-output-constant")
struct RefusalOutputRuleTests {
    static let rejecting = #""unhandled": {"mode": "reject", "output": "error", "shows": false}"#

    /// The door whose states both declare `unhandled` on their first line, and whose transitions set `error` to the
    /// given expressions (none when nil).
    static func files(closed: String?, open: String?, unhandled: String = rejecting) -> [String: String] {
        func outputs(_ expression: String?) -> String {
            expression.map { #", "outputs": {"error": "\#($0)"}"# } ?? ""
        }
        return MachineFixture.files(states: [
            #""Closed": {\#(unhandled), "on": {"open": [{"target": "Open"\#(outputs(open))}]}}"#,
            #""Open": {\#(unhandled), "on": {"close": [{"target": "Closed"\#(outputs(closed))}]}}"#,
        ])
    }

    static func expect(_ d: Diagnostic, at pointer: String, _ prefix: String) {
        #expect(d.jsonPointer == pointer)
        #expect(d.message.hasPrefix(prefix), "\(d.message)")
    }

    @Test("lint.refusal-output-constant: shows the value every transition gives the output (the same in every state)")
    func sameEverywhere() throws {
        let found = LintFixture.lint(Self.files(closed: "false", open: "false"))
        #expect(found.count == 2, "one per declaration")
        let d = try #require(found.first)
        #expect(d.code == "lint.refusal-output-constant" && d.severity == .warning && d.position == "5:25")
        Self.expect(
            d, at: "/states/Closed/unhandled",
            #"machine "door" shows refusals in output "error" as false, the value every transition that sets the output gives it"#
        )
    }

    @Test("lint.refusal-output-constant: shows the value every transition into the state gives the output")
    func sameOnEntry() throws {
        let found = LintFixture.lint(Self.files(closed: "true", open: "false"))
        #expect(found.count == 1, "Closed is the initial state, entered by the reset too: only Open is judged")
        Self.expect(
            try #require(found.first), at: "/states/Open/unhandled",
            #"state "Open" of machine "door" shows refusals in output "error" as false, the value every transition into the state gives it"#
        )
    }

    @Test("lint.refusal-output-constant: a value no transition gives, a computed output or no shows is not reported")
    func distinctRefusal() {
        #expect(LintFixture.lint(Self.files(closed: "true", open: "true")).isEmpty)
        #expect(LintFixture.lint(Self.files(closed: "false", open: "tries > 0")).isEmpty)
        #expect(LintFixture.lint(Self.files(closed: nil, open: nil)).isEmpty)
        let unnamed = #""unhandled": {"mode": "reject", "output": "error"}"#
        #expect(LintFixture.lint(Self.files(closed: "false", open: "false", unhandled: unnamed)).isEmpty)
        #expect(LintFixture.loadProblems(Self.files(closed: "false", open: "false")).isEmpty)
    }
}
