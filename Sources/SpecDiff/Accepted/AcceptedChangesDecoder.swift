import SpecModel

/// Decodes an accepted-changes file with located errors:
/// `{"kind": "accepted-changes", "version": 1, "product": ..., "accepted": [{"rule", "id", "arguments"?, "reason", "owner", "expires"}]}`.
public enum AcceptedChangesDecoder {
    static let envelopeKeys = ["$schema", "kind", "version", "product", "accepted"]
    static let entryKeys = ["rule", "id", "arguments", "reason", "owner", "expires"]

    /// The entries and every problem found (codes `accepted.*`); entries with problems are left out.
    public static func decode(_ bytes: [UInt8], file: String, product: String?) -> (entries: [AcceptedChange], diagnostics: [Diagnostic]) {
        let parsed = JSONParser().parse(bytes, file: file)
        guard let root = parsed.root else { return ([], parsed.diagnostics) }
        var diagnostics = parsed.diagnostics
        func error(_ code: String, _ message: String, _ node: JSONNode, _ pointer: String) {
            diagnostics.append(.error("accepted.\(code)", message, file: file, at: node.location, pointer: pointer))
        }
        guard let members = root.members else {
            error("wrong-type", "an accepted-changes file is a JSON object", root, "")
            return ([], diagnostics)
        }
        for m in members where !envelopeKeys.contains(m.key) {
            diagnostics.append(.error("accepted.unknown-key", "unknown key \"\(m.key)\"", file: file, at: m.keyLocation, pointer: "/" + m.key))
        }
        if root["kind"]?.string != "accepted-changes" {
            error("wrong-kind", "kind must be \"accepted-changes\"", root["kind"] ?? root, "/kind")
        }
        if root["version"]?.value != .int(1) { error("wrong-version", "version must be 1", root["version"] ?? root, "/version") }
        if let product, let p = root["product"], p.string != product {
            error("wrong-product", "product must be \"\(product)\"", p, "/product")
        }
        guard let items = root["accepted"]?.items else {
            error("missing-key", "missing array \"accepted\"", root["accepted"] ?? root, "/accepted")
            return ([], diagnostics)
        }
        var entries: [AcceptedChange] = []
        for (i, item) in items.enumerated() {
            let pointer = "/accepted/\(i)"
            guard let fields = item.members else {
                error("wrong-type", "an entry is an object", item, pointer)
                continue
            }
            for m in fields where !entryKeys.contains(m.key) {
                diagnostics.append(
                    .error("accepted.unknown-key", "unknown key \"\(m.key)\"", file: file, at: m.keyLocation, pointer: pointer + "/" + m.key))
            }
            var strings: [String: String] = [:]
            var ok = true
            for key in ["rule", "id", "reason", "owner", "expires"] {
                guard let value = item[key]?.string, !value.isEmpty else {
                    error("missing-key", "entry needs a non-empty string \"\(key)\"", item[key] ?? item, pointer + "/" + key)
                    ok = false
                    continue
                }
                strings[key] = value
            }
            if let expires = strings["expires"], !isDate(expires) {
                error("invalid-date", "expires must be a date YYYY-MM-DD", item["expires"] ?? item, pointer + "/expires")
                ok = false
            }
            var arguments: [String: String] = [:]
            if let args = item["arguments"] {
                if let members = args.members {
                    for m in members {
                        if let s = m.value.string { arguments[m.key] = s } else {
                            error("wrong-type", "argument values are strings", m.value, pointer + "/arguments/" + m.key)
                            ok = false
                        }
                    }
                } else {
                    error("wrong-type", "arguments is an object of strings", args, pointer + "/arguments")
                    ok = false
                }
            }
            guard ok else { continue }
            entries.append(
                AcceptedChange(
                    rule: strings["rule"]!, id: strings["id"]!, arguments: arguments, reason: strings["reason"]!,
                    owner: strings["owner"]!, expires: strings["expires"]!,
                    origin: Origin(file: file, location: item.location, pointer: pointer)))
        }
        return (entries, diagnostics.sorted())
    }

    static func isDate(_ s: String) -> Bool {
        let parts = s.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            let m = Int(parts[1]), let d = Int(parts[2]), Int(parts[0]) != nil
        else { return false }
        return (1...12).contains(m) && (1...31).contains(d)
    }
}
