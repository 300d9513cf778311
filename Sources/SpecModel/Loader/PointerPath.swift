/// Fast JSON pointer building for the decoder: checks the token's UTF-8 bytes before escaping.
///
/// Same results as `JSONPointer.appending`; keys of spec files almost never need escaping, and the check
/// avoids Foundation's string search, which dominated decoding time.
enum PointerPath {
    static func appending(_ pointer: String, _ token: String) -> String {
        if token.utf8.contains(where: { $0 == UInt8(ascii: "~") || $0 == UInt8(ascii: "/") }) {
            return JSONPointer.appending(pointer, token)
        }
        return pointer + "/" + token
    }

    static func appending(_ pointer: String, _ index: Int) -> String {
        pointer + "/" + String(index)
    }
}
