import SpecModel

/// Compares the events a subject emitted with the events a transition declares: exactly those, in order,
/// except that optional events may be missing.
enum EmissionMatcher {
    /// nil when the observed names match `expected`; otherwise what went wrong.
    static func mismatch(expected: [EmittedEvent], observed: [String]) -> String? {
        var index = 0
        for declared in expected {
            if index < observed.count, observed[index] == declared.event {
                index += 1
            } else if !declared.optional {
                let seen = index < observed.count ? "'\(observed[index])'" : "nothing"
                return "expected event '\(declared.event)', observed \(seen)"
            }
        }
        if index < observed.count {
            return "unexpected event '\(observed[index])'"
        }
        return nil
    }

    /// The printable form of a declared list: `[a, b?]`.
    static func describe(_ events: [EmittedEvent]) -> String {
        "[" + events.map { $0.event + ($0.optional ? "?" : "") }.joined(separator: ", ") + "]"
    }

    static func describe(_ names: [String]) -> String {
        "[" + names.joined(separator: ", ") + "]"
    }
}
