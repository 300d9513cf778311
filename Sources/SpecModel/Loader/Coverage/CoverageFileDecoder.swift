import Foundation

/// Reads the envelope and body of a policy or gate file, recording a located diagnostic for every problem.
struct CoverageFileDecoder {
    static let supportedVersion = 1

    let sink: DiagnosticSink

    /// Checks `kind`, `version` and `product`; returns the file's reader and product, or nil when the body
    /// cannot be read (not an object, wrong kind, newer version).
    func envelope(_ root: JSONNode, kind: CoverageFileKind, expectedProduct: String?) -> (ObjectReader, String)? {
        ObjectReader.envelope(
            root, table: KeySpec.coverageTables(for: kind)[0], kind: kind.rawValue,
            supportedVersion: Self.supportedVersion,
            expectedProduct: expectedProduct, sink: sink)
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
    func nonBlank(_ reader: ObjectReader, _ key: String) -> String? { reader.nonBlank(key) }
}
