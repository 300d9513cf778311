import SpecModel

/// The outcome of `specconform mutate`: one entry per product, sorted.
package struct MutationReport: Sendable {
    package var products: [ProductMutation]

    package init(products: [ProductMutation]) {
        self.products = products.sorted { $0.product < $1.product }
    }

    /// Every result of every product.
    package var results: [MutantResult] { products.flatMap(\.results) }

    /// The score over every product.
    package var score: MutationScore { MutationScore(results) }

    /// Whether every product with a minimum mutation score reaches it.
    package var meetsMinimums: Bool { products.allSatisfy(\.meetsMinimum) }
}

/// One product's mutants and their results.
package struct ProductMutation: Sendable {
    package var product: String
    /// Every mutant's result, sorted by ID.
    package var results: [MutantResult]
    /// The checks the baseline ran (every one passed).
    package var baselineChecks: Int
    /// `gate.json`'s `minimumMutationScore`, if any.
    package var minimumScore: Double?
    /// The file that declares equivalent mutants, when the product has one.
    package var equivalentsFile: String?
    /// The spec files the mutated elements are written in, with their text (for the JSON report's `source`).
    package var sources: [String: String]

    package init(
        product: String, results: [MutantResult], baselineChecks: Int, minimumScore: Double? = nil,
        equivalentsFile: String? = nil,
        sources: [String: String] = [:]
    ) {
        self.product = product
        self.results = results.sorted()
        self.baselineChecks = baselineChecks
        self.minimumScore = minimumScore
        self.equivalentsFile = equivalentsFile
        self.sources = sources
    }

    package var score: MutationScore { MutationScore(results) }

    /// The score per operator, by operator name.
    package var scoreByOperator: [(operatorName: String, score: MutationScore)] {
        Dictionary(grouping: results, by: \.mutant.operatorName).keys.sorted().map { name in
            (name, MutationScore(results.filter { $0.mutant.operatorName == name }))
        }
    }

    /// Survived and not-covered mutants, sorted by position then ID.
    package var survivors: [MutantResult] {
        results.filter(\.status.isUndetected).sorted {
            ($0.mutant.origin.file, $0.mutant.origin.location, $0.mutant.id) < (
                $1.mutant.origin.file, $1.mutant.origin.location, $1.mutant.id
            )
        }
    }

    /// Whether the score reaches the gate's minimum (true when there is none, or no valid mutant).
    package var meetsMinimum: Bool {
        guard let minimumScore, let score = score.score else { return true }
        return score + 1e-9 >= minimumScore
    }
}
