import SpecImport
import SpecJSON

/// Lays overlay entries keyed by name (`"overlay": {"events": {"order.placed": {...}}}`) over the elements a
/// converter made from a foreign file: each entry's fields are merged into every element whose `nameKey` member is
/// the entry's key (objects member by member, lists appended to, anything else replaced), marked as the overlay's
/// (`OverlayLocation`).
///
/// An entry naming no element of the original is `spec.overlay-unmatched` at the entry, with a did-you-mean among the
/// original's names (within `maxDistance(name)` edits) related to that element in the original.
struct ElementOverlay {
    let sink: DiagnosticSink
    let foreignFile: String
    /// What an element is, for messages (`scenario`, `event`, `decision`).
    let what: String
    /// The member of an element that an entry's key names (`title`, `name`, `id`).
    let nameKey: String
    /// The keys an entry may have.
    let entrySpec: KeySpec
    var maxDistance: (String) -> Int = { _ in 2 }
    /// Entry keys laid over an element by `nested` rather than merged (a table's `rules`, keyed by rule ID).
    var nestedKeys: Set<String> = []
    var nested: (_ entry: ObjectReader, _ element: JSONNode) -> JSONNode = { $1 }

    func apply(_ entries: [(member: JSONMember, pointer: String)], to elements: [JSONNode]) -> [JSONNode] {
        var result = elements
        let names = elements.map { $0[nameKey]?.string ?? "" }
        for (member, pointer) in entries {
            guard
                let entry = ObjectReader(member.value, pointer: pointer, spec: entrySpec, sink: sink, label: member.key)
            else { continue }
            let matching = names.indices.filter { names[$0] == member.key }
            guard !matching.isEmpty else {
                sink.overlayUnmatched(
                    "overlay \(what) \"\(member.key)\" is not \(article) \(what) of \(foreignFile)", name: member.key,
                    among: names, at: member.keyLocation, pointer: pointer, maxDistance: maxDistance(member.key),
                    related: { near in
                        names.firstIndex(of: near).map {
                            .init(
                                message: "\(what) \"\(near)\" in the original", file: foreignFile,
                                location: elements[$0].location)
                        }
                    },
                    fallback: .init(
                        message: "the referenced \(what)s", file: foreignFile, location: elements.first?.location))
                continue
            }
            for i in matching {
                for field in member.value.members ?? [] where !nestedKeys.contains(field.key) {
                    result[i] = MachineOverlay.merge(field.key, OverlayLocation.mark(field.value), into: result[i])
                }
                result[i] = nested(entry, result[i])
            }
        }
        return result
    }

    private var article: String { what.first.map { "aeiou".contains($0) } == true ? "an" : "a" }

    /// `node` with the overlay's values of `keys` (those present) laid over it, marked.
    static func merging(_ keys: [String], of overlay: ObjectReader?, into node: JSONNode) -> JSONNode {
        var node = node
        for key in keys {
            guard let v = overlay?.value(key) else { continue }
            node = MachineOverlay.merge(key, OverlayLocation.mark(v.node), into: node)
        }
        return node
    }
}
