import Foundation
import SpecConformTestSupport
import Testing

/// The public API is what a product outside this package writes its conformance side and its verifier with
/// (`Examples/library-loans`, and what the bundled products' `Conformance` targets call on the engine); everything
/// else is `package` (docs/ARCHITECTURE.md, "Access"). `__Golden__/public-api.txt` lists every `public` declaration
/// under `Sources/`, so widening or narrowing the API is a reviewed change of that file, re-recorded with
/// `RECORD_GOLDEN=1`.
@Suite struct PublicSurfaceTests {
    static let listName = "public-api.txt"

    /// Every `public` declaration under `Sources/`, by key, sorted (a key appears once per declaration).
    static func publicSurface() -> [String] {
        ProductIndependenceTests.swiftFiles(under: "Sources").flatMap { file in
            DeclarationScanner.declarations(path: file.path, text: file.text).filter { $0.access == "public" }
                .map(\.key)
        }.sorted()
    }

    /// What `actual` has beyond `expected`, counting repeated keys (overloads that differ only in types).
    static func missing(from expected: [String], in actual: [String]) -> [String] {
        var left = Dictionary(expected.map { ($0, 1) }, uniquingKeysWith: +)
        return actual.filter { key in
            guard let count = left[key], count > 0 else { return true }
            left[key] = count - 1
            return false
        }
    }

    @Test("the public declarations under Sources/ are exactly those in __Golden__/public-api.txt")
    func publicSurfaceIsListed() throws {
        let actual = Self.publicSurface()
        #expect(actual.count > 100, "found \(actual.count) public declarations")
        let text = actual.joined(separator: "\n") + "\n"
        let path = URL(fileURLWithPath: #filePath).deletingLastPathComponent().path + "/__Golden__/" + Self.listName
        if ProcessInfo.processInfo.environment["RECORD_GOLDEN"] == "1" {
            GoldenFile.check(text, against: Self.listName)
            return
        }
        let listed = try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map(String.init)
        let added = Self.missing(from: listed, in: actual)
        let removed = Self.missing(from: actual, in: listed)
        #expect(
            added.isEmpty,
            """
            public declarations not in \(Self.listName) (make them `package` unless a product outside this package \
            needs them; if it does, re-record with RECORD_GOLDEN=1):
            \(added.joined(separator: "\n"))
            """)
        #expect(
            removed.isEmpty,
            """
            \(Self.listName) lists declarations that are no longer public (narrowing the public API breaks users \
            outside the package; if intended, re-record with RECORD_GOLDEN=1):
            \(removed.joined(separator: "\n"))
            """)
    }

    @Test("the scanner keys each kind of declaration by module, enclosing type and labels, not comments or strings")
    func scannerKeysDeclarations() {
        let source = #"""
            /// public struct InAComment {}
            public struct Outer: Sendable {
                public let name: String
                public private(set) var count = 0
                package var hidden: Int { 1 }
                public init(_ name: String, count: Int = 0) { self.name = "public func notADeclaration() {" }
                @discardableResult public static func make<T: Sequence>(
                    from items: T, _ transform: (T.Element) -> String
                ) -> Outer { Outer("") }
                public static func == (lhs: Outer, rhs: Outer) -> Bool { true }
                public subscript(index: Int) -> Int { index }
                let label = "\(name.map { " \"\($0)\"" } ?? "")"
                public enum Kind: String { case a, b }
                let text = """
                    public var insideAString = 1 {
                    """
            }
            extension Outer {
                public func describe(actor: String) -> String { "" }
                public class Nested {
                    public final class func build() {}
                }
            }
            public typealias Name = String
            """#
        let found = DeclarationScanner.declarations(path: "Sources/Conformance/Outer.swift", text: source)
        let keys = found.map { "\($0.access ?? "-") \($0.key)" }
        #expect(
            keys == [
                "public struct Conformance.Outer",
                "public let Conformance.Outer.name",
                "public var Conformance.Outer.count",
                "package var Conformance.Outer.hidden",
                "public init Conformance.Outer.init(_:count:)",
                "public func Conformance.Outer.make(from:_:)",
                "public func Conformance.Outer.==(lhs:rhs:)",
                "public subscript Conformance.Outer.subscript(index:)",
                "- let Conformance.Outer.label",
                "public enum Conformance.Outer.Kind",
                "- let Conformance.Outer.text",
                "- extension Conformance.Outer",
                "public func Conformance.Outer.describe(actor:)",
                "public class Conformance.Outer.Nested",
                "public func Conformance.Outer.Nested.build()",
                "public typealias Conformance.Name",
            ])
        #expect(DeclarationScanner.module(ofPath: "Sources/Products/Nonna/Conformance/X.swift") == "NonnaConformance")
    }
}
