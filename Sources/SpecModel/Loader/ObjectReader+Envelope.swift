import Foundation

/// The envelope every strict file kind outside the spec shares: `kind`, `version` and `product`.
extension ObjectReader {
    /// The reader of a file's root object after its envelope is checked, with the file's product (empty when
    /// absent or not a string); nil when the body cannot be read (not an object, another kind, a newer version).
    /// `kind` and `version` may be absent (reported as missing keys by `table`); `product`, when
    /// `expectedProduct` is given, must equal it.
    package static func envelope(
        _ root: JSONNode, table: KeySpec, kind: String, supportedVersion: Int, expectedProduct: String?,
        sink: DiagnosticSink
    ) -> (reader: ObjectReader, product: String)? {
        guard root.members != nil else {
            sink.error(
                .wrongType, "expected a \(kind) file object, found \(root.typeName)", at: root.location, pointer: "")
            return nil
        }
        if let node = root["kind"] {
            guard node.string == kind else {
                let found = node.string.map { "\"\($0)\"" } ?? node.typeName
                sink.error(
                    .unknownKind, "expected kind \"\(kind)\", found \(found)", at: node.location, pointer: "/kind")
                return nil
            }
        }
        if let node = root["version"] {
            guard case .number(let n) = node.kind else {
                sink.error(
                    .wrongType, "expected integer for \"version\", found \(node.typeName)", at: node.location,
                    pointer: "/version")
                return nil
            }
            guard let version = n.intValue, version >= 1 else {
                sink.error(
                    .invalidValue, "invalid version \(n.text); versions are integers from 1", at: node.location,
                    pointer: "/version")
                return nil
            }
            guard version <= supportedVersion else {
                sink.error(
                    .unsupportedVersion, "version \(version) is newer than the supported version \(supportedVersion)",
                    at: node.location, pointer: "/version")
                return nil
            }
        }
        guard let reader = ObjectReader(root, pointer: "", spec: table, sink: sink) else { return nil }
        let product = reader.located("product")
        if let product, let expectedProduct, product.value != expectedProduct {
            sink.error(
                .productMismatch, "product \"\(product.value)\" does not match its folder \"\(expectedProduct)\"",
                at: product.origin.location, pointer: product.origin.pointer)
        }
        return (reader, product?.value ?? "")
    }

    /// A string that must not be blank; a blank one is reported as an invalid value.
    package func nonBlank(_ key: String) -> String? {
        guard let text = located(key) else { return nil }
        if text.value.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty {
            sink.error(
                .invalidValue, "\"\(key)\" must not be empty", at: text.origin.location, pointer: text.origin.pointer)
            return nil
        }
        return text.value
    }
}
