import SpecModel
import Testing

@testable import SpecMutation

/// The score as the mutation-testing-report schema defines it.
@Suite struct MutationScoreTests {
    static func result(_ id: String, _ status: MutantStatus, operator op: String = "drop-transition") -> MutantResult {
        MutantResult(
            mutant: MutantInfo(
                id: id, operatorName: op, element: "e", origin: .synthetic(), description: id, original: "a",
                replacement: "b",
                scope: .catalogue, reach: .emits(event: "e")),
            status: status)
    }

    @Test("score = killed / (killed + survived + no coverage); invalid and ignored mutants are left out")
    func definition() {
        let score = MutationScore([
            Self.result("a", .killed), Self.result("b", .killed), Self.result("c", .killed),
            Self.result("d", .survived),
            Self.result("e", .noCoverage), Self.result("f", .compileError), Self.result("g", .runtimeError),
            Self.result("h", .ignored),
        ])
        #expect(score.total == 8)
        #expect(score.valid == 5)
        #expect(score.score == 60)
        #expect(score.scoreText == "60.00%")
    }

    @Test("no valid mutant gives no score, and a minimum is then met")
    func noValid() {
        let product = ProductMutation(
            product: "p", results: [Self.result("a", .ignored)], baselineChecks: 0, minimumScore: 90)
        #expect(product.score.score == nil)
        #expect(product.score.scoreText == "n/a")
        #expect(product.meetsMinimum)
    }

    @Test("a score below the gate's minimum fails it; at the minimum it passes")
    func minimum() {
        let results = [Self.result("a", .killed), Self.result("b", .survived)]
        #expect(!ProductMutation(product: "p", results: results, baselineChecks: 0, minimumScore: 50.01).meetsMinimum)
        #expect(ProductMutation(product: "p", results: results, baselineChecks: 0, minimumScore: 50).meetsMinimum)
    }

    @Test("percentages round half up to two decimals")
    func percent() {
        #expect(MutationScore.percent(2.0 / 3.0 * 100) == "66.67%")
        #expect(MutationScore.percent(100) == "100.00%")
        #expect(MutationScore.percent(0.005) == "0.01%")
    }
}
