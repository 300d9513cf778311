/// Decodes one parsed spec file (a located JSON tree) into a `SpecFile`, reporting every problem.
///
/// Decoding is strict and never stops at the first problem. An element is kept when its identity (`id`,
/// or `name` for events) decodes; other missing or invalid required values get neutral defaults (empty
/// string, first case), their diagnostics already recorded, so one mistake does not cascade into
/// undefined-reference errors elsewhere.
struct SpecDecoder {
    /// The newest format version this engine reads.
    static let supportedVersion = 1

    let sink: DiagnosticSink
    /// Where files referenced in place are read (nil: a reference is an error).
    var foreign: ForeignSources? = nil

    /// Decodes `root`; `expectedProduct` is the bundle's folder name (nil: not checked).
    func decode(_ root: JSONNode, expectedProduct: String?) -> SpecFile? {
        guard let members = root.members else {
            sink.error(
                .wrongType, "expected a spec file object, found \(root.typeName)", at: root.location, pointer: "")
            return nil
        }
        // The envelope first: without a known kind, the file's keys cannot be checked.
        guard let kindMember = members.first(where: { $0.key == "kind" }) else {
            sink.error(.missingKey, "missing required key \"kind\" in spec file", at: root.location, pointer: "")
            return nil
        }
        guard let kindName = kindMember.value.string else {
            sink.error(
                .wrongType, "expected string for \"kind\", found \(kindMember.value.typeName)",
                at: kindMember.value.location, pointer: "/kind")
            return nil
        }
        guard let kind = SpecKind(rawValue: kindName) else {
            let allowed = SpecKind.allCases.map(\.rawValue)
            let hint = Suggestion.hint(for: kindName, among: allowed)
            sink.error(
                .unknownKind, "unknown kind \"\(kindName)\"; expected one of \(allowed.joined(separator: ", "))\(hint)",
                at: kindMember.value.location, pointer: "/kind")
            return nil
        }
        // A newer version may have keys this engine does not know: report the version only.
        guard let version = decodeVersion(root) else { return nil }
        guard let reader = ObjectReader(root, pointer: "", spec: SpecFileKind.of(kind).keyTables[0], sink: sink) else {
            return nil
        }
        let product = reader.located("product") ?? Located("", origin: reader.origin)
        checkProduct(product, expected: expectedProduct, present: reader.has("product"))
        let content = SpecFileKind.of(kind).decode(self, reader, product.value)
        return SpecFile(path: sink.file, kind: kind, version: version, product: product, content: content)
    }

    /// The envelope's version (1 when absent or invalid, after a diagnostic); nil when newer than supported.
    private func decodeVersion(_ root: JSONNode) -> Int? {
        guard let node = root["version"] else { return Self.supportedVersion }
        let pointer = "/version"
        guard case .number(let n) = node.kind, n.isInteger else {
            sink.error(
                .wrongType, "expected integer for \"version\", found \(node.typeName)", at: node.location,
                pointer: pointer)
            return Self.supportedVersion
        }
        if n.text.hasPrefix("-") || n.intValue == 0 {
            sink.error(
                .invalidValue, "invalid version \(n.text); versions start at 1", at: node.location, pointer: pointer)
            return Self.supportedVersion
        }
        guard let version = n.intValue, version <= Self.supportedVersion else {
            sink.error(
                .unsupportedVersion, "version \(n.text) is newer than the supported version \(Self.supportedVersion)",
                at: node.location, pointer: pointer)
            return nil
        }
        return version
    }

    private func checkProduct(_ product: Located<String>, expected: String?, present: Bool) {
        guard present else { return }
        if !Self.isProductID(product.value) {
            sink.error(
                .invalidValue, "invalid product ID \"\(product.value)\"; use lowercase letters, digits and \"-\"",
                at: product.origin.location, pointer: product.origin.pointer)
        }
        if let expected, product.value != expected {
            sink.error(
                .productMismatch, "product \"\(product.value)\" does not match its folder \"\(expected)\"",
                at: product.origin.location, pointer: product.origin.pointer)
        }
    }

    /// Whether `s` is a product ID: lowercase letters and digits in words joined by single `-`.
    static func isProductID(_ s: String) -> Bool {
        guard !s.isEmpty, !s.hasPrefix("-"), !s.hasSuffix("-"), !s.contains("--") else { return false }
        return s.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" }
    }
}
