import Conformance
import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SwapGraphConformance

/// The swapgraph bundle and runs of its machine and limit checks, with the reference subjects or planted variants.
enum MachineHarness {
    static let loaded = SpecLoader.load(root: "Spec", base: PackagePaths.root)
    static let reference: ConformanceRun? = try? run()

    static func bundle() throws -> SpecBundle {
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        return try #require(loaded.catalog.bundle("swapgraph"))
    }

    /// A run with the reference registrations, then `plant` (which may replace a machine's subject or the probe).
    static func run(_ plant: (inout SubjectRegistry) -> Void = { _ in }) throws -> ConformanceRun {
        var subjects = SubjectRegistry()
        var rules = RuleCheckRegistry()
        SwapGraphVerification.register(subjects: &subjects, rules: &rules)
        plant(&subjects)
        return ConformanceRunner(subjects: subjects, rules: rules).run(try bundle(), scenarios: [])
    }

    /// The checks of `machines` on `bundle` (a mutated one, say), with the reference registrations.
    static func checks(_ bundle: SpecBundle, machines: Set<String>) -> [CheckResult] {
        var subjects = SubjectRegistry()
        var rules = RuleCheckRegistry()
        SwapGraphVerification.register(subjects: &subjects, rules: &rules)
        var runner = ConformanceRunner(subjects: subjects, rules: rules)
        runner.selection = CheckSelection(machines: machines, rules: false)
        return runner.run(bundle, scenarios: []).checks
    }

    static let machineKinds: Set<CheckKind> = [.path, .boundary, .sneak]

    /// Machine and limit checks that did not pass.
    static func failing(_ run: ConformanceRun) -> [CheckResult] {
        run.checks.filter { (machineKinds.contains($0.kind) || $0.kind == .limit) && $0.status != .passed }
    }

    static func describe(_ checks: [CheckResult]) -> String {
        checks.map { check in
            "\(check.id): "
                + (check.divergence.map {
                    "\($0.pathSoFar.joined(separator: " ")): expected \($0.expected), observed \($0.observed)"
                } ?? check.message ?? "")
        }.joined(separator: "\n")
    }
}
