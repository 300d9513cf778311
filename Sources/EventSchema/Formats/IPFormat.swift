/// `ipv4` (RFC 2673 §3.2 dotted-quad) and `ipv6` (RFC 4291 §2.2), on ASCII bytes.
///
/// - `ipv4`: four decimal octets 0–255 separated by dots; a leading zero (`087`) is refused, as many parsers
///   read it as octal (RFC 3986's `dec-octet` refuses it too).
/// - `ipv6`: eight groups of one to four hexadecimal digits, at most one `::` standing for one or more zero
///   groups, the last two groups optionally written as an `ipv4` address (`::ffff:192.0.2.1`). A zone id
///   (`fe80::1%eth0`, RFC 6874) or a prefix length (`/64`) is not part of an address and is refused.
enum IPFormat {
    static func isIPv4(_ b: ArraySlice<UInt8>) -> Bool {
        let parts = b.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard parts.count == 4 else { return false }
        for part in parts {
            guard (1...3).contains(part.count), part.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
                part.count == 1 || part.first != UInt8(ascii: "0")
            else { return false }
            let value = part.reduce(0) { $0 * 10 + Int($1 - 0x30) }
            guard value <= 255 else { return false }
        }
        return true
    }

    static func isIPv6(_ b: ArraySlice<UInt8>) -> Bool {
        guard b.count >= 2 else { return false }
        var groups = 0
        var compressed = false
        var i = b.startIndex
        if b[i] == UInt8(ascii: ":") {
            guard b[i + 1] == UInt8(ascii: ":") else { return false }
            compressed = true
            i += 2
            if i == b.endIndex { return true }
        }
        while i < b.endIndex {
            let start = i
            while i < b.endIndex, b[i] != UInt8(ascii: ":") { i += 1 }
            let group = b[start..<i]
            if i == b.endIndex, group.contains(UInt8(ascii: ".")) {
                guard isIPv4(group) else { return false }
                groups += 2
                break
            }
            guard (1...4).contains(group.count), group.allSatisfy(FormatChecker.isHex) else { return false }
            groups += 1
            guard i < b.endIndex else { break }
            i += 1
            guard i < b.endIndex else { return false }
            if b[i] == UInt8(ascii: ":") {
                guard !compressed else { return false }
                compressed = true
                i += 1
            }
        }
        return compressed ? groups <= 7 : groups == 8
    }
}
