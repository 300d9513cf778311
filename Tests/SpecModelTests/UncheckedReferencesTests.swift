import Testing

@testable import SpecModel

/// Root cause first: a file that fails to parse is reported first, and the references it may have defined are one
/// `spec.unchecked-references` diagnostic, not one error each.
@Suite struct UncheckedReferencesTests {
    static let brokenFeatures = """
        {"kind": "features", "version": 1, "product": "demo", "features": [
          {"id": "FEAT-ID-001", "title" "Anonymous start", "scope": "in"}]}
        """
    static let references = #"{"refs": ["FEAT-ID-001", "FEAT-ID-002", "FEAT-ID-001..FEAT-ID-003", "JRN-P01"]}"#

    /// The demo product with a broken features file and a file of references, and a `lint.undefined-reference`
    /// for each reference string in it.
    func loaded() -> (result: LoadResult, dangling: [Diagnostic]) {
        var result = SpecFixture.load(["product.json": SpecFixture.product(), "features.json": Self.brokenFeatures])
        let path = "Spec/demo/refs.json"
        result.sources[path] = Array(Self.references.utf8)
        let bytes = Array(Self.references.utf8)
        var dangling: [Diagnostic] = []
        for (offset, byte) in bytes.enumerated()
        where byte == UInt8(ascii: "\"") && offset > 8 && bytes[offset - 1] != UInt8(ascii: "\\") {
            guard bytes[offset - 1] == UInt8(ascii: "[") || bytes[offset - 1] == UInt8(ascii: " ") else { continue }
            dangling.append(
                .error(
                    "lint.undefined-reference", "not defined", file: path,
                    at: SourceLocation(line: 1, column: offset + 1, offset: offset)))
        }
        return (result, dangling)
    }

    @Test("a file that fails to parse is an unread file, with the ID kinds its text appears to define")
    func unreadFile() {
        let (result, _) = loaded()
        #expect(
            result.unreadFiles == [UnreadFile(path: "Spec/demo/features.json", product: "demo", idKinds: ["feature"])])
    }

    @Test(
        "spec.unchecked-references: references a broken file could define are one diagnostic, right after its parse error"
    )
    func summarized() {
        let (result, dangling) = loaded()
        #expect(dangling.count == 4)
        let shown = result.summarizingConsequences(result.diagnostics + dangling)
        #expect(
            shown.map(\.code) == ["json.unexpected-character", "spec.unchecked-references", "lint.undefined-reference"])
        let summary = shown[1]
        #expect(summary.severity == .error)
        #expect(summary.file == "Spec/demo/features.json")
        #expect(
            summary.message
                == "3 references to IDs not checked because features.json could not be read (\"FEAT-ID-001\", \"FEAT-ID-002\"); fix it and run again"
        )
        #expect(summary.related.count == 3)
    }

    @Test(
        "a dangling reference to a kind the unread file does not define is still reported on its own (negative control)"
    )
    func otherKindReported() {
        let (result, dangling) = loaded()
        let shown = result.summarizingConsequences(result.diagnostics + dangling)
        let journey = Self.references.range(of: "\"JRN-P01\"")!.lowerBound
        #expect(
            shown.last?.location?.offset == Self.references.utf8.distance(from: Self.references.startIndex, to: journey)
        )
    }

    @Test("without an unread file, dangling references are reported one by one (negative control)")
    func nothingUnread() {
        var (result, dangling) = loaded()
        result.unreadFiles = []
        #expect(result.summarizingConsequences(dangling).count == 4)
    }

    @Test("a dangling reference in another product than the unread file is reported on its own")
    func otherProduct() {
        let (result, dangling) = loaded()
        let elsewhere = dangling.map { d -> Diagnostic in
            var d = d
            d.file = "Spec/other/refs.json"
            return d
        }
        #expect(
            result.summarizingConsequences(elsewhere).map(\.code)
                == Array(repeating: "lint.undefined-reference", count: 4))
    }

    @Test("syntax errors sort before every other diagnostic, whatever their file")
    func syntaxFirst() {
        let late = Diagnostic.error("json.trailing-comma", "x", file: "Spec/z/z.json")
        let early = Diagnostic.error("spec.unknown-key", "y", file: "Spec/a/a.json")
        #expect([early, late].sorted() == [late, early])
    }
}
