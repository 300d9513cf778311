/// The compiler's pointers into the documents of one compiled schema: the schema given to the compiler (document 0)
/// keeps plain RFC 6901 pointers (`""`, `/$defs/a`); a shared schema file loaded through `$ref` (document k ≥ 1) gets
/// the tag `@k` before its pointers (`@1/$defs/amount`), so that one string names a place in any document. Tags never
/// leave the engine: diagnostics and validation errors carry the document's file and the plain pointer.
enum DocumentPointer {
    /// The pointer of document `index`'s root.
    static func root(_ index: Int) -> String { index == 0 ? "" : "@\(index)" }

    /// The document a tagged pointer names, and the plain pointer inside it.
    static func split(_ pointer: String) -> (document: Int, pointer: String) {
        guard pointer.utf8.first == UInt8(ascii: "@") else { return (0, pointer) }
        let rest = pointer.utf8.dropFirst()
        let digits = rest.prefix { $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }
        let index = Int(String(decoding: digits, as: UTF8.self)) ?? 0
        return (index, String(decoding: rest.dropFirst(digits.count), as: UTF8.self))
    }
}
