import Conformance
import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import NonnaConformance

/// The nonna bundle and a run of its checks against the reference implementation, loaded once.
enum NonnaHarness {
    static let loaded = SpecLoader.load(root: "Spec", base: PackagePaths.root)

    static func bundle() throws -> SpecBundle {
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        return try #require(loaded.catalog.bundle("nonna"))
    }

    /// A run with the reference implementation's subjects.
    static func run(_ register: (inout SubjectRegistry, inout RuleCheckRegistry) -> Void = NonnaVerification.register)
        throws -> ConformanceRun
    {
        var subjects = SubjectRegistry()
        var rules = RuleCheckRegistry()
        register(&subjects, &rules)
        return ConformanceRunner(subjects: subjects, rules: rules).run(try bundle(), scenarios: [])
    }

    /// The checks of `machines` on `bundle` (a mutated one, say), with the reference implementation's subjects.
    static func checks(_ bundle: SpecBundle, machines: Set<String>) -> [CheckResult] {
        var subjects = SubjectRegistry()
        var rules = RuleCheckRegistry()
        NonnaVerification.register(subjects: &subjects, rules: &rules)
        var runner = ConformanceRunner(subjects: subjects, rules: rules)
        runner.selection = CheckSelection(machines: machines, rules: false)
        return runner.run(bundle, scenarios: []).checks
    }
}
