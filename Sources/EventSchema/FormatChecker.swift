/// The `format` checks, asserted only when ``ValidationOptions/assertFormats`` is on.
///
/// - `date-time`: RFC 3339 `date-time` (`2024-05-01T12:30:00Z`, `…T12:30:00.5+02:00`); `T` and `Z` in
///   either case; month, day (leap years included), hour, minute, second (60 allowed for leap seconds) and
///   offset ranges are checked.
/// - `uuid`: RFC 4122 text form, 8-4-4-4-12 hexadecimal digits, either case.
/// - `email`: `local@domain`: a dot-atom local part (RFC 5322 atext, no leading, trailing or double dot)
///   and a domain of dot-separated labels of letters, digits and inner hyphens. Quoted local parts and
///   address literals are not accepted.
/// - `uri`: RFC 3986 absolute URI: a scheme (`[A-Za-z][A-Za-z0-9+.-]*`), `:`, then only URI characters
///   (unreserved, reserved, `%` followed by two hex digits).
enum FormatChecker {
    static func matches(_ format: SchemaFormat, _ s: String) -> Bool {
        let bytes = Array(s.utf8)
        switch format {
        case .dateTime: return isDateTime(bytes)
        case .uuid: return isUUID(bytes)
        case .email: return isEmail(bytes)
        case .uri: return isURI(bytes)
        }
    }

    private static func digits(_ b: [UInt8], _ from: Int, _ count: Int) -> Int? {
        guard from + count <= b.count else { return nil }
        var n = 0
        for i in from..<(from + count) {
            guard b[i] >= 0x30, b[i] <= 0x39 else { return nil }
            n = n * 10 + Int(b[i] - 0x30)
        }
        return n
    }

    static func isDateTime(_ b: [UInt8]) -> Bool {
        guard b.count >= 20,
            let year = digits(b, 0, 4), b[4] == UInt8(ascii: "-"),
            let month = digits(b, 5, 2), b[7] == UInt8(ascii: "-"),
            let day = digits(b, 8, 2), b[10] == UInt8(ascii: "T") || b[10] == UInt8(ascii: "t"),
            let hour = digits(b, 11, 2), b[13] == UInt8(ascii: ":"),
            let minute = digits(b, 14, 2), b[16] == UInt8(ascii: ":"),
            let second = digits(b, 17, 2)
        else { return false }
        guard (1...12).contains(month), hour <= 23, minute <= 59, second <= 60 else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        guard day >= 1, day <= days else { return false }
        var i = 19
        if b[i] == UInt8(ascii: ".") {
            i += 1
            let start = i
            while i < b.count, b[i] >= 0x30, b[i] <= 0x39 { i += 1 }
            guard i > start else { return false }
        }
        guard i < b.count else { return false }
        if b[i] == UInt8(ascii: "Z") || b[i] == UInt8(ascii: "z") { return i + 1 == b.count }
        guard b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-"), i + 6 == b.count,
            let offsetHour = digits(b, i + 1, 2), b[i + 3] == UInt8(ascii: ":"), let offsetMinute = digits(b, i + 4, 2)
        else { return false }
        return offsetHour <= 23 && offsetMinute <= 59
    }

    private static func isHex(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
    }

    static func isUUID(_ b: [UInt8]) -> Bool {
        guard b.count == 36 else { return false }
        for (i, c) in b.enumerated() {
            if i == 8 || i == 13 || i == 18 || i == 23 {
                guard c == UInt8(ascii: "-") else { return false }
            } else if !isHex(c) {
                return false
            }
        }
        return true
    }

    static func isAlnum(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
    }

    /// RFC 5322 `atext`.
    static func isAtext(_ c: UInt8) -> Bool {
        isAlnum(c) || "!#$%&'*+/=?^_`{|}~-".utf8.contains(c)
    }

    static func isEmail(_ b: [UInt8]) -> Bool {
        guard let at = b.lastIndex(of: UInt8(ascii: "@")) else { return false }
        let local = b[..<at]
        let domain = b[(at + 1)...]
        guard !local.isEmpty, local.count <= 64, local.first != UInt8(ascii: "."), local.last != UInt8(ascii: ".")
        else { return false }
        var previous: UInt8 = 0
        for c in local {
            guard isAtext(c) || c == UInt8(ascii: ".") else { return false }
            if c == UInt8(ascii: "."), previous == c { return false }
            previous = c
        }
        return isDomain(Array(domain))
    }

    /// Dot-separated labels of letters, digits and inner hyphens, at least two labels.
    static func isDomain(_ b: [UInt8]) -> Bool {
        guard !b.isEmpty, b.count <= 253 else { return false }
        let labels = b.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false)
        guard labels.count >= 2 else { return false }
        for label in labels {
            guard !label.isEmpty, label.count <= 63, label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-"),
                label.allSatisfy({ isAlnum($0) || $0 == UInt8(ascii: "-") })
            else { return false }
        }
        return true
    }

    static func isURI(_ b: [UInt8]) -> Bool {
        guard let colon = b.firstIndex(of: UInt8(ascii: ":")), colon > 0, b[0] < 0x80, isAlnum(b[0]),
            !(b[0] >= 0x30 && b[0] <= 0x39)
        else { return false }
        for c in b[1..<colon]
        where !(isAlnum(c) || c == UInt8(ascii: "+") || c == UInt8(ascii: "-") || c == UInt8(ascii: ".")) {
            return false
        }
        var i = colon + 1
        while i < b.count {
            let c = b[i]
            if c == UInt8(ascii: "%") {
                guard i + 2 < b.count, isHex(b[i + 1]), isHex(b[i + 2]) else { return false }
                i += 3
                continue
            }
            guard isAlnum(c) || "-._~:/?#[]@!$&'()*+,;=".utf8.contains(c) else { return false }
            i += 1
        }
        return true
    }
}
