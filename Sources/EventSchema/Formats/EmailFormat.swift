/// `email` (RFC 5321 §4.1.2 `Mailbox`) and `idn-email` (RFC 6531 §3.3).
///
/// - The local part is a dot-string (RFC 5322 `atext` atoms joined by single dots) or a quoted string (printable
///   ASCII and space, `\` escaping one printable character), at most 64 octets.
/// - The domain is a hostname of at least two labels (§2.3.5: only fully-qualified domain names), or an address
///   literal: `[` an `ipv4` address `]` or `[IPv6:` an `ipv6` address `]`. General address literals (`[tag:…]`)
///   are refused: no tag besides `IPv6` is registered.
/// - `idn-email` also allows non-ASCII characters in atoms and quoted strings (`UTF8-non-ascii`) and U-labels in
///   the domain (checked as in `idn-hostname`).
enum EmailFormat {
    static func isEmail(_ s: String, international: Bool) -> Bool {
        let scalars = Array(s.unicodeScalars)
        guard let localEnd = localPartEnd(scalars, international: international), localEnd < scalars.count,
            scalars[localEnd] == "@"
        else { return false }
        guard String(String.UnicodeScalarView(scalars[..<localEnd])).utf8.count <= 64 else { return false }
        let domain = scalars[(localEnd + 1)...]
        if domain.first == "[" {
            guard domain.last == "]", domain.allSatisfy(\.isASCII) else { return false }
            var text = domain.dropFirst().dropLast().map { UInt8($0.value) }[...]
            if text.count > 5, text.prefix(5).map({ $0 | 0x20 }).elementsEqual("ipv6:".utf8) {
                text = text.dropFirst(5)
                return IPFormat.isIPv6(text)
            }
            return IPFormat.isIPv4(text)
        }
        let domainText = String(String.UnicodeScalarView(domain))
        guard domain.contains(where: HostnameFormat.separators.contains) else { return false }
        return international
            ? HostnameFormat.isIDNHostname(domainText) : HostnameFormat.isHostname(Array(domainText.utf8)[...])
    }

    /// The end of a valid local part starting at 0, or nil.
    private static func localPartEnd(_ s: [Unicode.Scalar], international: Bool) -> Int? {
        guard let first = s.first else { return nil }
        var i = 0
        if first == "\"" {
            i = 1
            while i < s.count, s[i] != "\"" {
                if s[i] == "\\" {
                    guard i + 1 < s.count, (0x20...0x7E).contains(s[i + 1].value) else { return nil }
                    i += 2
                    continue
                }
                let v = s[i].value
                guard (0x20...0x7E).contains(v) || (international && v >= 0x80) else { return nil }
                i += 1
            }
            return i < s.count ? i + 1 : nil
        }
        var previousDot = true
        while i < s.count, s[i] != "@" {
            if s[i] == "." {
                guard !previousDot else { return nil }
                previousDot = true
            } else {
                let v = s[i].value
                guard v < 0x80 ? FormatChecker.isAtext(UInt8(v)) : international else { return nil }
                previousDot = false
            }
            i += 1
        }
        return previousDot ? nil : i
    }
}
