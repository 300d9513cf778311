import SpecImport
import SpecJSON

/// Lays a scenario file's overlay over the scenarios converted from a feature file.
///
/// `covers`, `context`, `source` and `notes` at the top apply to every scenario; `scenarios` adds them (and `id`)
/// to one scenario, named by its title in the original (an outline's row by its full title, `Name [examples #1]`).
/// Lists are appended to, objects merged, anything else replaced. An entry naming no scenario of the original is
/// `spec.overlay-unmatched` at the entry with a did-you-mean (a title within a quarter of its length in edits),
/// related to the nearest scenario in the original.
struct ScenarioOverlay {
    let sink: DiagnosticSink
    let foreignFile: String

    static let everyScenarioFields = ["covers", "context", "source", "notes"]

    func apply(_ scenarios: [JSONNode], _ overlay: ObjectReader?) -> [JSONNode] {
        guard let overlay else { return scenarios }
        var result = scenarios
        for key in Self.everyScenarioFields {
            guard let v = overlay.value(key) else { continue }
            result = result.map { MachineOverlay.merge(key, OverlayLocation.mark(v.node), into: $0) }
        }
        let titles = scenarios.map { $0["title"]?.string ?? "" }
        for (member, pointer) in overlay.map("scenarios") ?? [] {
            guard
                ObjectReader(
                    member.value, pointer: pointer, spec: .scenarioOverlayEntry, sink: sink, label: member.key) != nil
            else { continue }
            let matching = titles.indices.filter { titles[$0] == member.key }
            guard !matching.isEmpty else {
                sink.overlayUnmatched(
                    "overlay scenario \"\(member.key)\" is not a scenario of \(foreignFile)", name: member.key,
                    among: titles, at: member.keyLocation, pointer: pointer, maxDistance: max(2, member.key.count / 4),
                    related: { near in
                        titles.firstIndex(of: near).map {
                            .init(
                                message: "scenario \"\(near)\" in the original", file: foreignFile,
                                location: scenarios[$0].location)
                        }
                    },
                    fallback: .init(
                        message: "the referenced scenarios", file: foreignFile, location: scenarios.first?.location))
                continue
            }
            for i in matching {
                for field in member.value.members ?? [] {
                    result[i] = MachineOverlay.merge(field.key, OverlayLocation.mark(field.value), into: result[i])
                }
            }
        }
        return result
    }
}
