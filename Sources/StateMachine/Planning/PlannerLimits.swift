/// The bounds of a path search.
package struct PlannerLimits: Hashable, Sendable {
    /// Longest path (in steps) the breadth-first search explores.
    package var maxDepth: Int
    /// Most configurations (state + context) the search stores.
    package var maxConfigurations: Int

    package init(maxDepth: Int = 64, maxConfigurations: Int = 100_000) {
        self.maxDepth = maxDepth
        self.maxConfigurations = maxConfigurations
    }

    /// The value of `limit`.
    package subscript(limit: PlannerLimit) -> Int {
        get {
            switch limit {
            case .maxDepth: maxDepth
            case .maxConfigurations: maxConfigurations
            }
        }
        set {
            switch limit {
            case .maxDepth: maxDepth = newValue
            case .maxConfigurations: maxConfigurations = newValue
            }
        }
    }

    /// `planner limit max-depth=64 reached (raise it with --max-depth)`, naming every limit of `reached` with its
    /// value here; nil when `reached` is empty.
    package func reachedText(_ reached: [PlannerLimit]) -> String? {
        guard !reached.isEmpty else { return nil }
        let names = reached.map { "\($0.rawValue)=\(self[$0])" }.joined(separator: " and ")
        let options = reached.map(\.option).joined(separator: " and ")
        return "planner limit \(names) reached (raise it with \(options))"
    }

    /// `max-depth=64, max-configurations=100000`.
    package var text: String { PlannerLimit.allCases.map { "\($0.rawValue)=\(self[$0])" }.joined(separator: ", ") }
}

/// One bound of the path search, named as the command-line option that sets it (`paths`, `check` and `merge`
/// take `--max-depth N` and `--max-configurations N`).
package enum PlannerLimit: String, CaseIterable, Sendable, Comparable {
    /// Longest path (in steps) the breadth-first search explores.
    case maxDepth = "max-depth"
    /// Most configurations (state + context) the search stores; it also bounds the abstract search that proves
    /// targets unreachable.
    case maxConfigurations = "max-configurations"

    /// The command-line option: `--max-depth`.
    package var option: String { "--" + rawValue }

    /// What the limit bounds, for help texts.
    package var meaning: String {
        switch self {
        case .maxDepth: "longest path searched, in steps"
        case .maxConfigurations: "most (state, context) configurations searched"
        }
    }

    package static func < (lhs: PlannerLimit, rhs: PlannerLimit) -> Bool {
        guard let l = allCases.firstIndex(of: lhs), let r = allCases.firstIndex(of: rhs) else {
            preconditionFailure("allCases holds every case")
        }
        return l < r
    }
}
