import SpecJSON

/// An SCXML `cond`/`expr` (the ECMAScript data model's syntax) as the native expression language: the shared subset
/// (literals, context fields, `+ - * / %`, comparisons, `&& || !`, parentheses) is kept, `===`/`!==` become `==`/`!=`
/// and `_event.data.x` becomes `event.x`. ECMAScript the language lacks (`In()`, function calls, the other system
/// variables, `typeof`, `?:`, assignment operators) is a located error at the attribute; what is left is checked by
/// the loader and lint like any guard (`lint.invalid-expression`, located at the attribute).
struct SCXMLExpression {
    let problems: ImportProblems

    func native(_ text: String, at location: SourceLocation) -> String? {
        var refused: String?
        let mapped = Self.rewrite(
            text,
            name: { name, called in
                if name.hasPrefix("_event.data.") { return "event." + name.dropFirst("_event.data.".count) }
                if name.hasPrefix("_") {
                    refused = "\"\(name)\" (SCXML system variables other than _event.data.x have no native counterpart)"
                } else if called {
                    refused = "the call \(name)(…) (In() and functions are ECMAScript the expression language lacks)"
                } else if ["typeof", "new", "function", "instanceof", "void", "delete", "undefined"].contains(name) {
                    refused = "\"\(name)\" (ECMAScript the expression language lacks)"
                }
                return name
            },
            operator: { op in
                switch op {
                case "===", "!==": return String(op.prefix(2))
                case "++", "--", "+=", "-=", "*=", "/=", "%=", "=>", "=":
                    refused = "\"\(op)\" (assignment operators change data; use <assign>)"
                case "?":
                    refused = "\"?\" (ECMAScript the expression language lacks)"
                default: break
                }
                return op
            })
        if let refused {
            problems.error("expression", "\"\(text)\" cannot be mapped: \(refused)", at: location)
            return nil
        }
        return mapped
    }

    /// A native expression in the ECMAScript data model's spelling: `event.x` as `_event.data.x`.
    static func ecmascript(_ native: String) -> String {
        rewrite(
            native,
            name: { name, _ in name.hasPrefix("event.") ? "_event.data." + name.dropFirst("event.".count) : name
            }, operator: { $0 })
    }

    /// Whether `text` is a context field's name (`count`, `a.b`).
    static func isFieldName(_ text: String) -> Bool {
        guard let first = text.first, startsName(first), !text.hasPrefix("_") else { return false }
        return text.allSatisfy(continuesName) && !text.hasSuffix(".")
    }

    /// Whether `expr` reads the context field `field` (outside string literals).
    static func reads(_ expr: String, field: String) -> Bool {
        var found = false
        _ = rewrite(
            expr,
            name: { name, _ in
                if name == field || name.hasPrefix(field + ".") { found = true }
                return name
            }, operator: { $0 })
        return found
    }

    static let operators = [
        "===", "!==", "==", "!=", "<=", ">=", "&&", "||", "++", "--", "+=", "-=", "*=", "/=", "%=", "=>",
    ]

    /// `text` with each name (and whether it is called) and each operator replaced; string literals kept as written.
    static func rewrite(
        _ text: String, name: (String, Bool) -> String, operator op: (String) -> String
    ) -> String {
        var out = ""
        let chars = Array(text)
        var i = 0
        while i < chars.count {
            let c = chars[i]
            if c == "\"" || c == "'" {
                var j = i + 1
                while j < chars.count, chars[j] != c { j += chars[j] == "\\" ? 2 : 1 }
                out += String(chars[i..<min(j + 1, chars.count)])
                i = j + 1
                continue
            }
            if startsName(c) {
                var j = i
                while j < chars.count, continuesName(chars[j]) { j += 1 }
                var k = j
                while k < chars.count, chars[k] == " " { k += 1 }
                out += name(String(chars[i..<j]), k < chars.count && chars[k] == "(")
                i = j
                continue
            }
            if let found = operators.first(where: { chars[i...].starts(with: $0) }) {
                out += op(found)
                i += found.count
                continue
            }
            out += "=?".contains(c) ? op(String(c)) : String(c)
            i += 1
        }
        return out
    }

    static func startsName(_ c: Character) -> Bool { c.isLetter || c == "_" || c == "$" }
    static func continuesName(_ c: Character) -> Bool { c.isLetter || c.isNumber || c == "_" || c == "$" || c == "." }
}
