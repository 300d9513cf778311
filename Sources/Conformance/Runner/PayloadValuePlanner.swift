import EventSchema
import SpecModel

/// One value a payload property may take that a check must see the implementation emit: a bound of a top-level
/// property of one or more event schemas (a string of exactly `minLength` or `maxLength` characters, a number equal
/// to `minimum` or `maximum`, the nearest integer inside an exclusive bound), one member of its `enum` or its `const`,
/// or, for an array property, one member of its items' `enum` or their `const` (an element the array must carry).
package struct PayloadValueCase: Hashable, Sendable {
    /// The payload property (a top-level property name of the events' schemas).
    package var property: String
    /// The value, valid against every listed event's schema for the property.
    package var value: JSONValue
    /// How the check names the value: `length=128`, `0`, `continue_row`.
    package var label: String
    /// The schema keywords that put the value on a bound, or `enum`, per event: `artwork_viewed maxLength`.
    package var bounds: [String]
    /// The events whose schema lists the value, sorted.
    package var events: [String]
    /// Whether the value is an element of the (array) property rather than the property's whole value.
    package var element = false

    /// Whether `payload` carries the value: the property equals it, or, for an element, the property is an array
    /// holding it.
    package func isCarried(by payload: JSONValue) -> Bool {
        guard element else { return payload[property] == value }
        guard case .array(let items)? = payload[property] else { return false }
        return items.contains(value)
    }

    /// The check's ID: `value:artwork_id:length=128`.
    package var checkID: String { "value:\(property):\(label)" }
}

/// A bound the planner could not turn into a value (a pattern no generated string matches, a bound on arrays).
package struct PayloadValueGap: Hashable, Sendable, Comparable {
    package var property: String
    package var label: String
    package var events: [String]
    package var reason: String

    package static func < (lhs: PayloadValueGap, rhs: PayloadValueGap) -> Bool {
        (lhs.property, lhs.label, lhs.events.joined(separator: ","), lhs.reason) < (
            rhs.property, rhs.label, rhs.events.joined(separator: ","), rhs.reason
        )
    }
}

/// Every payload value the event schemas put on a bound or list in an `enum`, grouped by (property, value) across
/// events, so one driven flow can show several events carrying the same value.
package struct PayloadValuePlan: Hashable, Sendable {
    package var cases: [PayloadValueCase]
    package var gaps: [PayloadValueGap]
}

/// Plans the payload value checks of an event catalogue: for each top-level property of each event schema, its
/// `enum` members, its `const`, its items' `enum` members and `const` (an array property), and the values on its
/// `minLength` / `maxLength` / `minimum` / `maximum` / `exclusiveMinimum` / `exclusiveMaximum` bounds. A string on a length bound is generated from a few repeated characters and kept only
/// when the property's whole subschema (pattern included) accepts it; a value no candidate satisfies is a gap with
/// the reason. Deterministic: cases sorted by property, then label.
package struct PayloadValuePlanner: Sendable {
    package init() {}

    /// Characters a generated string repeats, tried in order until the property's schema accepts one.
    static let fillers: [String] = ["a", "x", "0", "1", "A", "Z", "-", "_"]

    /// The plan of `bundle`'s events, whose properties may be `$ref`s to the product's shared schema files.
    package func plan(_ bundle: SpecBundle) -> PayloadValuePlan {
        plan(bundle.events, library: SchemaLibrary(bundle.schemaDocuments, directory: bundle.directory))
    }

    /// The plan of `events`; a property that is a `$ref` to a file of `library` has the values of the subschema it
    /// names, judged against the property's whole schema.
    package func plan(_ events: [EventSpec], library: SchemaLibrary = .empty) -> PayloadValuePlan {
        var cases: [String: PayloadValueCase] = [:]
        var gaps = Set<PayloadValueGap>()
        for event in events {
            for member in event.schema["properties"]?.members ?? [] {
                let property = member.key
                let schema = member.value
                let referenced = library.referencedSchema(of: schema, file: event.origin.file)
                let pointer = JSONPointer.appending(JSONPointer.appending(event.schemaPointer, "properties"), property)
                let (compiled, _) =
                    referenced == nil
                    ? CompiledSchema.compile(schema)
                    : CompiledSchema.compile(schema, file: event.origin.file, pointer: pointer, library: library)
                for candidate in Self.candidates(of: schema) + (referenced.map(Self.candidates(of:)) ?? []) {
                    switch candidate.value {
                    case .failure(let reason):
                        gaps.insert(
                            PayloadValueGap(
                                property: property, label: candidate.label, events: [event.name],
                                reason: reason.description))
                    case .success(let value):
                        // An element is judged as the one-element array that carries it.
                        let judged = candidate.element ? JSONValue.array([value]) : value
                        guard let compiled else {
                            gaps.insert(
                                PayloadValueGap(
                                    property: property, label: candidate.label, events: [event.name],
                                    reason:
                                        "the property's schema does not compile on its own (it refers outside itself)"))
                            continue
                        }
                        guard compiled.isValid(judged) else {
                            gaps.insert(
                                PayloadValueGap(
                                    property: property, label: candidate.label, events: [event.name],
                                    reason:
                                        "\(JSONWriter(indent: 0).string(value)) is on the \(candidate.keyword) bound but the property's schema refuses it"
                                ))
                            continue
                        }
                        let key = "\(property)\u{0}\(candidate.label)"
                        var entry =
                            cases[key]
                            ?? PayloadValueCase(
                                property: property, value: value, label: candidate.label, bounds: [], events: [],
                                element: candidate.element)
                        entry.bounds.append("\(event.name) \(candidate.keyword)")
                        if !entry.events.contains(event.name) { entry.events.append(event.name) }
                        cases[key] = entry
                    }
                }
            }
        }
        let sorted = cases.values.map { c -> PayloadValueCase in
            var c = c
            c.bounds.sort()
            c.events.sort()
            return c
        }.sorted { ($0.property, $0.label) < ($1.property, $1.label) }
        return PayloadValuePlan(cases: sorted, gaps: Self.merged(gaps))
    }

    /// Gaps of the same (property, label, reason) across events, merged.
    private static func merged(_ gaps: Set<PayloadValueGap>) -> [PayloadValueGap] {
        var byKey: [String: PayloadValueGap] = [:]
        for gap in gaps {
            let key = "\(gap.property)\u{0}\(gap.label)\u{0}\(gap.reason)"
            var entry =
                byKey[key] ?? PayloadValueGap(property: gap.property, label: gap.label, events: [], reason: gap.reason)
            entry.events = Array(Set(entry.events + gap.events)).sorted()
            byKey[key] = entry
        }
        return byKey.values.sorted()
    }

    struct Candidate {
        var keyword: String
        var label: String
        var value: Result<JSONValue, Reason>
        /// An element of an array property (its items' `enum` or `const`), labelled `item=<value>`.
        var element = false
    }

    struct Reason: Error, ExpressibleByStringLiteral, CustomStringConvertible {
        var description: String
        init(_ text: String) { description = text }
        init(stringLiteral value: String) { description = value }
    }

    /// The values one property schema puts on a bound or lists, with the keyword that names each.
    static func candidates(of schema: JSONNode) -> [Candidate] {
        var result: [Candidate] = []
        for member in schema.members ?? [] {
            let keyword = member.key
            let node = member.value
            switch keyword {
            case "enum":
                for item in node.items ?? [] {
                    let value = item.value
                    result.append(Candidate(keyword: "enum", label: Self.label(value), value: .success(value)))
                }
            case "const":
                result.append(Candidate(keyword: "const", label: Self.label(node.value), value: .success(node.value)))
            case "items":
                for member in node.members ?? [] {
                    let values: [JSONValue] =
                        switch member.key {
                        case "enum": (member.value.items ?? []).map(\.value)
                        case "const": [member.value.value]
                        default: []
                        }
                    for value in values {
                        result.append(
                            Candidate(
                                keyword: "items \(member.key)", label: "item=" + Self.label(value),
                                value: .success(value), element: true))
                    }
                }
            case "minLength", "maxLength":
                guard case .number(let n) = node.kind, let length = n.intValue, length >= 0 else { continue }
                let label = "length=\(length)"
                let (compiled, _) = CompiledSchema.compile(schema)
                let found = fillers.lazy.map { JSONValue.string(String(repeating: $0, count: length)) }.first {
                    compiled?.isValid($0) == true
                }
                result.append(
                    Candidate(
                        keyword: keyword, label: label,
                        value: found.map { .success($0) }
                            ?? .failure(
                                Reason(
                                    "no string of \(length) repeated \(fillers.joined(separator: ", ")) characters satisfies the property's schema"
                                ))))
            case "minimum", "maximum":
                guard case .number(let n) = node.kind else { continue }
                result.append(Candidate(keyword: keyword, label: n.text, value: .success(.number(n))))
            case "exclusiveMinimum", "exclusiveMaximum":
                guard case .number(let n) = node.kind else { continue }
                guard let int = n.intValue, schema["type"]?.string == "integer" else {
                    result.append(
                        Candidate(
                            keyword: keyword, label: "\(keyword)=\(n.text)",
                            value: .failure("the nearest value inside an exclusive bound is defined only for integers"))
                    )
                    continue
                }
                let inside = keyword == "exclusiveMinimum" ? int + 1 : int - 1
                result.append(Candidate(keyword: keyword, label: String(inside), value: .success(.int(inside))))
            case "minItems", "maxItems", "minProperties", "maxProperties":
                guard case .number(let n) = node.kind else { continue }
                result.append(
                    Candidate(
                        keyword: keyword, label: "\(keyword)=\(n.text)",
                        value: .failure("arrays and objects on a bound are not generated")))
            default:
                continue
            }
        }
        return result
    }

    /// A string as itself, anything else as compact JSON.
    static func label(_ value: JSONValue) -> String {
        if case .string(let s) = value { return s }
        return JSONWriter(indent: 0).string(value)
    }
}
