import Foundation
import SpecModel
import Traceability

/// The IDs a product's traceability files name, held to the IDs its spec defines: a scenario that `covers` an ID
/// the spec does not define, a gate's `mustCover` entry or waiver naming one (or a pattern matching none), a baseline
/// report of another product. Each is an error (`traceability.unknown-id`, `traceability.pattern-matches-nothing`,
/// `traceability.baseline-product`) at the entry, with the closest defined ID when one is close: a typo would
/// otherwise leave the ID it meant quietly uncovered, or the gate checking nothing.
struct TraceabilityIDCheck {
    let bundle: SpecBundle

    func problems(scenarios: [Scenario], gate: GateSpec?, baseline: CoverageReport?) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for scenario in scenarios {
            for id in scenario.covers where !bundle.idIndex.contains(id.value) {
                found.append(unknown(id, "scenario \"\(scenario.id)\" covers"))
            }
        }
        if let gate {
            for matcher in gate.mustCover {
                if matcher.isPattern {
                    guard let regex = try? NSRegularExpression(pattern: matcher.text.value) else { continue }
                    let matched = bundle.idIndex.ids.contains { id in
                        regex.firstMatch(in: id, range: NSRange(id.startIndex..., in: id)) != nil
                    }
                    if !matched {
                        let origin = matcher.text.origin
                        found.append(
                            .error(
                                "traceability.pattern-matches-nothing",
                                "the gate's mustCover pattern \"\(matcher.text.value)\" matches no ID the spec of \"\(bundle.product)\" defines, so it holds nothing to coverage",
                                file: origin.file, at: origin.location, pointer: origin.pointer))
                    }
                } else if !bundle.idIndex.contains(matcher.text.value) {
                    found.append(unknown(matcher.text, "the gate's mustCover names"))
                }
            }
            for waiver in gate.waivers where !bundle.idIndex.contains(waiver.id) {
                found.append(unknown(Located(waiver.id, origin: waiver.origin), "a waiver names"))
            }
            if let baseline, let path = gate.baseline, baseline.product != bundle.product {
                found.append(
                    .error(
                        "traceability.baseline-product",
                        "the gate's baseline \(path.value) is the report of product \"\(baseline.product)\", not \"\(bundle.product)\"",
                        file: path.origin.file, at: path.origin.location, pointer: path.origin.pointer))
            }
        }
        return found
    }

    private func unknown(_ id: Located<String>, _ what: String) -> Diagnostic {
        let hint = Suggestions.didYouMean(id.value, among: bundle.idIndex.ids).map { "; did you mean \"\($0)\"?" } ?? ""
        return .error(
            "traceability.unknown-id",
            "\(what) \"\(id.value)\", which the spec of product \"\(bundle.product)\" does not define\(hint)",
            file: id.origin.file, at: id.origin.location, pointer: id.origin.pointer)
    }
}
