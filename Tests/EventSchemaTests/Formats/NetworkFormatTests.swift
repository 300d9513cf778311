import Testing

/// RFC 2673 §3.2 (`ipv4`), RFC 4291 §2.2 (`ipv6`), RFC 5321 §4.1.2 and RFC 6531 §3.3 (`email`, `idn-email`).
@Suite("formats: ipv4, ipv6, email, idn-email")
struct NetworkFormatTests {
    @Test("ipv4: dotted-quad, octets 0-255, no leading zeros")
    func ipv4() throws {
        try expectFormat(
            FormatCases(
                format: "ipv4",
                valid: ["192.168.0.1", "0.0.0.0", "255.255.255.255", "10.0.0.10", "1.2.3.4"],
                invalid: [
                    "127.0.0.0.1", "256.256.256.256", "127.0", "0x7f000001", "2130706433", "087.10.0.1", "1.2.3.00",
                    "1\u{09E8}7.0.0.1", "192.168.1.0/24", " 1.2.3.4", "1.2.3.4\n", "1..2.3", "", "1.2.3.-4",
                ]))
    }

    @Test("ipv6: 8 groups, one :: for zero groups, an embedded ipv4 last; zone ids and prefixes refused")
    func ipv6() throws {
        try expectFormat(
            FormatCases(
                format: "ipv6",
                valid: [
                    "::1", "::", "1::", "::42:ff:1", "1:d6::42", "1::d6:192.168.0.1", "1:2::192.168.0.1",
                    "::ffff:192.168.0.1", "1:2:3:4:5:6:7:8", "1000:1000:1000:1000:1000:1000:255.255.255.255",
                    "fe80::a", "FE80::ABCD", "::1.2.3.4", "1:2:3:4:5:6:7::", "1::2:3:4:5:6:7",
                ],
                invalid: [
                    "12345::", "::abcef", "1:1:1:1:1:1:1:1:1:1:1:1:1:1:1:1", "::laptop", ":2:3:4:5:6:7:8",
                    "1:2:3:4:5:6:7:", ":2:3:4::8", "1::d6::42", "1::2:192.168.256.1", "1::2:192.168.ff.1",
                    ":::", "1:::2", "1:2:3:4:5:6:7:8:9", "1:2:3:4:5:6:7", "1", "127.0.0.1", "1:2:3:4:1.2.3",
                    " ::1", "::1 ", "fe80::/64", "fe80::a%eth1", "100:100:100:100:100:100:255.255.255.255.255",
                    "100:100:100:100:100:100:100:255.255.255.255", "1:2:3:4:5:6:7:\u{09EA}", "1::2:1.02.3.4",
                    "1:2:3:4:5:6:7:8::", ":", "1.2.3.4::", "",
                ]))
    }

    @Test("email: dot-string or quoted local part, a qualified domain or an address literal")
    func email() throws {
        try expectFormat(
            FormatCases(
                format: "email",
                valid: [
                    "joe.bloggs@example.com", "te~st@example.com", "~test@example.com", "test~@example.com",
                    "\"joe bloggs\"@example.com", "\"joe..bloggs\"@example.com", "\"joe@bloggs\"@example.com",
                    "\"a\\\"b\"@example.com", "joe.bloggs@[127.0.0.1]", "joe.bloggs@[IPv6:::1]",
                    "te.s.t@example.com", "first.last+tag@mail.example.org", "a@b.co", "x@xn--nw2a.example",
                ],
                invalid: [
                    "2962", ".test@example.com", "test.@example.com", "te..st@example.com",
                    "joe.bloggs@invalid=domain.com", "joe.bloggs@[127.0.0.300]", "a@localhost", "@example.com",
                    "a@", "a b@example.com", "\"unterminated@example.com", "a@[IPv6:1::2::3]", "a@[tag:x]",
                    "a@-example.com", "\u{C2E4}\u{B840}@\u{C2E4}\u{B840}.\u{D14C}\u{C2A4}\u{D2B8}",
                    String(repeating: "a", count: 65) + "@example.com", "a@@example.com", "a@example..com",
                ]))
    }

    @Test("idn-email: non-ASCII atoms and U-labels also")
    func idnEmail() throws {
        try expectFormat(
            FormatCases(
                format: "idn-email",
                valid: [
                    "\u{C2E4}\u{B840}@\u{C2E4}\u{B840}.\u{D14C}\u{C2A4}\u{D2B8}", "joe.bloggs@example.com",
                    "\"\u{00E9}t\u{00E9}\"@example.com", "\u{00FC}ser@b\u{00FC}cher.example",
                ],
                invalid: [
                    "2962", ".\u{00E9}@example.com", "\u{00E9}@-b\u{00FC}cher.example", "a@B\u{00DC}CHER.example",
                    "a@\u{00E9}",
                ]))
    }
}
