import Foundation
import SpecJSON

/// Gherkin `.feature` files (and `.feature.md`, Markdown with Gherkin) → native journey scenarios (the JSON of
/// scenario files, `Traceability/<product>/scenarios`), located in the feature file.
///
/// Each Scenario becomes one scenario; a Scenario Outline one per Examples row (`<name> [<examples name> #<n>]`,
/// `<placeholder>`s filled in). Background steps (the feature's, then the rule's) come first. Tags of the feature,
/// rule, scenario and examples (`@FR-4.2`) become `covers`. Each step is matched against the step table
/// (``GherkinStepTable``); an unmatched step is `import.gherkin.unmatched-step` naming the closest pattern.
/// `select` keeps the scenarios whose name (before the example suffix) it equals.
package enum GherkinImporter {
    package static func convert(
        _ bytes: [UInt8], file: String, select: String?, steps: [UInt8], stepsFile: String
    ) -> ImportResult {
        var diagnostics: [Diagnostic] = []
        let parsed = JSONParser().parse(steps, file: stepsFile)
        diagnostics += parsed.diagnostics
        guard let root = parsed.root, let table = GherkinStepTable.read(root, file: stepsFile, into: &diagnostics)
        else { return ImportResult(node: nil, diagnostics: diagnostics) }
        let source = String(decoding: bytes, as: UTF8.self)
        var parser = GherkinParser(file: file)
        let document = parser.parse(GherkinLines.lines(source, markdown: file.hasSuffix(".md")))
        diagnostics += parser.diagnostics
        guard let document else { return ImportResult(node: nil, diagnostics: diagnostics) }
        var builder = GherkinScenarioBuilder(file: file, table: table)
        var scenarios: [JSONNode] = []
        for rule in document.rules {
            for scenario in rule.scenarios where select == nil || scenario.name == select {
                scenarios += builder.scenarios(scenario, rule: rule, document: document)
            }
        }
        diagnostics += builder.diagnostics
        if let select, scenarios.isEmpty {
            let names = document.rules.flatMap { $0.scenarios.map(\.name) }
            diagnostics.append(
                .error(
                    "import.gherkin.select",
                    "no scenario is named \"\(select)\""
                        + (GherkinScenarioBuilder.closest(select, names).map { "; did you mean \"\($0)\"?" } ?? ""),
                    file: file, at: document.location))
        }
        guard !diagnostics.contains(where: { $0.severity == .error }) else {
            return ImportResult(node: nil, diagnostics: diagnostics)
        }
        return ImportResult(node: JSONNode(.array(scenarios), at: document.location), diagnostics: diagnostics)
    }
}
