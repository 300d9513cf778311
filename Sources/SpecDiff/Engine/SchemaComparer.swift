import SpecModel

/// One change between two JSON Schemas of a payload, at a property path (`reason`, `items[].id`; empty for the root).
struct SchemaChange: Hashable {
    enum Kind: String {
        case requiredPropertyAdded, requiredPropertyRemoved, propertyAdded, propertyRemoved
        case becameRequired, becameOptional, typeChanged, enumValueAdded, enumValueRemoved
        case narrowed, widened, other
    }

    var kind: Kind
    var path: String
    /// What changed: `value` for enums, `keyword`/`from`/`to` for constraints and types.
    var details: [String: String]

    /// `maxLength of product_id narrowed: 128 → 64`, for a constraint change described by `verb`.
    func boundText(_ at: String, _ verb: String) -> String {
        "\(details["keyword"] ?? "") of \(at) \(verb): \(details["from"] ?? "none") → \(details["to"] ?? "none")"
    }
}

/// Compares two JSON Schemas (decoded values: whitespace and key order never matter) property by property.
enum SchemaComparer {
    /// Keywords where a larger value accepts less (`minLength: 1` → `5` narrows).
    static let lowerBounds = ["minLength", "minimum", "exclusiveMinimum", "minItems", "minProperties"]
    /// Keywords where a larger value accepts more.
    static let upperBounds = ["maxLength", "maximum", "exclusiveMaximum", "maxItems", "maxProperties"]
    /// Keywords whose change cannot be ordered: any new value narrows what was accepted, removal widens.
    static let restrictions = ["pattern", "format", "const"]
    /// Keywords compared as a whole; any change is `other`.
    static let opaque = ["$ref", "allOf", "anyOf", "oneOf", "not", "$defs", "uniqueItems"]

    static func compare(_ base: JSONValue, _ revision: JSONValue, path: String = "") -> [SchemaChange] {
        var out: [SchemaChange] = []
        let b = base.objectValue ?? [:]
        let r = revision.objectValue ?? [:]

        let bt = types(b["type"])
        let rt = types(r["type"])
        if bt != rt {
            out.append(
                SchemaChange(
                    kind: .typeChanged, path: path,
                    details: ["from": bt.joined(separator: "|"), "to": rt.joined(separator: "|")]))
        }
        if b["enum"] != nil || r["enum"] != nil {
            let be = Set((b["enum"]?.arrayValue ?? []).map(text))
            let re = Set((r["enum"]?.arrayValue ?? []).map(text))
            if b["enum"] == nil {
                out.append(
                    SchemaChange(
                        kind: .narrowed, path: path,
                        details: ["keyword": "enum", "from": "", "to": re.sorted().joined(separator: ",")]))
            } else if r["enum"] == nil {
                out.append(
                    SchemaChange(
                        kind: .widened, path: path,
                        details: ["keyword": "enum", "from": be.sorted().joined(separator: ","), "to": ""]))
            } else {
                for v in re.subtracting(be).sorted() {
                    out.append(SchemaChange(kind: .enumValueAdded, path: path, details: ["value": v]))
                }
                for v in be.subtracting(re).sorted() {
                    out.append(SchemaChange(kind: .enumValueRemoved, path: path, details: ["value": v]))
                }
            }
        }
        for (keywords, largerNarrows) in [(lowerBounds, true), (upperBounds, false)] {
            for k in keywords where b[k] != r[k] {
                let details = ["keyword": k, "from": b[k].map(text) ?? "", "to": r[k].map(text) ?? ""]
                let narrows: Bool
                switch (number(b[k]), number(r[k])) {
                case (nil, .some): narrows = true
                case (.some, nil): narrows = false
                case (.some(let x), .some(let y)): narrows = largerNarrows ? y > x : y < x
                default: continue
                }
                out.append(SchemaChange(kind: narrows ? .narrowed : .widened, path: path, details: details))
            }
        }
        for k in restrictions where b[k] != r[k] {
            let details = ["keyword": k, "from": b[k].map(text) ?? "", "to": r[k].map(text) ?? ""]
            out.append(SchemaChange(kind: r[k] == nil ? .widened : .narrowed, path: path, details: details))
        }
        let bAdditional = b["additionalProperties"]?.boolValue ?? true
        let rAdditional = r["additionalProperties"]?.boolValue ?? true
        if bAdditional != rAdditional {
            let details = ["keyword": "additionalProperties", "from": String(bAdditional), "to": String(rAdditional)]
            out.append(SchemaChange(kind: rAdditional ? .widened : .narrowed, path: path, details: details))
        }
        for k in opaque where b[k] != r[k] {
            out.append(SchemaChange(kind: .other, path: path, details: ["keyword": k]))
        }

        let bp = b["properties"]?.objectValue ?? [:]
        let rp = r["properties"]?.objectValue ?? [:]
        let br = Set((b["required"]?.arrayValue ?? []).compactMap(\.stringValue))
        let rr = Set((r["required"]?.arrayValue ?? []).compactMap(\.stringValue))
        let names = Set(bp.keys).union(rp.keys).union(br).union(rr)
        for name in names.sorted() {
            let child = path.isEmpty ? name : path + "." + name
            let inBase = bp[name] != nil || br.contains(name)
            let inRevision = rp[name] != nil || rr.contains(name)
            switch (inBase, inRevision) {
            case (false, true):
                out.append(
                    SchemaChange(
                        kind: rr.contains(name) ? .requiredPropertyAdded : .propertyAdded, path: child, details: [:]))
            case (true, false):
                out.append(
                    SchemaChange(
                        kind: br.contains(name) ? .requiredPropertyRemoved : .propertyRemoved, path: child, details: [:]
                    ))
            default:
                if !br.contains(name) && rr.contains(name) {
                    out.append(SchemaChange(kind: .becameRequired, path: child, details: [:]))
                }
                if br.contains(name) && !rr.contains(name) {
                    out.append(SchemaChange(kind: .becameOptional, path: child, details: [:]))
                }
                if let x = bp[name], let y = rp[name] { out += compare(x, y, path: child) }
            }
        }
        if let x = b["items"], let y = r["items"] {
            out += compare(x, y, path: path + "[]")
        } else if (b["items"] == nil) != (r["items"] == nil) {
            out.append(
                SchemaChange(kind: r["items"] == nil ? .widened : .narrowed, path: path, details: ["keyword": "items"]))
        }
        return out
    }

    static func types(_ value: JSONValue?) -> [String] {
        switch value {
        case .string(let s)?: [s]
        case .array(let a)?: a.compactMap(\.stringValue).sorted()
        default: []
        }
    }

    static func number(_ value: JSONValue?) -> Double? { value?.numberValue?.doubleValue }

    /// A value as compact JSON text (`"network"`, `3`).
    static func text(_ value: JSONValue) -> String {
        if case .string(let s) = value { return s }
        return JSONWriter(indent: 0).string(value)
    }
}
