import Conformance
import SpecModel
import Testing

@testable import Traceability

/// Every ID row of the reports has a title, also for the kinds whose spec has no title field (decision rules, event
/// sequences without a description): before, nonna's access rules and swapgraph's decision rules had empty titles.
@Suite struct ElementTitleTests {
    static let product = """
        {"kind": "product", "version": 1, "product": "photos", "name": "Photos", "documents": [{"file": "photos.md"}],
         "idPatterns": [{"kind": "decision-table", "pattern": "^PERM-[A-Z]+$"}, {"kind": "access-rule", "pattern": "^PR-[0-9]{2}$"}]}
        """
    static let decisions = """
        {"kind": "decisions", "version": 1, "product": "photos", "tables": [
          {"id": "PERM-PHOTO", "title": "who may do what with photos", "hitPolicy": "first",
           "inputs": [{"name": "role", "type": "enum", "values": ["owner", "co-owner", "follower", "none"]},
                      {"name": "own", "type": "boolean"}, {"name": "count", "type": "integer", "minimum": 0, "maximum": 19}],
           "output": {"name": "allowed", "type": "boolean"},
           "rules": [
             {"id": "PR-01", "when": {"role": ["owner", "co-owner"]}, "then": true},
             {"id": "PR-02", "when": {"role": "follower", "own": true, "count": {"min": 0, "max": 9}}, "then": true},
             {"id": "PR-03", "when": {"count": {"min": 10}}, "then": false},
             {"id": "PR-04", "then": false}],
           "default": {"id": "PR-99", "then": false, "reason": "deny unless a rule allows"}},
          {"id": "PERM-VIDEO", "hitPolicy": "unique", "inputs": [{"name": "role", "type": "enum", "values": ["owner"]}],
           "output": {"name": "allowed", "type": "boolean"}, "rules": [{"id": "PR-10", "when": {"role": "owner"}, "then": true}]}]}
        """

    func titles() throws -> [String: String] {
        let loaded = SpecLoader.loadBundle(
            product: "photos", texts: ["product.json": Self.product, "decisions.json": Self.decisions])
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        let bundle = try #require(loaded.catalog.bundle("photos"))
        return BundleFacts(bundle: bundle).facts.compactMapValues(\.title)
    }

    @Test("a decision rule is titled by its cells in input order and its output; a default with an ID by its reason")
    func decisionRules() throws {
        let titles = try titles()
        #expect(titles["PR-01"] == "role=owner|co-owner → allowed=true")
        #expect(titles["PR-02"] == "role=follower, own=true, count=0..9 → allowed=true")
        #expect(titles["PR-03"] == "count>=10 → allowed=false")
        #expect(titles["PR-04"] == "any input → allowed=false")
        #expect(titles["PR-99"] == "no rule matches → allowed=false: deny unless a rule allows")
    }

    @Test("a decision table keeps its title, and one without a title is named by what it decides")
    func decisionTables() throws {
        let titles = try titles()
        #expect(titles["PERM-PHOTO"] == "who may do what with photos")
        #expect(titles["PERM-VIDEO"] == "decides allowed from role")
    }

    @Test("the coverage report's rows of decision rules carry those titles (they were empty)")
    func reportRows() throws {
        let loaded = SpecLoader.loadBundle(
            product: "photos", texts: ["product.json": Self.product, "decisions.json": Self.decisions])
        let bundle = try #require(loaded.catalog.bundle("photos"))
        let policyText = """
            {"kind": "policy", "version": 1, "product": "photos",
             "requirements": [{"idKind": "access-rule", "evidence": [["decision"]]}]}
            """
        let policy = try #require(
            CoverageFileLoader.decodePolicy(policyText, file: "policy.json", product: "photos").value)
        let report = CoverageEvaluator.evaluate(
            bundle: bundle, checks: [], policy: policy, gate: nil, today: "2025-06-01",
            planning: PlanningFindings(unreachable: []))
        let rules = report.entries.filter { $0.kind == "access-rule" }
        #expect(rules.map(\.id) == ["PR-01", "PR-02", "PR-03", "PR-04", "PR-10", "PR-99"])
        #expect(rules.allSatisfy { $0.title?.isEmpty == false })
        #expect(report.entries.first { $0.id == "PR-10" }?.title == "role=owner → allowed=true")
    }
}
