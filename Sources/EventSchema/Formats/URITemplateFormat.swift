/// `uri-template` (RFC 6570 §2): literals and `{…}` expressions.
///
/// Literals are the characters of §2.1 (ASCII but controls, space, `"`, `'`, `%` not starting a valid
/// percent-encoding, `<`, `>`, `\`, `^`, `` ` ``, `{`, `|`, `}`; `ucschar`; `iprivate`). An expression is `{`, an
/// optional operator of levels 2 and 3 (`+ # . / ; ? &`), then comma-separated variables, each a name of letters,
/// digits, `_` and percent-encodings with single inner dots, optionally followed by `*` or a prefix `:1`–`:9999`.
/// The operators §2.2 reserves for future extensions (`= , ! @ |`) are refused, as the RFC asks of a processor.
enum URITemplateFormat {
    static func isURITemplate(_ s: String) -> Bool {
        let c = Array(s.unicodeScalars)
        var i = 0
        while i < c.count {
            let v = c[i].value
            if c[i] == "{" {
                guard let close = c[(i + 1)...].firstIndex(of: "}"), isExpression(c[(i + 1)..<close]) else {
                    return false
                }
                i = close + 1
                continue
            }
            if c[i] == "%" {
                guard i + 2 < c.count, isHex(c[i + 1]), isHex(c[i + 2]) else { return false }
                i += 3
                continue
            }
            if v >= 0x80 {
                guard URIFormat.isUcschar(v) || URIFormat.isPrivateUse(v) else { return false }
            } else {
                guard v > 0x20, !"\"'<>\\^`{|}".unicodeScalars.contains(c[i]), v != 0x7F else { return false }
            }
            i += 1
        }
        return true
    }

    private static func isHex(_ c: Unicode.Scalar) -> Bool {
        c.isASCII && FormatChecker.isHex(UInt8(c.value))
    }

    private static func isExpression(_ e: ArraySlice<Unicode.Scalar>) -> Bool {
        var body = e
        if let first = body.first, "+#./;?&".unicodeScalars.contains(first) { body = body.dropFirst() }
        guard !body.isEmpty else { return false }
        return body.split(separator: ",", omittingEmptySubsequences: false).allSatisfy(isVarspec)
    }

    private static func isVarspec(_ v: ArraySlice<Unicode.Scalar>) -> Bool {
        var name = v
        if v.last == "*" {
            name = v.dropLast()
        } else if let colon = v.firstIndex(of: ":") {
            let length = v[(colon + 1)...]
            guard (1...4).contains(length.count), let first = length.first, ("1"..."9").contains(first),
                length.allSatisfy({ ("0"..."9").contains($0) })
            else { return false }
            name = v[..<colon]
        }
        guard !name.isEmpty, name.first != ".", name.last != "." else { return false }
        var i = name.startIndex
        var previousDot = false
        while i < name.endIndex {
            let c = name[i]
            if c == "%" {
                guard i + 2 < name.endIndex, isHex(name[i + 1]), isHex(name[i + 2]) else { return false }
                i += 3
                previousDot = false
                continue
            }
            if c == "." {
                guard !previousDot else { return false }
                previousDot = true
            } else {
                guard c.isASCII, FormatChecker.isAlnum(UInt8(c.value)) || c == "_" else { return false }
                previousDot = false
            }
            i += 1
        }
        return true
    }
}
