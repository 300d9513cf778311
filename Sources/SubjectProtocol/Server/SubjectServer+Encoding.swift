import Conformance
import SpecModel

/// What subjects say, as reply fields: every value exactly as the subject gave it (a number keeps its text, so the
/// engine reads back the value the in-process runner would have seen), sets sorted.
extension SubjectServer {
    /// An `observation` reply.
    static func reply(_ observation: Observation) -> JSONValue {
        .object([
            "type": .string("observation"),
            "states": .object(observation.states.mapValues { .string($0) }),
            "events": .array(observation.events.map(json)),
            "outputs": .object(observation.outputs),
            "conditions": .array(observation.conditions.sorted().map { .string($0) }),
        ])
    }

    /// One emitted event: `{"name": …, "payload": …, "conditions": […]}`.
    static func json(_ event: ObservedEvent) -> JSONValue {
        .object([
            "name": .string(event.name), "payload": event.payload,
            "conditions": .array(event.conditions.sorted().map { .string($0) }),
        ])
    }

    /// The text of the first number in `value` that is not JSON number syntax (`nan`, `inf`: a `Double` that is not
    /// finite, which `JSONNumber` keeps as Swift prints it), or nil when every number can be written.
    static func unwritableNumber(in value: JSONValue) -> String? {
        switch value {
        case .null, .bool, .string: return nil
        case .number(let number): return isJSONNumber(number.text) ? nil : number.text
        case .array(let items):
            for item in items { if let bad = unwritableNumber(in: item) { return bad } }
            return nil
        case .object(let members):
            for member in members.values { if let bad = unwritableNumber(in: member) { return bad } }
            return nil
        }
    }

    /// Whether `text` is a JSON number: `-? (0 | [1-9][0-9]*) (. [0-9]+)? ([eE] [+-]? [0-9]+)?`.
    static func isJSONNumber(_ text: String) -> Bool {
        var bytes = text.utf8[...]
        func digits() -> Int {
            let count = bytes.prefix { $0 >= 0x30 && $0 <= 0x39 }.count
            bytes = bytes.dropFirst(count)
            return count
        }
        if bytes.first == UInt8(ascii: "-") { bytes = bytes.dropFirst() }
        let leadingZero = bytes.first == UInt8(ascii: "0")
        let integer = digits()
        guard integer > 0, !(leadingZero && integer > 1) else { return false }
        if bytes.first == UInt8(ascii: ".") {
            bytes = bytes.dropFirst()
            guard digits() > 0 else { return false }
        }
        if let e = bytes.first, e | 0x20 == UInt8(ascii: "e") {
            bytes = bytes.dropFirst()
            if let sign = bytes.first, sign == UInt8(ascii: "+") || sign == UInt8(ascii: "-") {
                bytes = bytes.dropFirst()
            }
            guard digits() > 0 else { return false }
        }
        return bytes.isEmpty
    }
}
