import Foundation

/// A U-label as IDNA2008 defines it (RFC 5891 §5.4, RFC 5892), checked without IDNA's own tables.
///
/// Each code point's IDNA2008 property is derived as RFC 5892 §3 says, from the Unicode properties this
/// toolchain carries (so of its Unicode version, not Unicode 5.2): the exceptions of §2.6 first; then
/// unassigned code points are refused; ASCII lowercase letters, digits and `-` are valid; the joiners U+200C and
/// U+200D are CONTEXTJ; code points that change under NFKC case folding (uppercase among them), default-ignorable
/// code points, white space, noncharacters, the ignorable blocks and old Hangul jamo are refused; letters, digits
/// and marks (Ll, Lu, Lo, Lm, Mn, Mc, Nd, where stable) are valid; the rest is refused.
///
/// Also checked: NFC form, no `-` at the start or end, no `--` in the third and fourth place (§4.2.3.1), no
/// combining mark first (§4.2.3.2), and the contextual rules of RFC 5892 appendix A: MIDDLE DOT between two `l`,
/// KERAIA before a Greek letter, GERESH/GERSHAYIM after a Hebrew letter, KATAKANA MIDDLE DOT with a Hiragana,
/// Katakana or Han character in the label, the two Arabic-Indic digit sets not mixed, ZWJ after a virama, ZWNJ
/// after a virama or between joining letters.
///
/// Approximations, because the tables are not at hand: scripts are told by Unicode block (Greek 0370–03FF but
/// Coptic, 1F00–1FFF; Hebrew 0591–05F4, FB1D–FB4F; Hiragana, Katakana and Han by their blocks); ZWNJ's
/// joining-type rule accepts it between two letters of the Arabic, Syriac, N'Ko or Mongolian blocks (marks
/// skipped), without telling dual-joining from right-joining letters. The bidi rule (RFC 5893) is not checked.
enum IDNALabel {
    enum Property { case valid, contextJ, contextO, disallowed }

    static func property(_ s: Unicode.Scalar) -> Property {
        let v = s.value
        switch v {
        case 0x00DF, 0x03C2, 0x06FD, 0x06FE, 0x0F0B, 0x3007: return .valid
        case 0x00B7, 0x0375, 0x05F3, 0x05F4, 0x30FB, 0x0660...0x0669, 0x06F0...0x06F9: return .contextO
        case 0x0640, 0x07FA, 0x302E, 0x302F, 0x3031...0x3035, 0x303B: return .disallowed
        default: break
        }
        let p = s.properties
        if p.generalCategory == .unassigned { return .disallowed }
        if (0x61...0x7A).contains(v) || (0x30...0x39).contains(v) || v == 0x2D { return .valid }
        if v == 0x200C || v == 0x200D { return .contextJ }
        if p.changesWhenNFKCCaseFolded { return .disallowed }
        if p.isDefaultIgnorableCodePoint || p.isWhitespace || p.isNoncharacterCodePoint { return .disallowed }
        if (0x20D0...0x20FF).contains(v) || (0x1D100...0x1D24F).contains(v) { return .disallowed }
        if (0x1100...0x11FF).contains(v) || (0xA960...0xA97F).contains(v) || (0xD7B0...0xD7FF).contains(v) {
            return .disallowed
        }
        switch p.generalCategory {
        case .lowercaseLetter, .uppercaseLetter, .otherLetter, .modifierLetter, .nonspacingMark, .spacingMark,
            .decimalNumber:
            return .valid
        default:
            return .disallowed
        }
    }

    static func isULabel(_ label: [Unicode.Scalar]) -> Bool {
        guard let first = label.first, let last = label.last, first != "-", last != "-" else { return false }
        if label.count >= 4, label[2] == "-", label[3] == "-" { return false }
        if [.nonspacingMark, .spacingMark, .enclosingMark].contains(first.properties.generalCategory) { return false }
        var text = String.UnicodeScalarView()
        text.append(contentsOf: label)
        guard Array(String(text).precomposedStringWithCanonicalMapping.unicodeScalars) == label else { return false }
        for (i, s) in label.enumerated() {
            switch property(s) {
            case .valid: continue
            case .disallowed: return false
            case .contextJ: guard contextJ(label, i) else { return false }
            case .contextO: guard contextO(label, i) else { return false }
            }
        }
        return true
    }

    private static func isVirama(_ s: Unicode.Scalar) -> Bool {
        s.properties.canonicalCombiningClass == .virama
    }

    private static func isJoiningLetter(_ s: Unicode.Scalar) -> Bool {
        let v = s.value
        let block =
            (0x0600...0x06FF).contains(v) || (0x0700...0x074F).contains(v) || (0x0750...0x077F).contains(v)
            || (0x07C0...0x07FF).contains(v) || (0x08A0...0x08FF).contains(v) || (0x1800...0x18AF).contains(v)
        return block && s.properties.generalCategory == .otherLetter
    }

    private static func isMark(_ s: Unicode.Scalar) -> Bool {
        [.nonspacingMark, .enclosingMark].contains(s.properties.generalCategory)
    }

    /// RFC 5892 A.1 (ZWNJ) and A.2 (ZWJ).
    private static func contextJ(_ label: [Unicode.Scalar], _ i: Int) -> Bool {
        if i > 0, isVirama(label[i - 1]) { return true }
        guard label[i].value == 0x200C else { return false }
        var before = i - 1
        while before >= 0, isMark(label[before]) { before -= 1 }
        var after = i + 1
        while after < label.count, isMark(label[after]) { after += 1 }
        return before >= 0 && after < label.count && isJoiningLetter(label[before]) && isJoiningLetter(label[after])
    }

    private static func isGreek(_ v: UInt32) -> Bool {
        ((0x0370...0x03FF).contains(v) && !(0x03E2...0x03EF).contains(v) && v != 0x0375)
            || (0x1F00...0x1FFF)
                .contains(v)
    }

    private static func isHebrew(_ v: UInt32) -> Bool {
        (0x0591...0x05F2).contains(v) || (0xFB1D...0xFB4F).contains(v)
    }

    private static func isHiraganaKatakanaHan(_ v: UInt32) -> Bool {
        if v == 0x30A0 || v == 0x30FB || v == 0x30FC { return false }
        return (0x3041...0x309F).contains(v) || (0x30A1...0x30FF).contains(v) || (0x31F0...0x31FF).contains(v)
            || (0xFF66...0xFF9D).contains(v) || (0x1B000...0x1B16F).contains(v) || (0x2E80...0x2FDF).contains(v)
            || v == 0x3005 || v == 0x3007 || (0x3021...0x3029).contains(v) || (0x3038...0x303B).contains(v)
            || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v) || (0xF900...0xFAFF).contains(v)
            || (0x20000...0x323AF).contains(v)
    }

    /// RFC 5892 A.3–A.9.
    private static func contextO(_ label: [Unicode.Scalar], _ i: Int) -> Bool {
        let v = label[i].value
        switch v {
        case 0x00B7:
            return i > 0 && i + 1 < label.count && label[i - 1] == "l" && label[i + 1] == "l"
        case 0x0375:
            return i + 1 < label.count && isGreek(label[i + 1].value)
        case 0x05F3, 0x05F4:
            return i > 0 && isHebrew(label[i - 1].value)
        case 0x30FB:
            return label.contains { isHiraganaKatakanaHan($0.value) }
        case 0x0660...0x0669:
            return !label.contains { (0x06F0...0x06F9).contains($0.value) }
        default:
            return !label.contains { (0x0660...0x0669).contains($0.value) }
        }
    }
}
