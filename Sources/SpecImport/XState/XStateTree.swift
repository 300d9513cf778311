import SpecJSON

/// The states of an XState config by path, with their IDs: what targets (`sibling`, `.child`, `#id`) resolve in.
struct XStateTree {
    struct Entry {
        var path: [String]
        var node: JSONNode
    }

    private(set) var byPath: [[String]: Entry] = [:]
    private(set) var byID: [String: [String]] = [:]
    /// Every state key, in document order (for did-you-mean).
    private(set) var names: [String] = []

    init(root: JSONNode) {
        let machineID = root["id"]?.string ?? "(machine)"
        byID[machineID] = []
        visit(root, path: [], machineID: machineID)
    }

    private mutating func visit(_ node: JSONNode, path: [String], machineID: String) {
        for member in node["states"]?.members ?? [] {
            let child = path + [member.key]
            byPath[child] = Entry(path: child, node: member.value)
            names.append(member.key)
            byID[([machineID] + child).joined(separator: ".")] = child
            if let id = member.value["id"]?.string { byID[id] = child }
            visit(member.value, path: child, machineID: machineID)
        }
    }

    /// The path `target` names from the state at `source`, or nil.
    func resolve(_ target: String, from source: [String]) -> [String]? {
        if target.hasPrefix("#") {
            let rest = String(target.dropFirst())
            // The longest ID that prefixes the reference, then a dotted path below it.
            var parts = rest.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
            var tail: [String] = []
            while !parts.isEmpty {
                if let base = byID[parts.joined(separator: ".")] { return existing(base + tail) }
                tail.insert(parts.removeLast(), at: 0)
            }
            return nil
        }
        if target.hasPrefix(".") {
            return existing(source + target.dropFirst().split(separator: ".").map(String.init))
        }
        return existing(source.dropLast() + target.split(separator: ".").map(String.init))
    }

    private func existing(_ path: [String]) -> [String]? { byPath[path] == nil ? nil : path }

    func node(at path: [String]) -> JSONNode? { byPath[path]?.node }
}
