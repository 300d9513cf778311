/// `hostname` (RFC 1123 §2.1 with RFC 5890/5891's A-labels) and `idn-hostname` (RFC 5890–5892).
///
/// - `hostname`: 1–253 octets of dot-separated labels (no empty label, so no leading, trailing or double dot)
///   of 1–63 ASCII letters, digits and hyphens, not starting or ending with a hyphen. A label with `--` in
///   its third and fourth characters is reserved (RFC 5891 §4.2.3.1) and refused unless it is an A-label:
///   `xn--` (any case) followed by valid Punycode that decodes to a U-label ``IDNALabel`` accepts and encodes
///   back to the same text.
/// - `idn-hostname`: the same, where a label may also be a U-label (non-ASCII); labels are separated by `.`,
///   U+3002, U+FF0E or U+FF61 (RFC 3490 §3.1); lengths count the label's A-label form.
enum HostnameFormat {
    static func isHostname(_ b: ArraySlice<UInt8>) -> Bool {
        guard (1...253).contains(b.count) else { return false }
        return b.split(separator: UInt8(ascii: "."), omittingEmptySubsequences: false).allSatisfy(isLDHLabel)
    }

    /// An ASCII label: letters, digits, inner hyphens, 1–63 octets; `??--` only as a valid A-label.
    static func isLDHLabel(_ label: ArraySlice<UInt8>) -> Bool {
        guard (1...63).contains(label.count), label.first != UInt8(ascii: "-"), label.last != UInt8(ascii: "-"),
            label.allSatisfy({ FormatChecker.isAlnum($0) || $0 == UInt8(ascii: "-") })
        else { return false }
        let s = label.startIndex
        guard label.count >= 4, label[s + 2] == UInt8(ascii: "-"), label[s + 3] == UInt8(ascii: "-") else {
            return true
        }
        return isALabel(label)
    }

    /// `xn--` and Punycode that decodes to a valid U-label and re-encodes to the same text (case aside).
    static func isALabel(_ label: ArraySlice<UInt8>) -> Bool {
        // A-labels compare without case (RFC 5890 §2.3.2.1): the U-label is that of the lowercase form.
        let lower = label.map { $0 >= 0x41 && $0 <= 0x5A ? $0 | 0x20 : $0 }
        guard lower.count > 4, lower.starts(with: "xn--".utf8), let decoded = Punycode.decode(lower[4...]),
            decoded.contains(where: { !$0.isASCII }), IDNALabel.isULabel(decoded)
        else { return false }
        return Punycode.encode(decoded) == Array(lower[4...])
    }

    static let separators: Set<Unicode.Scalar> = [".", "\u{3002}", "\u{FF0E}", "\u{FF61}"]

    static func isIDNHostname(_ s: String) -> Bool {
        let scalars = Array(s.unicodeScalars)
        guard !scalars.isEmpty else { return false }
        var length = -1
        for label in scalars.split(omittingEmptySubsequences: false, whereSeparator: separators.contains) {
            if label.allSatisfy(\.isASCII) {
                let bytes = label.map { UInt8($0.value) }
                guard isLDHLabel(bytes[...]) else { return false }
                length += bytes.count + 1
            } else {
                guard IDNALabel.isULabel(Array(label)) else { return false }
                let aLabel = 4 + Punycode.encode(Array(label)).count
                guard aLabel <= 63 else { return false }
                length += aLabel + 1
            }
        }
        return length <= 253
    }
}
