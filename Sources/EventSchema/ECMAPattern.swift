/// An ECMA-262 pattern rewritten for ICU (`NSRegularExpression`) so that its classes, `.`, `$` and `\b` mean
/// what ECMA-262 says, and refused when it uses syntax ECMA-262 does not have.
///
/// Rewritten: `\d` `[0-9]`, `\w` `[A-Za-z0-9_]` and their negations (ASCII, as ECMA-262 without the `i` and `u`
/// flags); `\s` the ECMA-262 WhiteSpace and LineTerminator code points (tab, VT, FF, space, U+00A0, U+1680,
/// U+2000–U+200A, U+202F, U+205F, U+3000, U+FEFF, LF, CR, U+2028, U+2029) and `\S` the rest; `.` any code point
/// but the four line terminators; `$` the end of the input only; `\b`/`\B` boundaries between ASCII word
/// characters and the rest; `\v` U+000B; `\0` U+0000; `\u{…}` a code point. Inside a class, the negated classes
/// become nested ICU sets and `\b` is backspace.
///
/// Refused (``Invalid``): an escaped letter ECMA-262 gives no meaning (`\a`, `\e`, `\A`, `\z`, `\Q`…`\E`, `\h`,
/// `\R`, `\X`…), a possessive quantifier (`a*+`), and groups other than `(?:`, `(?=`, `(?!`, `(?<=`, `(?<!` and
/// `(?<name>` (ICU's inline flags and comments).
struct ECMAPattern {
    struct Invalid: Error {}

    static let word = "A-Za-z0-9_"
    static let space =
        #"\t\n\x{0B}\f\r\x{20}\x{A0}\x{1680}\x{2000}-\x{200A}\x{2028}\x{2029}\x{202F}\x{205F}\x{3000}\x{FEFF}"#
    static let wordBoundary = "(?:(?<=[\(word)])(?![\(word)])|(?<![\(word)])(?=[\(word)]))"
    static let notWordBoundary = "(?:(?<=[\(word)])(?=[\(word)])|(?<![\(word)])(?![\(word)]))"

    /// The ICU pattern meaning what `source` means in ECMA-262.
    static func icu(_ source: String) throws -> String {
        let c = Array(source.unicodeScalars)
        var out = ""
        var i = 0
        var inClass = false
        // Whether the last token was a quantifier (`+` after it would be ICU's possessive form).
        var afterQuantifier = false
        while i < c.count {
            let ch = c[i]
            var quantifier = false
            if ch == "\\" {
                guard i + 1 < c.count else { throw Invalid() }
                let (text, length) = try escape(c, i + 1, inClass: inClass)
                out += text
                i += 1 + length
                afterQuantifier = false
                continue
            }
            if inClass {
                // ICU reads `[` and `&&` in a class as set syntax; ECMA-262 as literals.
                if ch == "[" || ch == "&" { out += "\\" }
                if ch == "]" { inClass = false }
                out.unicodeScalars.append(ch)
                i += 1
                continue
            }
            switch ch {
            case "[":
                let negated = i + 1 < c.count && c[i + 1] == "^"
                let close = i + (negated ? 2 : 1)
                if close < c.count, c[close] == "]" {
                    // `[]` matches nothing and `[^]` any code point, where ICU would read `]` as a literal.
                    out += negated ? "[\\x{0}-\\x{10FFFF}]" : "(?!)"
                    i = close
                } else {
                    inClass = true
                    out += negated ? "[^" : "["
                    if negated { i += 1 }
                }
            case ".": out += "[^\\n\\r\\x{2028}\\x{2029}]"
            case "$": out += "\\z"
            case "(":
                if i + 1 < c.count, c[i + 1] == "?" {
                    let rest = String(String.UnicodeScalarView(c[(i + 2)...].prefix(2)))
                    let named = rest.hasPrefix("<") && !rest.hasPrefix("<=") && !rest.hasPrefix("<!")
                    guard
                        rest.hasPrefix(":") || rest.hasPrefix("=") || rest.hasPrefix("!") || rest == "<="
                            || rest == "<!"
                            || named
                    else { throw Invalid() }
                }
                out += "("
            case "*", "+", "?":
                if afterQuantifier, ch == "+" { throw Invalid() }
                // `?` after a quantifier makes it lazy; the pair is one quantifier.
                quantifier = !(afterQuantifier && ch == "?")
                out.unicodeScalars.append(ch)
            case "}":
                quantifier = true
                out += "}"
            default:
                out.unicodeScalars.append(ch)
            }
            afterQuantifier = quantifier
            i += 1
        }
        // ICU refuses an empty pattern; ECMA-262's matches the empty string everywhere.
        return out.isEmpty ? "(?:)" : out
    }

    /// The ICU text of the escape whose letter is at `i`, and how many scalars it takes after the `\`.
    private static func escape(_ c: [Unicode.Scalar], _ i: Int, inClass: Bool) throws -> (String, Int) {
        let e = c[i]
        switch e {
        case "d": return (inClass ? "0-9" : "[0-9]", 1)
        case "D": return ("[^0-9]", 1)
        case "w": return (inClass ? word : "[\(word)]", 1)
        case "W": return ("[^\(word)]", 1)
        case "s": return (inClass ? space : "[\(space)]", 1)
        case "S": return ("[^\(space)]", 1)
        case "b": return (inClass ? "\\x{08}" : wordBoundary, 1)
        case "B":
            guard !inClass else { throw Invalid() }
            return (notWordBoundary, 1)
        case "v": return ("\\x{0B}", 1)
        case "0":
            guard i + 1 >= c.count || !("0"..."9").contains(c[i + 1]) else { throw Invalid() }
            return ("\\x{00}", 1)
        case "u":
            if i + 1 < c.count, c[i + 1] == "{" {
                guard let close = c[(i + 2)...].firstIndex(of: "}"), close > i + 2,
                    c[(i + 2)..<close].allSatisfy({ $0.isASCII && FormatChecker.isHex(UInt8($0.value)) })
                else { throw Invalid() }
                return ("\\x{" + String(String.UnicodeScalarView(c[(i + 2)..<close])) + "}", close - i + 1)
            }
            return ("\\u", 1)
        case "p", "P":
            guard i + 1 < c.count, c[i + 1] == "{", let close = c[(i + 2)...].firstIndex(of: "}") else {
                throw Invalid()
            }
            return ("\\" + String(String.UnicodeScalarView(c[i...close])), close - i + 1)
        case "t", "n", "f", "r", "c", "x", "k", "1"..."9":
            return ("\\" + String(e), 1)
        default:
            guard !(e.isASCII && FormatChecker.isAlnum(UInt8(e.value))) else { throw Invalid() }
            return ("\\" + String(e), 1)
        }
    }
}
