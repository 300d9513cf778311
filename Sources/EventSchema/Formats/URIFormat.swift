/// `uri`, `uri-reference` (RFC 3986 §3, §4.1) and `iri`, `iri-reference` (RFC 3987 §2.2), by their grammars.
///
/// A URI is `scheme ":" hier-part ["?" query] ["#" fragment]`; a reference is a URI or a relative reference
/// (`//authority` path, absolute path, or a path whose first segment has no `:`). The authority is
/// `[userinfo "@"] host [":" port]`, the host an `[IPv6]` or `[vX.…]` literal, an `ipv4` address or a
/// registered name; the port digits only. Characters outside the grammar (space, `"`, `<`, `\`, `{`, a `%` not
/// followed by two hexadecimal digits, a second `#`) are refused. IRIs also allow `ucschar` where URIs allow
/// unreserved characters, and `iprivate` in the query.
enum URIFormat {
    struct Flavour {
        var iri: Bool
        var reference: Bool
    }

    static func matches(_ s: String, _ flavour: Flavour) -> Bool {
        let c = Array(s.unicodeScalars)
        var end = c.count
        if let hash = c.firstIndex(of: "#") {
            guard isRun(c[(hash + 1)...], flavour, extra: "/?", privateUse: false) else { return false }
            end = hash
        }
        if let question = c[..<end].firstIndex(of: "?") {
            guard isRun(c[(question + 1)..<end], flavour, extra: "/?", privateUse: true) else { return false }
            end = question
        }
        var rest = c[..<end]
        if let colon = rest.firstIndex(of: ":"), isScheme(rest[..<colon]) {
            rest = rest[(colon + 1)...]
        } else if !flavour.reference {
            return false
        } else if let first = rest.split(separator: "/", omittingEmptySubsequences: false).first,
            first.contains(":"), rest.first != "/"
        {
            return false
        }
        if rest.starts(with: ["/", "/"]) {
            let authorityEnd = rest.dropFirst(2).firstIndex(of: "/") ?? rest.endIndex
            guard isAuthority(rest[(rest.startIndex + 2)..<authorityEnd], flavour) else { return false }
            rest = rest[authorityEnd...]
        }
        return rest.split(separator: "/", omittingEmptySubsequences: false).allSatisfy {
            isRun($0, flavour, extra: ":@", privateUse: false)
        }
    }

    private static func isScheme(_ s: ArraySlice<Unicode.Scalar>) -> Bool {
        guard let first = s.first, first.isASCII, FormatChecker.isAlpha(UInt8(first.value)) else { return false }
        return s.allSatisfy {
            $0.isASCII && (FormatChecker.isAlnum(UInt8($0.value)) || "+-.".unicodeScalars.contains($0))
        }
    }

    /// RFC 3987 `ucschar`: the non-ASCII characters an IRI allows, private-use and specials aside.
    static func isUcschar(_ v: UInt32) -> Bool {
        if (0xA0...0xD7FF).contains(v) || (0xF900...0xFDCF).contains(v) || (0xFDF0...0xFFEF).contains(v) {
            return true
        }
        guard v >= 0x10000, v <= 0xEFFFD, v & 0xFFFF <= 0xFFFD else { return false }
        return v < 0xE0000 || v >= 0xE1000
    }

    /// RFC 3987 `iprivate`.
    static func isPrivateUse(_ v: UInt32) -> Bool {
        (0xE000...0xF8FF).contains(v) || ((0xF0000...0x10FFFD).contains(v) && v & 0xFFFF <= 0xFFFD)
    }

    /// Whether every character is unreserved, a sub-delimiter, a valid percent-encoding or one of `extra`.
    static func isRun(
        _ s: ArraySlice<Unicode.Scalar>, _ flavour: Flavour, extra: String, privateUse: Bool
    ) -> Bool {
        var i = s.startIndex
        while i < s.endIndex {
            let c = s[i]
            if c == "%" {
                guard i + 2 < s.endIndex, isHexScalar(s[i + 1]), isHexScalar(s[i + 2])
                else { return false }
                i += 3
                continue
            }
            if c.isASCII {
                guard isUnreserved(UInt8(c.value)) || isSubDelim(UInt8(c.value)) || extra.unicodeScalars.contains(c)
                else { return false }
            } else {
                guard flavour.iri, isUcschar(c.value) || (privateUse && isPrivateUse(c.value)) else { return false }
            }
            i += 1
        }
        return true
    }

    private static func isHexScalar(_ c: Unicode.Scalar) -> Bool {
        c.isASCII && FormatChecker.isHex(UInt8(c.value))
    }

    static func isUnreserved(_ c: UInt8) -> Bool {
        FormatChecker.isAlnum(c) || c == UInt8(ascii: "-") || c == UInt8(ascii: ".") || c == UInt8(ascii: "_")
            || c == UInt8(ascii: "~")
    }

    static func isSubDelim(_ c: UInt8) -> Bool {
        "!$&'()*+,;=".utf8.contains(c)
    }

    /// `[userinfo "@"] host [":" port]`.
    private static func isAuthority(_ s: ArraySlice<Unicode.Scalar>, _ flavour: Flavour) -> Bool {
        var host = s
        if let at = s.lastIndex(of: "@") {
            guard isRun(s[..<at], flavour, extra: ":", privateUse: false) else { return false }
            host = s[(at + 1)...]
        }
        if host.first == "[" {
            guard let close = host.firstIndex(of: "]") else { return false }
            let port = host[(close + 1)...]
            guard port.isEmpty || (port.first == ":" && port.dropFirst().allSatisfy(isDigit)) else { return false }
            let literal = host[(host.startIndex + 1)..<close]
            guard literal.allSatisfy(\.isASCII) else { return false }
            return isIPLiteral(literal.map { UInt8($0.value) }[...])
        }
        if let colon = host.lastIndex(of: ":") {
            guard host[(colon + 1)...].allSatisfy(isDigit) else { return false }
            host = host[..<colon]
        }
        return isRun(host, flavour, extra: "", privateUse: false)
    }

    private static func isDigit(_ c: Unicode.Scalar) -> Bool {
        ("0"..."9").contains(c)
    }

    /// `IPv6address / IPvFuture`.
    private static func isIPLiteral(_ b: ArraySlice<UInt8>) -> Bool {
        guard b.first == UInt8(ascii: "v") || b.first == UInt8(ascii: "V") else { return IPFormat.isIPv6(b) }
        guard let dot = b.firstIndex(of: UInt8(ascii: ".")), dot > b.startIndex + 1, dot + 1 < b.endIndex else {
            return false
        }
        return b[(b.startIndex + 1)..<dot].allSatisfy(FormatChecker.isHex)
            && b[(dot + 1)...].allSatisfy { isUnreserved($0) || isSubDelim($0) || $0 == UInt8(ascii: ":") }
    }
}
