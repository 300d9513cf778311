import Testing

/// RFC 3986 (`uri`, `uri-reference`), RFC 3987 (`iri`, `iri-reference`), RFC 6570 (`uri-template`),
/// RFC 4122 (`uuid`), RFC 6901 (`json-pointer`), draft-bhutton-relative-json-pointer-00 and ECMA-262 (`regex`).
@Suite("formats: uri, uri-reference, iri, iri-reference, uri-template, uuid, json pointers, regex")
struct ResourceFormatTests {
    static let uris = [
        "http://foo.bar/?baz=qux#quux", "http://foo.com/blah_(wikipedia)_blah#cite-1",
        "http://foo.bar/?q=Test%20URL-encoded%20stuff", "http://xn--nw2a.xn--j6w193g/",
        "http://-.~_!$&'()*+,;=:%40:80%2f::::::@example.com", "http://223.255.255.254",
        "ftp://ftp.is.co.za/rfc/rfc1808.txt", "http://www.ietf.org/rfc/rfc2396.txt",
        "ldap://[2001:db8::7]/c=GB?objectClass?one", "mailto:John.Doe@example.com",
        "news:comp.infosystems.www.servers.unix", "tel:+1-816-555-1212",
        "urn:oasis:names:specification:docbook:dtd:xml:4.1.2",
        "http://[2001:0db8:85a3:0000:0000:8a2e:0370:7334]", "http://[v1.fe80::a+en1]/", "http:", "a+b.c-d:x",
        "http://example.com:8080/a//b", "file:///etc/hosts", "http://example.com/?#",
    ]
    static let relatives = ["//foo.bar/?baz=qux#quux", "/abc", "abc", "", "#fragment", "a/b:c", "./a:b", "?q", "../x"]
    static let neverURIs = [
        "\\\\WINDOWS\\fileshare", "http:// shouldfail.com", "http://example.com/a b", "http://example.com/a\"b",
        "http://example.com/a<b>", "http://example.com/a{b}", "http://example.com/%2", "http://example.com/%zz",
        "http://example.com/#a#b", "http://example.com:abc/", "http://[1:2:3:4:5:6:7:8:9]/", "http://[::1/",
        "http://2001:0db8:85a3:0000:0000:8a2e:0370:7334", "http://example.com/\u{00E6}", "http://[fe80::1%25en0]/",
        "http://a@b@c/",
    ]

    @Test("uri: scheme, hier-part, query and fragment by RFC 3986's grammar")
    func uri() throws {
        try expectFormat(
            FormatCases(
                format: "uri", valid: Self.uris,
                invalid: Self.neverURIs + Self.relatives + [":// should fail", "bar,baz:foo", "1http://x"]))
    }

    @Test("uri-reference: a URI or a relative reference, whose first segment has no colon")
    func uriReference() throws {
        try expectFormat(
            FormatCases(
                format: "uri-reference", valid: Self.uris + Self.relatives,
                invalid: Self.neverURIs + [":// should fail", "bar,baz:foo", "#\u{00E9}"]))
    }

    @Test("iri and iri-reference: ucschar where URIs allow unreserved, iprivate in the query")
    func iri() throws {
        let international = [
            "http://\u{0192}\u{00F8}\u{00F8}.\u{00DF}\u{00E5}r/?\u{2202}\u{00E9}\u{0153}=\u{03C0}\u{00EE}x#\u{03C0}\u{00EE}\u{00FC}x",
            "http://\u{0192}\u{00F8}\u{00F8}.com/blah_(w\u{00EE}k\u{00EF}p\u{00E9}di\u{00E5})_blah#\u{00DF}it\u{00E9}-1",
            "http://example.com/?\u{E000}",
        ]
        let neverIRIs = [
            "\\\\WINDOWS\\fil\u{00EB}\u{00DF}\u{00E5}r\u{00E9}\u{017E}", "http://example.com/\u{E000}",
            "http://example.com/\u{FFFE}", "http://example.com/a b", "http://2001:0db8:85a3:0000:0000:8a2e:0370:7334",
            "http://[1:2:3:4:5:6:7:8:9]/", "http://ex\u{00E6}mple.com:\u{0661}/",
        ]
        try expectFormat(
            FormatCases(
                format: "iri", valid: Self.uris + international,
                invalid: neverIRIs + ["/abc", "\u{00E2}\u{03C0}\u{03C0}", "//\u{00E9}.example/"]))
        try expectFormat(
            FormatCases(
                format: "iri-reference",
                valid: Self.uris + international + ["/abc", "\u{00E2}\u{03C0}\u{03C0}", "#\u{00E9}"],
                invalid: neverIRIs + ["\u{00E2}:\u{03C0}/x"]))
    }

    @Test("uri-template: literals and level 1-4 expressions")
    func uriTemplate() throws {
        try expectFormat(
            FormatCases(
                format: "uri-template",
                valid: [
                    "http://example.com/dictionary/{term:1}/{term}", "http://example.com/dictionary",
                    "dictionary/{term:1}/{term}", "{+path}/here", "{#x,hello,y}", "{.list*}", "{/var:9999,x}",
                    "{;x,y}", "{?x,y,empty}", "{&x}", "{var.name}", "{v%20x}", "{a_1}", "", "/caf\u{00E9}/{x}",
                ],
                invalid: [
                    "http://example.com/dictionary/{term:1}/{term", "{}", "{+}", "{x:0}", "{x:10000}", "{x,}",
                    "{.x.}", "{x..y}", "{=x}", "{!x}", "{x y}", "a}b", "a b", "a\"b", "{x*:3}", "{x:3*}", "%zz",
                    "a<b", "{-x}",
                ]))
    }

    @Test("uuid: 8-4-4-4-12 hexadecimal digits, any version")
    func uuid() throws {
        try expectFormat(
            FormatCases(
                format: "uuid",
                valid: [
                    "2EB8AA08-AA98-11EA-B4AA-73B441D16380", "2eb8aa08-aa98-11ea-b4aa-73b441d16380",
                    "00000000-0000-0000-0000-000000000000", "98d80576-482e-427f-8434-7f86890ab222",
                    "99c17cbb-656f-564a-940f-1a4568f03487", "99c17cbb-656f-f64a-940f-1a4568f03487",
                ],
                invalid: [
                    "2eb8aa08-aa98-11ea-b4aa-73b441d1638", "2eb8aa08-aa98-11ea-73b441d16380",
                    "2eb8aa08-aa98-11ea-b4ga-73b441d16380", "2eb8aa08aa9811eab4aa73b441d16380",
                    "2eb8aa08aa98-11ea-b4aa73b441d16380", "2eb8-aa08-aa98-11ea-b4aa73b44-1d16380",
                    "2eb8aa08aa9811eab4aa73b441d16380----", "{2eb8aa08-aa98-11ea-b4aa-73b441d16380}",
                ]))
    }

    @Test("json-pointer and relative-json-pointer")
    func pointers() throws {
        try expectFormat(
            FormatCases(
                format: "json-pointer",
                valid: [
                    "", "/", "/foo", "/foo/0", "/a~1b", "/m~0n", "/ ", "/c%d", "/e^f", "/g|h", "/i\\j", "/k\"l", "//",
                    "/foo/-", "/~01",
                ],
                invalid: ["foo", "#", "#/", "/~", "/~2", "/foo/~", "/~-1", "a/b", "0"]))
        try expectFormat(
            FormatCases(
                format: "relative-json-pointer",
                valid: ["1", "0/foo/bar", "2/0/baz/1/zip", "0#", "120/foo/bar", "0+1/x", "1-2#", "3"],
                invalid: ["/foo/bar", "-1/foo/bar", "+1/foo/bar", "0##", "01/a", "01#", "", "0+01/x", "0-", "a", "1~"]))
    }

    @Test("regex: what the pattern engine compiles")
    func regex() throws {
        try expectFormat(
            FormatCases(
                format: "regex", valid: ["([abc])+\\s+$", "^[a-z]{2,4}\\d*$", "a|b", "\\p{L}+", ""],
                invalid: ["^(abc]", "(", "[z-a]", "a{2,1}", "\\a", "*"]))
    }
}
