import SpecJSON

/// `<input>` and `<output>` columns → native inputs (finite domains) and outputs.
enum DMNColumns {
    struct Column {
        var name: String
        var node: JSONNode
        var defaultEntry: JSONNode?
    }

    static let integerTypes: Set<String> = ["number", "integer", "int", "long"]

    static func input(_ input: DMNElement, _ context: inout DMNContext) -> Column? {
        guard let expression = input.first("inputExpression"), let name = expression.feelText, !name.isEmpty else {
            context.error("missing", "<input> needs an <inputExpression> with a <text>", at: input.location)
            return nil
        }
        guard isName(name) else {
            context.error(
                "expression",
                "input expression \"\(name)\" is a FEEL expression beyond a name: the native input is a value the subject is given",
                at: expression.location)
            return nil
        }
        let type = expression.attributes["typeRef"] ?? ""
        var members: [(String, JSONNode)] = [("name", DMNContext.string(name, expression.location))]
        guard
            let domain = domain(
                type, values: input.first("inputValues"), what: "input \"\(name)\"", at: expression.location, &context)
        else { return nil }
        members += domain
        return Column(name: name, node: DMNContext.object(members, input.location))
    }

    static func output(_ output: DMNElement, decision: DMNElement, _ context: inout DMNContext) -> Column? {
        guard let name = output.attributes["name"] ?? decision.attributes["name"] else {
            context.error("missing", "<output> needs a name", at: output.location)
            return nil
        }
        let type = output.attributes["typeRef"] ?? ""
        guard
            let domain = domain(
                type, values: output.first("outputValues"), what: "output \"\(name)\"", at: output.location, &context)
        else { return nil }
        var column = Column(
            name: name,
            node: DMNContext.object([("name", DMNContext.string(name, output.location))] + domain, output.location))
        if let entry = output.first("defaultOutputEntry") {
            column.defaultEntry = DMNRules.literal(entry, what: "default output entry", &context)
        }
        return column
    }

    /// The native `type` (and `values`, `minimum`, `maximum`) for a DMN `typeRef` and its value list.
    private static func domain(
        _ type: String, values: DMNElement?, what: String, at: SourceLocation, _ context: inout DMNContext
    ) -> [(String, JSONNode)]? {
        let text = values?.feelText
        let here = values?.location ?? at
        switch type {
        case "boolean": return [("type", DMNContext.string("boolean", at))]
        case "string":
            guard let text, let list = strings(text), !list.isEmpty else {
                context.error(
                    "domain",
                    "\(what) is a string without a list of values (<\(what.hasPrefix("input") ? "inputValues" : "outputValues")> like \"a\",\"b\"): the native domain must be finite",
                    at: here)
                return nil
            }
            return [
                ("type", DMNContext.string("enum", at)),
                ("values", JSONNode(.array(list.map { DMNContext.string($0, here) }), at: here)),
            ]
        case _ where integerTypes.contains(type):
            guard what.hasPrefix("input") else { return [("type", DMNContext.string("integer", at))] }
            guard let text, let (lo, hi) = interval(text) else {
                context.error(
                    "domain",
                    "\(what) is a number without an integer range (<inputValues> like [0..120]): the native domain must be finite",
                    at: here)
                return nil
            }
            return [
                ("type", DMNContext.string("integer", at)), ("minimum", JSONNode(.number(JSONNumber(lo)), at: here)),
                ("maximum", JSONNode(.number(JSONNumber(hi)), at: here)),
            ]
        default:
            context.error(
                "type",
                "\(what) has typeRef \"\(type)\": only string (with a value list), boolean and integer numbers map to a finite domain",
                at: at)
            return nil
        }
    }

    /// `"a", "b"` → ["a", "b"]; nil when anything but string literals.
    static func strings(_ text: String) -> [String]? {
        var result: [String] = []
        var rest = Substring(text)
        while true {
            rest = rest.drop { $0.isWhitespace }
            guard rest.first == "\"" else { return nil }
            rest = rest.dropFirst()
            guard let end = rest.firstIndex(of: "\"") else { return nil }
            result.append(String(rest[..<end]))
            rest = rest[rest.index(after: end)...].drop { $0.isWhitespace }
            if rest.isEmpty { return result }
            guard rest.first == "," else { return nil }
            rest = rest.dropFirst()
        }
    }

    /// `[a..b]` (ends inclusive or, with `(`/`]` and `)`/`[`, exclusive) → its integer bounds.
    static func interval(_ text: String) -> (Int, Int)? {
        let t = text.trimmingCharacters(in: .whitespaces)
        guard let open = t.first, let close = t.last, "[(]".contains(open), "])[".contains(close) else { return nil }
        let parts = t.dropFirst().dropLast().components(separatedBy: "..")
        guard parts.count == 2, let lo = Int(parts[0].trimmingCharacters(in: .whitespaces)),
            let hi = Int(parts[1].trimmingCharacters(in: .whitespaces))
        else { return nil }
        let (a, b) = (open == "[" ? lo : lo + 1, close == "]" ? hi : hi - 1)
        return a <= b ? (a, b) : nil
    }

    /// A FEEL name: letters, digits, `_`, `.`, spaces (`Applicant Age`), not starting with a digit.
    static func isName(_ s: String) -> Bool {
        guard let first = s.first, first.isLetter || first == "_" else { return false }
        return s.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == " " }
    }
}
