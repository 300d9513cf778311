import SpecModel

/// Decodes `Traceability/<product>/accepted-changes.json` with the strict object reader:
/// `{"kind": "accepted-changes", "version": 1, "product": ..., "accepted": [{"rule", "id", "arguments"?, "reason", "owner", "expires"}]}`.
package enum AcceptedChangesDecoder {
    /// The format version this engine reads.
    static let supportedVersion = 1

    /// The entries and every problem found, under the codes `accepted.*`: the reader's (`accepted.unknown-key`
    /// with a "did you mean", `accepted.missing-key`, `accepted.wrong-type`, `accepted.invalid-value` for a blank
    /// string, `accepted.unknown-kind`, `accepted.unsupported-version`, `accepted.product-mismatch`) and
    /// `accepted.invalid-date`. Entries with problems are left out.
    package static func decode(_ bytes: [UInt8], file: String, product: String?) -> (
        entries: [AcceptedChange], diagnostics: [Diagnostic]
    ) {
        let parsed = JSONParser().parse(bytes, file: file)
        guard let root = parsed.root else { return ([], parsed.diagnostics) }
        let sink = DiagnosticSink(file: file, domain: "accepted")
        var entries: [AcceptedChange] = []
        if let (reader, _) = ObjectReader.envelope(
            root, table: .acceptedChangesFile, kind: "accepted-changes", supportedVersion: supportedVersion,
            expectedProduct: product,
            sink: sink)
        {
            entries = reader.objects("accepted", .acceptedChange) { entry($0, sink) }
        }
        return (entries, (parsed.diagnostics + sink.sorted).sorted())
    }

    /// One entry; a calendar date (`Waiver.isDate`) for `expires`.
    private static func entry(_ reader: ObjectReader, _ sink: DiagnosticSink) -> AcceptedChange? {
        let rule = reader.nonBlank("rule")
        let id = reader.nonBlank("id")
        let reason = reader.nonBlank("reason")
        let owner = reader.nonBlank("owner")
        var expires = reader.located("expires")
        if let date = expires, !Waiver.isDate(date.value) {
            sink.error("invalid-date", "invalid expiry date \"\(date.value)\"; expected YYYY-MM-DD", at: date.origin)
            expires = nil
        }
        var arguments: [String: String] = [:]
        var argumentsValid = true
        if reader.has("arguments") {
            guard let members = reader.map("arguments") else { return nil }
            for (member, pointer) in members {
                if let value = member.value.string {
                    arguments[member.key] = value
                } else {
                    reader.wrongItemType(expected: "string", member.value, pointer)
                    argumentsValid = false
                }
            }
        }
        guard let rule, let id, let reason, let owner, let expires, argumentsValid else { return nil }
        return AcceptedChange(
            rule: rule, id: id, arguments: arguments, reason: reason, owner: owner, expires: expires.value,
            origin: reader.origin)
    }
}
