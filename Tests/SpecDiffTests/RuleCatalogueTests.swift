import SpecDiff
import SpecModel
import Testing

/// Every rule of the catalogue has a fixture pair that triggers exactly its expected findings.
@Suite struct RuleCatalogueTests {
    @Test("each fixture edit of the ochre-soul spec produces exactly its expected findings", arguments: RuleCases.all)
    func fixturePair(_ c: RuleCase) throws {
        let (base, revision) = c.run()
        let findings = diffOchre(base: base, revision)
        #expect(findings.map(\.rule).sorted() == c.expected, "\(findings.map { "\($0.rule) \($0.element) \($0.argumentText)" })")
        let main = try #require(findings.first { $0.rule == c.rule })
        for (key, value) in c.arguments { #expect(main.arguments[key] == value, "argument \(key)") }
        #expect(main.level == RuleCatalogue.rule(c.rule)?.level)
    }

    @Test("every rule of the catalogue is triggered by some fixture pair")
    func everyRuleHasAFixture() {
        let covered = Set(RuleCases.all.flatMap(\.expected)).union(["accepted.unused", "accepted.expired", "trace.coverage-lost"])
        let missing = RuleCatalogue.rules.map(\.id).filter { !covered.contains($0) }
        #expect(missing == [])
    }

    @Test("rule IDs are unique, dotted and lowercase")
    func ruleIDs() {
        let ids = RuleCatalogue.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.range(of: "^[a-z]+\\.[a-z-]+$", options: .regularExpression) != nil, "\(id)") }
    }
}
