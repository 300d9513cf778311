import SpecModel
import StateMachine

/// Compares the events a subject emitted with the events a transition declares: exactly those, in order,
/// except that optional events may be missing; then the declared payload values of the events that were emitted.
enum EmissionMatcher {
    /// nil when the observed names match `expected`; otherwise what went wrong.
    static func mismatch(expected: [EmittedEvent], observed: [String]) -> String? {
        align(expected: expected, observed: observed).mismatch
    }

    /// Which observed event each declared event matched (declared index → observed index; an optional event
    /// that was not emitted has none), or what went wrong.
    static func align(expected: [EmittedEvent], observed: [String]) -> (matched: [Int: Int], mismatch: String?) {
        var matched: [Int: Int] = [:]
        var index = 0
        for (position, declared) in expected.enumerated() {
            if index < observed.count, observed[index] == declared.event {
                matched[position] = index
                index += 1
            } else if !declared.optional {
                let seen = index < observed.count ? "'\(observed[index])'" : "nothing"
                return (matched, "expected event '\(declared.event)', observed \(seen)")
            }
        }
        if index < observed.count {
            return (matched, "unexpected event '\(observed[index])'")
        }
        return (matched, nil)
    }

    /// The first declared payload value an emitted event does not carry, as (expected, observed) sentences.
    ///
    /// - Parameters:
    ///   - expectations: the spec's values for the transition's events (indexed by position in the transition's
    ///     `emits`, the unfiltered list).
    ///   - positions: the transition's `emits` index of each entry of the filtered declared list `matched` uses.
    static func payloadMismatch(
        expectations: [ExpectedProperty], positions: [Int], matched: [Int: Int], observed: [ObservedEvent]
    ) -> (expected: String, observed: String)? {
        var observedIndex: [Int: Int] = [:]
        for (declared, position) in positions.enumerated() {
            if let index = matched[declared] { observedIndex[position] = index }
        }
        for expectation in expectations {
            guard let index = observedIndex[expectation.emit] else { continue }
            let name = "\(expectation.event).\(expectation.property)"
            let value: JSONValue
            switch expectation.value {
            case .success(let v): value = v
            case .failure(let error):
                return (
                    "\(name) = \(expectation.expression)",
                    "the expression cannot be evaluated for this step: \(error.message) [\(error.code)]"
                )
            }
            let got = observed[index].payload[expectation.property]
            guard let got, Expression.valuesEqual(got, value) else {
                return ("\(name) = \(compact(value))", "\(name) = \(got.map(compact) ?? "(absent)")")
            }
        }
        return nil
    }

    static func compact(_ value: JSONValue) -> String { JSONWriter(indent: 0).string(value) }

    /// The printable form of a declared list: `[a, b?]`.
    static func describe(_ events: [EmittedEvent]) -> String {
        "[" + events.map { $0.event + ($0.optional ? "?" : "") }.joined(separator: ", ") + "]"
    }

    static func describe(_ names: [String]) -> String {
        "[" + names.joined(separator: ", ") + "]"
    }
}
