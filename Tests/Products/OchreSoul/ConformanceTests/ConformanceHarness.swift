import Conformance
import EventSchema
import Foundation
import OchreSoulConformance
import SpecConformTestSupport
import SpecModel

/// Loads the ochre-soul spec and scenarios once and runs the conformance runner with a given registration.
enum ConformanceHarness {
    /// The package root, from this file's path.
    static let root: String = PackagePaths.root

    static let loaded: (bundle: SpecBundle?, scenarios: [Scenario], diagnostics: [Diagnostic]) = {
        let result = SpecLoader.load(root: root + "/Spec")
        let scenarios = ScenarioLoader.load(
            ProjectLayout(traceabilityRoot: root + "/Traceability"), product: OchreSoulVerification.product)
        return (result.catalog.bundle(OchreSoulVerification.product), scenarios.scenarios, scenarios.diagnostics)
    }()

    /// Runs every check with the reference components, or with `components` plugged in.
    static func run(_ components: OchreSoulComponents = .reference) -> ConformanceRun? {
        guard let bundle = loaded.bundle else { return nil }
        var subjects = SubjectRegistry()
        var rules = RuleCheckRegistry()
        OchreSoulVerification.register(subjects: &subjects, rules: &rules, components: components)
        return ConformanceRunner(subjects: subjects, rules: rules).run(bundle, scenarios: loaded.scenarios)
    }

    /// What a rule check receives while it runs: the ochre-soul event catalogue.
    static let ruleContext: RuleContext? = loaded.bundle.map { bundle in
        RuleContext(bundle: bundle)
    }

    /// Runs one rule check as the runner would, with the ochre-soul rule context.
    static func outcome(of check: RuleCheck) -> RuleCheck.Outcome {
        guard let context = ruleContext else { return .fail("the ochre-soul spec did not load") }
        return check.body(context)
    }

    /// The reference run, computed once.
    static let reference: ConformanceRun? = run()

    /// One line per check that did not pass: ID, status, divergence or message.
    static func describe(_ check: CheckResult) -> String {
        var line = "\(check.id) [\(check.status.rawValue)] \(check.title)"
        if let d = check.divergence {
            line +=
                "\n    at step \(d.step) \(d.pathSoFar.joined(separator: " → "))\n    expected: \(d.expected)\n    observed: \(d.observed)"
        }
        if let m = check.message { line += "\n    \(m)" }
        return line
    }
}
