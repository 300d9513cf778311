import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

@Suite("lint.module-readiness")
struct ModuleReadinessRuleTests {
    /// `MOD-CORE` (its `id` value at line 2, column 8) owning `features`.
    static func modules(features: String) -> String {
        """
        {"kind": "modules", "version": 1, "product": "demo", "modules": [
        {"id": "MOD-CORE", "name": "Core", "features": [\(features)]}]}
        """
    }

    /// A machine whose state traces `FEAT-A-001` and whose transition has `path` and traces `FEAT-A-002`.
    static func machine(path: String) -> String {
        MachineFixture.text(states: [
            #""Closed": {"traces": ["FEAT-A-001"], "on": {"open": [{"target": "Open", "path": "\#(path)", "traces": ["FEAT-A-002"]}]}}"#,
            MachineFixture.open,
        ])
    }

    static let contracts = """
        {"kind": "contracts", "version": 1, "product": "demo",
         "local": [{"id": "LOCAL-ROW", "name": "Row", "traces": ["MOD-CORE"]}]}
        """

    static let edgeCases = """
        {"kind": "edge-cases", "version": 1, "product": "demo",
         "edgeCases": [{"id": "EC-01", "title": "Lost", "traces": ["FEAT-A-002"]}]}
        """

    @Test("lint.module-readiness: a module with features but nothing tracing them")
    func nothingTraces() throws {
        let found = LintFixture.lint(["modules.json": Self.modules(features: #""FEAT-A-001 to FEAT-A-002""#)])
        #expect(found.count == 1)
        let d = try #require(found.first)
        #expect(d.code == "lint.module-readiness")
        #expect(d.severity == .warning)
        #expect(d.file == LintFixture.path("modules.json"))
        #expect(d.position == "2:8")
        #expect(d.jsonPointer == "/modules/0/id")
        #expect(
            d.message
                == #"module "MOD-CORE" is not ready for implementation (a gap in the spec, not in coverage): no machine, state or transition traces its features or the module; "#
                + "no contract (local, api, cli) traces its features or the module; "
                + "no edge case, failure transition or failure journey traces its features")
    }

    @Test("lint.module-readiness: undefined features, and a non-failure transition is no failure response")
    func undefinedFeatureAndNoFailure() throws {
        let files = [
            "modules.json": Self.modules(features: #""FEAT-A-002", "FEAT-A-009""#),
            "machines/door.json": Self.machine(path: "success"), "contracts.json": Self.contracts,
        ]
        let found = LintFixture.findings("lint.module-readiness", files)
        #expect(
            found.map(\.message) == [
                #"module "MOD-CORE" is not ready for implementation (a gap in the spec, not in coverage): features not defined: "FEAT-A-009"; "#
                    + "no edge case, failure transition or failure journey traces its features"
            ])
        let empty = LintFixture.findings("lint.module-readiness", ["modules.json": Self.modules(features: "")])
        #expect(empty.first?.message.contains("it names no feature") == true)
    }

    @Test("lint.module-readiness: features, machine, contract and edge case make a module ready")
    func readyWithEdgeCase() {
        let files = [
            "modules.json": Self.modules(features: #""FEAT-A-001 to FEAT-A-002""#),
            "machines/door.json": Self.machine(path: "success"), "contracts.json": Self.contracts,
            "edge-cases.json": Self.edgeCases,
        ]
        #expect(LintFixture.loadProblems(files).isEmpty)
        #expect(LintFixture.lint(files).isEmpty)
    }

    @Test("lint.module-readiness: a failure transition tracing a feature is a failure response")
    func readyWithFailureTransition() {
        let files = [
            "modules.json": Self.modules(features: #""FEAT-A-001 to FEAT-A-002""#),
            "machines/door.json": Self.machine(path: "failure"), "contracts.json": Self.contracts,
        ]
        #expect(LintFixture.lint(files).isEmpty)
    }
}
