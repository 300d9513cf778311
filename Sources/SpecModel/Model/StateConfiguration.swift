/// A statechart's observed configuration: the set of its active atomic states (leaves). Its text form is the leaf
/// names in document order joined by ` + ` (`Playing + Muted`); one leaf is just its name, so a statechart without
/// parallel states is observed exactly like a flat machine. Configurations compare as sets: any order of the parts is
/// accepted on input, output always uses document order.
package enum StateConfiguration {
    package static let separator = " + "

    /// The text of `leaves` (document order).
    package static func text(_ leaves: [String]) -> String { leaves.joined(separator: separator) }

    /// The leaves a configuration text names, surrounding spaces trimmed.
    package static func leaves(_ text: String) -> Set<String> {
        Set(
            text.split(separator: "+", omittingEmptySubsequences: false).map {
                String($0.drop { $0 == " " }.reversed().drop { $0 == " " }.reversed())
            })
    }

    /// Whether two configuration texts name the same set of leaves.
    package static func same(_ a: String, _ b: String) -> Bool {
        a == b || leaves(a) == leaves(b)
    }
}

extension Machine {
    /// Whether a subject reporting `observed` is in flat state `state` of this machine: equal names, or, for a
    /// flattened statechart, the same configuration as a set of leaves.
    package func observes(_ observed: String, in state: String) -> Bool {
        guard let configuration = configurations[state] else { return observed == state }
        return StateConfiguration.same(observed, configuration)
    }

    /// What a subject reports in flat state `state`: its configuration text for a flattened statechart.
    package func observedName(of state: String) -> String { configurations[state] ?? state }
}
