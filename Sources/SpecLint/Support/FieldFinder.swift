/// Finds where an expression names a root field, to point a diagnostic at it.
enum FieldFinder {
    /// The UTF-8 offset of the first whole-word occurrence of `name` in `source` outside string literals and not
    /// after a `.` (so not a member); nil when there is none.
    static func offset(of name: String, in source: String) -> Int? {
        let bytes = Array(source.utf8)
        let word = Array(name.utf8)
        guard !word.isEmpty else { return nil }
        var quote: UInt8? = nil
        var i = 0
        while i < bytes.count {
            let b = bytes[i]
            if let q = quote {
                if b == UInt8(ascii: "\\") {
                    i += 2
                    continue
                }
                if b == q { quote = nil }
                i += 1
                continue
            }
            if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
                i += 1
                continue
            }
            if i + word.count <= bytes.count, Array(bytes[i..<i + word.count]) == word,
                i == 0 || !(isIdentifier(bytes[i - 1]) || bytes[i - 1] == UInt8(ascii: ".")),
                i + word.count == bytes.count || !isIdentifier(bytes[i + word.count])
            {
                return i
            }
            i += 1
        }
        return nil
    }

    private static func isIdentifier(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b >= 0x80
    }
}
