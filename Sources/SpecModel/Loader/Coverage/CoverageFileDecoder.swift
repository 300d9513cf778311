import Foundation

/// Reads the envelope and body of a policy or gate file, recording a located diagnostic for every problem.
struct CoverageFileDecoder {
    static let supportedVersion = 1

    let sink: DiagnosticSink

    /// Checks `kind`, `version` and `product`; returns the file's reader and product, or nil when the body
    /// cannot be read (not an object, wrong kind, newer version).
    func envelope(_ root: JSONNode, kind: CoverageFileKind, expectedProduct: String?) -> (ObjectReader, String)? {
        guard root.members != nil else {
            sink.error(.wrongType, "expected a \(kind.rawValue) file object, found \(root.typeName)", at: root.location, pointer: "")
            return nil
        }
        if let node = root["kind"] {
            guard node.string == kind.rawValue else {
                let found = node.string.map { "\"\($0)\"" } ?? node.typeName
                sink.error(.unknownKind, "expected kind \"\(kind.rawValue)\", found \(found)", at: node.location, pointer: "/kind")
                return nil
            }
        }
        if let node = root["version"] {
            guard case .number(let n) = node.kind else {
                sink.error(.wrongType, "expected integer for \"version\", found \(node.typeName)", at: node.location, pointer: "/version")
                return nil
            }
            guard let version = n.intValue, version >= 1 else {
                sink.error(.invalidValue, "invalid version \(n.text); versions are integers from 1", at: node.location, pointer: "/version")
                return nil
            }
            guard version <= Self.supportedVersion else {
                sink.error(
                    .unsupportedVersion, "version \(version) is newer than the supported version \(Self.supportedVersion)",
                    at: node.location, pointer: "/version")
                return nil
            }
        }
        let table = KeySpec.coverageTables(for: kind)[0]
        guard let reader = ObjectReader(root, pointer: "", spec: table, sink: sink) else { return nil }
        let product = reader.located("product")
        if let product, let expectedProduct, product.value != expectedProduct {
            sink.error(
                .productMismatch, "product \"\(product.value)\" does not match its folder \"\(expectedProduct)\"",
                at: product.origin.location, pointer: product.origin.pointer)
        }
        return (reader, product?.value ?? "")
    }

    func source(_ reader: ObjectReader) -> SourceRef? {
        guard let source = reader.object("source", .source) else { return nil }
        return SourceRef(document: source.string("document") ?? "", section: source.string("section") ?? "")
    }

    /// A list of IDs and `^` patterns; patterns must compile.
    func matchers(_ reader: ObjectReader, _ key: String) -> [IDMatcher] {
        reader.locatedStrings(key).compactMap { text in
            let matcher = IDMatcher(text)
            if text.value.isEmpty {
                invalid("empty ID in \"\(key)\"", text.origin)
                return nil
            }
            if matcher.isPattern, !compiles(text) { return nil }
            return matcher
        }
    }

    /// Whether `pattern` is a valid regular expression; records `spec.invalid-pattern` when not.
    func compiles(_ pattern: Located<String>) -> Bool {
        if (try? NSRegularExpression(pattern: pattern.value)) != nil { return true }
        sink.error(
            .invalidPattern, "invalid regular expression \"\(pattern.value)\"", at: pattern.origin.location,
            pointer: pattern.origin.pointer)
        return false
    }

    func invalid(_ message: String, _ origin: Origin) {
        sink.error(.invalidValue, message, at: origin.location, pointer: origin.pointer)
    }

    /// A string that must not be blank.
    func nonBlank(_ reader: ObjectReader, _ key: String) -> String? {
        guard let text = reader.located(key) else { return nil }
        if text.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            invalid("\"\(key)\" must not be empty", text.origin)
            return nil
        }
        return text.value
    }
}
