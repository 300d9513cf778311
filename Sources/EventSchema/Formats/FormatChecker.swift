/// The `format` checks, asserted only when ``ValidationOptions/assertFormats`` is on (and the schema's
/// vocabularies do not turn format assertion off). Each format's grammar is in its own type:
/// ``DateTimeFormat``, ``EmailFormat``, ``HostnameFormat`` (with ``IDNALabel`` and ``Punycode``), ``IPFormat``,
/// ``URIFormat``, ``URITemplateFormat``, ``UUIDFormat``, ``JSONPointerFormat``; `regex` is a pattern
/// ``PatternMatcher`` compiles.
enum FormatChecker {
    static func matches(_ format: SchemaFormat, _ s: String) -> Bool {
        let bytes = Array(s.utf8)[...]
        switch format {
        case .dateTime: return DateTimeFormat.isDateTime(bytes)
        case .date: return DateTimeFormat.isDate(bytes)
        case .time: return DateTimeFormat.isTime(bytes)
        case .duration: return DateTimeFormat.isDuration(bytes)
        case .email: return EmailFormat.isEmail(s, international: false)
        case .idnEmail: return EmailFormat.isEmail(s, international: true)
        case .hostname: return HostnameFormat.isHostname(bytes)
        case .idnHostname: return HostnameFormat.isIDNHostname(s)
        case .ipv4: return IPFormat.isIPv4(bytes)
        case .ipv6: return IPFormat.isIPv6(bytes)
        case .uri: return URIFormat.matches(s, .init(iri: false, reference: false))
        case .uriReference: return URIFormat.matches(s, .init(iri: false, reference: true))
        case .iri: return URIFormat.matches(s, .init(iri: true, reference: false))
        case .iriReference: return URIFormat.matches(s, .init(iri: true, reference: true))
        case .uuid: return UUIDFormat.isUUID(bytes)
        case .uriTemplate: return URITemplateFormat.isURITemplate(s)
        case .jsonPointer: return JSONPointerFormat.isJSONPointer(bytes)
        case .relativeJSONPointer: return JSONPointerFormat.isRelativeJSONPointer(bytes)
        case .regex: return (try? PatternMatcher(s)) != nil
        }
    }

    static func isHex(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || (c >= 0x41 && c <= 0x46) || (c >= 0x61 && c <= 0x66)
    }

    static func isAlpha(_ c: UInt8) -> Bool {
        (c >= 0x41 && c <= 0x5A) || (c >= 0x61 && c <= 0x7A)
    }

    static func isAlnum(_ c: UInt8) -> Bool {
        (c >= 0x30 && c <= 0x39) || isAlpha(c)
    }

    /// RFC 5322 `atext`.
    static func isAtext(_ c: UInt8) -> Bool {
        isAlnum(c) || "!#$%&'*+/=?^_`{|}~-".utf8.contains(c)
    }

    /// Dot-separated labels of letters, digits and inner hyphens, at least two labels (the e-mail domains the
    /// content scanner looks for).
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
}
