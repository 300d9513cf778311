import SpecImport
import SpecJSON

/// Lays a scenario file's overlay over the scenarios converted from a feature file.
///
/// `covers`, `context`, `source` and `notes` at the top apply to every scenario; `scenarios` adds them (and `id`)
/// to one scenario, named by its title in the original (an outline's row by its full title, `Name [examples #1]`).
/// An entry naming no scenario of the original is `spec.overlay-unmatched` (``ElementOverlay``); a title within a
/// quarter of its length in edits is offered as did-you-mean.
struct ScenarioOverlay {
    let sink: DiagnosticSink
    let foreignFile: String

    static let everyScenarioFields = ["covers", "context", "source", "notes"]

    func apply(_ scenarios: [JSONNode], _ overlay: ObjectReader?) -> [JSONNode] {
        guard let overlay else { return scenarios }
        let all = scenarios.map { ElementOverlay.merging(Self.everyScenarioFields, of: overlay, into: $0) }
        let each = ElementOverlay(
            sink: sink, foreignFile: foreignFile, what: "scenario", nameKey: "title", entrySpec: .scenarioOverlayEntry,
            maxDistance: { max(2, $0.count / 4) })
        return each.apply(overlay.map("scenarios") ?? [], to: all)
    }
}
