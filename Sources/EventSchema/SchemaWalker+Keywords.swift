import SpecModel

extension SchemaWalker {
    /// Properties, pattern properties and additional properties in one pass over the members.
    mutating func checkObject(_ app: ObjectApplicator, _ object: [String: JSONValue], _ keyword: Int) -> Bool {
        if !collect {
            // One lookup per member; `required` merged in is counted on the way.
            var required = 0
            for (key, child) in object {
                let property = app.property(key)
                required &+= property?.required ?? 0
                if !checkMember(app, key, child, property) { return false }
            }
            return required == app.requiredCount ?? 0
        }
        var ok = true
        for key in object.keys.sorted(by: JSONWriter.keyOrder) {
            if let child = object[key], !checkMember(app, key, child, app.property(key)) { ok = false }
        }
        return ok
    }

    private mutating func checkMember(
        _ app: ObjectApplicator, _ key: String, _ child: JSONValue, _ property: ObjectApplicator.Property?
    ) -> Bool {
        var matched = false
        var ok = true
        if let node = property?.node {
            matched = true
            if !apply(node, to: child, at: .key(key)) {
                if !collect { return false }
                ok = false
            }
        }
        for (pattern, node) in app.patterns where pattern.matches(key) {
            matched = true
            if !apply(node, to: child, at: .key(key)) {
                if !collect { return false }
                ok = false
            }
        }
        guard !matched, let additional = app.additional else { return ok }
        if app.additionalIsFalse {
            if collect {
                path.append(.key(key))
                let (keywordFile, pointer) = locate(app.additionalPointer)
                errors.append(
                    ValidationError(
                        code: SchemaErrorCode.additionalProperties.rawValue,
                        message: "property \"\(key)\" is not allowed",
                        instancePointer: instancePointer, schemaPointer: pointer, file: keywordFile,
                        location: app.additionalLocation))
                path.removeLast()
            }
            return false
        }
        return apply(additional, to: child, at: .key(key)) && ok
    }

    /// Numbers, strings and the applicators that stay on the same instance.
    mutating func checkScalar(_ keyword: Int, _ value: JSONValue) -> Bool {
        switch keywords[keyword] {
        case .minimum(let limit):
            guard case .number(let n) = value, SchemaWalker.compare(n, limit) < 0 else { return true }
            if collect { report(.minimum, "\(n.text) is less than the minimum \(limit.text)", keyword) }
            return false
        case .maximum(let limit):
            guard case .number(let n) = value, SchemaWalker.compare(n, limit) > 0 else { return true }
            if collect { report(.maximum, "\(n.text) is greater than the maximum \(limit.text)", keyword) }
            return false
        case .exclusiveMinimum(let limit):
            guard case .number(let n) = value, SchemaWalker.compare(n, limit) <= 0 else { return true }
            if collect {
                report(.exclusiveMinimum, "\(n.text) is not greater than the exclusive minimum \(limit.text)", keyword)
            }
            return false
        case .exclusiveMaximum(let limit):
            guard case .number(let n) = value, SchemaWalker.compare(n, limit) >= 0 else { return true }
            if collect {
                report(.exclusiveMaximum, "\(n.text) is not less than the exclusive maximum \(limit.text)", keyword)
            }
            return false
        case .multipleOf(let limit):
            guard case .number(let n) = value, !SchemaWalker.isMultiple(n, of: limit) else { return true }
            if collect { report(.multipleOf, "\(n.text) is not a multiple of \(limit.text)", keyword) }
            return false
        case .minLength(let n):
            guard case .string(let s) = value, SchemaWalker.length(s, isBelow: n) else { return true }
            if collect {
                report(
                    .minLength, "string has \(s.unicodeScalars.count) characters, fewer than the minimum length \(n)",
                    keyword)
            }
            return false
        case .maxLength(let n):
            guard case .string(let s) = value, SchemaWalker.length(s, isAbove: n) else { return true }
            if collect {
                report(
                    .maxLength, "string has \(s.unicodeScalars.count) characters, more than the maximum length \(n)",
                    keyword)
            }
            return false
        case .pattern(let matcher):
            guard case .string(let s) = value, !matcher.matches(s) else { return true }
            if collect {
                report(
                    .pattern, "string \(SchemaWalker.render(value)) does not match the pattern \"\(matcher.source)\"",
                    keyword)
            }
            return false
        case .format(let format), .assertedFormat(let format):
            guard options.assertFormats || SchemaWalker.isAsserted(keywords[keyword]), case .string(let s) = value,
                !FormatChecker.matches(format, s)
            else {
                return true
            }
            if collect {
                report(.format, "string \(SchemaWalker.render(value)) is not a valid \(format.rawValue)", keyword)
            }
            return false
        case .ref(let node):
            return apply(node, to: value)
        case .allOf(let nodes):
            var ok = true
            for node in nodes where !apply(node, to: value) {
                if !collect { return false }
                ok = false
            }
            return ok
        case .anyOf(let nodes):
            for node in nodes where test(node, value) { return true }
            if collect { report(.anyOf, "value matches none of the \(nodes.count) schemas of anyOf", keyword) }
            return false
        case .oneOf(let nodes):
            var matching: [Int] = []
            for (i, node) in nodes.enumerated() where test(node, value) {
                matching.append(i)
                if matching.count == 2 { break }
            }
            if matching.count == 1 { return true }
            if collect {
                let detail =
                    matching.isEmpty
                    ? "none of the \(nodes.count) schemas" : "schemas \(matching[0]) and \(matching[1]) both"
                report(.oneOf, "value matches \(detail) of oneOf; exactly one must match", keyword)
            }
            return false
        case .not(let node):
            guard test(node, value) else { return true }
            if collect { report(.not, "value matches the schema of not", keyword) }
            return false
        default:
            return checkApplicator(keyword, value)
        }
    }
}
