import SpecModel

/// Finds where a JSON pointer is written in a spec file, for elements the model keeps no location of (a
/// machine's `initial`, one item of `emits`). Each file is parsed at most once, when mutants are listed; running
/// mutants never reads a file.
package final class SpecLocator {
    private let sources: SourceFiles
    private var roots: [String: JSONNode] = [:]

    package init(sources: SourceFiles = SourceFiles()) {
        self.sources = sources
    }

    /// `pointer` in `file`, located; at `fallback`'s location (the enclosing element) when the file was not given
    /// or the pointer is not there.
    package func origin(file: String, pointer: String, fallback: Origin) -> Origin {
        let approximate = Origin(file: file, location: fallback.location, pointer: pointer)
        guard let root = root(of: file), let tokens = JSONPointer.tokens(pointer) else { return approximate }
        var node = root
        for token in tokens {
            if let members = node.members, let member = members.first(where: { $0.key == token }) {
                node = member.value
            } else if let items = node.items, let index = Int(token), items.indices.contains(index) {
                node = items[index]
            } else {
                return approximate
            }
        }
        return Origin(file: file, location: node.location, pointer: pointer)
    }

    private func root(of file: String) -> JSONNode? {
        if let root = roots[file] { return root }
        guard let bytes = sources.bytes(of: file), let root = JSONParser().parse(bytes, file: file).root else {
            return nil
        }
        roots[file] = root
        return root
    }
}
