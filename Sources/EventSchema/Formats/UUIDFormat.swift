/// `uuid` (RFC 4122 §3): the text form, 8-4-4-4-12 hexadecimal digits in either case; any version and variant
/// (the nil UUID too).
enum UUIDFormat {
    static func isUUID(_ b: ArraySlice<UInt8>) -> Bool {
        guard b.count == 36 else { return false }
        for (i, c) in b.enumerated() {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                guard c == UInt8(ascii: "-") else { return false }
            } else if !FormatChecker.isHex(c) {
                return false
            }
        }
        return true
    }
}
