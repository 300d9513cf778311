/// `json-pointer` (RFC 6901 §3) and `relative-json-pointer` (draft-bhutton-relative-json-pointer-00 §3).
///
/// - `json-pointer`: empty, or `/`-prefixed reference tokens in which `~` is only ever followed by `0` or `1`.
/// - `relative-json-pointer`: a non-negative integer without leading zeros, an optional index manipulation
///   (`+` or `-` and a non-negative integer), then `#` or a `json-pointer`.
enum JSONPointerFormat {
    static func isJSONPointer(_ b: ArraySlice<UInt8>) -> Bool {
        guard let first = b.first else { return true }
        guard first == UInt8(ascii: "/") else { return false }
        var i = b.startIndex
        while i < b.endIndex {
            if b[i] == UInt8(ascii: "~") {
                guard i + 1 < b.endIndex, b[i + 1] == UInt8(ascii: "0") || b[i + 1] == UInt8(ascii: "1") else {
                    return false
                }
                i += 1
            }
            i += 1
        }
        return true
    }

    static func isRelativeJSONPointer(_ b: ArraySlice<UInt8>) -> Bool {
        guard var rest = integer(b) else { return false }
        if rest.first == UInt8(ascii: "+") || rest.first == UInt8(ascii: "-") {
            guard let after = integer(rest.dropFirst()) else { return false }
            rest = after
        }
        return rest.elementsEqual("#".utf8) || isJSONPointer(rest)
    }

    /// What follows a non-negative integer without leading zeros at the start of `b`; nil when there is none.
    private static func integer(_ b: ArraySlice<UInt8>) -> ArraySlice<UInt8>? {
        let end = b.firstIndex(where: { $0 < 0x30 || $0 > 0x39 }) ?? b.endIndex
        guard end > b.startIndex, end == b.startIndex + 1 || b.first != UInt8(ascii: "0") else { return nil }
        return b[end...]
    }
}
