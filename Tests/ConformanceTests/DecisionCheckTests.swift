import SpecModel
import Testing

@testable import Conformance

/// A toy photo-permission decision, written from the table's document, with defects for the negative controls.
struct ToyPermissions: DecisionSubject {
    enum Defect {
        /// A follower who does not own the photo is allowed when the count is 0 (one cell wrong).
        case followerZeroCount
        /// Every answer is withheld.
        case silent
    }

    var defect: Defect?

    func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
        guard table == "PERM-PHOTO", defect != .silent else { return nil }
        guard let role = inputs["role"]?.stringValue, let own = inputs["own"]?.boolValue,
            let count = inputs["count"]?.intValue
        else { return nil }
        if defect == .followerZeroCount, role == "follower", !own, count == 0 { return true }
        switch role {
        case "owner", "co-owner": return true
        case "follower": return .bool(own && count <= 9)
        default: return false
        }
    }
}

@Suite struct DecisionCheckTests {
    static let product = """
        {"kind": "product", "version": 1, "product": "photos", "name": "Photos", "documents": [{"file": "photos.md"}],
         "idPatterns": [{"kind": "decision-table", "pattern": "^PERM-[A-Z]+$"}, {"kind": "decision-rule", "pattern": "^PR-[0-9]{2}$"}]}
        """
    static let decisions = """
        {"kind": "decisions", "version": 1, "product": "photos", "tables": [
          {"id": "PERM-PHOTO", "title": "who may do what with photos", "hitPolicy": "unique",
           "inputs": [{"name": "role", "type": "enum", "values": ["owner", "co-owner", "follower", "none"]},
                      {"name": "own", "type": "boolean"}, {"name": "count", "type": "integer", "minimum": 0, "maximum": 19}],
           "output": {"name": "allowed", "type": "boolean"},
           "rules": [
             {"id": "PR-01", "when": {"role": ["owner", "co-owner"]}, "then": true},
             {"id": "PR-02", "when": {"role": "follower", "own": true, "count": {"min": 0, "max": 9}}, "then": true}],
           "default": {"then": false, "reason": "deny unless a rule allows"}}]}
        """

    static func bundle(_ decisions: String = decisions) throws -> SpecBundle {
        let loaded = SpecLoader.loadBundle(
            product: "photos", texts: ["product.json": product, "decisions.json": decisions])
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        return try #require(loaded.catalog.bundle("photos"))
    }

    static func run(_ defect: ToyPermissions.Defect?, register: Bool = true, decisions: String = decisions) throws
        -> ConformanceRun
    {
        var subjects = SubjectRegistry()
        if register {
            subjects.register(.decision, product: "photos", elements: ["PERM-PHOTO"]) { ToyPermissions(defect: defect) }
        }
        return ConformanceRunner(subjects: subjects).run(try bundle(decisions), scenarios: [])
    }

    @Test("PERM-PHOTO: a correct subject passes every rule's check and the default's, every cell asked")
    func correctSubjectPasses() throws {
        let run = try Self.run(nil)
        #expect(
            run.checks.map(\.id) == [
                "decision:PERM-PHOTO:PR-01", "decision:PERM-PHOTO:PR-02", "decision:PERM-PHOTO:default",
            ])
        #expect(run.checks.allSatisfy { $0.status == .passed && $0.kind == .decision })
        #expect(run.checks[0].title == "PERM-PHOTO: rule PR-01 gives true (80 cells asked)")
        #expect(run.checks[1].title == "PERM-PHOTO: rule PR-02 gives true (10 cells asked)")
        #expect(run.checks[2].title == "PERM-PHOTO: the default gives false (70 cells asked)")
        #expect(
            Set(run.checks[1].evidence) == [
                Evidence(id: "PR-02", kind: .decision), Evidence(id: "PERM-PHOTO", kind: .decision),
            ])
        #expect(run.decisions.map(\.text) == ["PERM-PHOTO 160 cells asked, 0 wrong (0 leaks, 0 wrong denials)"])
    }

    @Test(
        "PERM-PHOTO: a subject wrong in one cell fails exactly the check of the rule deciding it, with the counterexample"
    )
    func oneWrongCell() throws {
        let run = try Self.run(.followerZeroCount)
        let failing = run.checks.filter { $0.status != .passed }
        #expect(failing.map(\.id) == ["decision:PERM-PHOTO:default"])
        let check = try #require(failing.first)
        #expect(
            check.message == "role=follower, own=false, count=0: expected false, observed true (1 of 70 cells wrong)")
        #expect(check.divergence?.expected == "false" && check.divergence?.observed == "true")
        #expect(check.divergence?.pathSoFar == ["PERM-PHOTO role=follower, own=false, count=0"])
        #expect(run.decisions.map(\.text) == ["PERM-PHOTO 160 cells asked, 1 wrong (1 leak, 0 wrong denials)"])
    }

    @Test("PERM-PHOTO: a wrong rule output fails that rule's check only")
    func wrongRule() throws {
        let mutated = Self.decisions.replacingOccurrences(
            of: #""max": 9}}, "then": true"#, with: #""max": 9}}, "then": false"#)
        let run = try Self.run(nil, decisions: mutated)
        #expect(run.checks.filter { $0.status != .passed }.map(\.id) == ["decision:PERM-PHOTO:PR-02"])
        #expect(
            run.checks.first { $0.id == "decision:PERM-PHOTO:PR-02" }?.message
                == "role=follower, own=true, count=0: expected false, observed true (10 of 10 cells wrong)")
    }

    @Test("PERM-PHOTO: a subject answering nil fails every check")
    func silentSubject() throws {
        let run = try Self.run(.silent)
        #expect(run.checks.count == 3 && run.checks.allSatisfy { $0.status == .failed })
        #expect(
            run.checks[0].message
                == "role=owner, own=false, count=0: expected true, observed no answer (80 of 80 cells wrong)")
    }

    @Test(
        "PERM-PHOTO: cells the subject failed to answer (a fault, not a nil answer) are not judged: their checks are errors, never passes or failures; a wrong answer still fails"
    )
    func faultingSubject() throws {
        /// Answers the owners' and co-owners' cells (wrongly with `wrongOwner`) and fails every other: a subject
        /// process that crashed.
        struct Faulting: DecisionSubject {
            var wrongOwner = false
            func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
                guard inputs["role"] == "owner" || inputs["role"] == "co-owner" else { return nil }
                return wrongOwner ? false : ToyPermissions().decide(table: table, inputs: inputs)
            }
            func fault() -> String? { "the subject photos-python exited (status 1) while answering decide #2" }
        }
        for wrongOwner in [false, true] {
            var subjects = SubjectRegistry()
            subjects.register(.decision, product: "photos", elements: ["PERM-PHOTO"]) {
                Faulting(wrongOwner: wrongOwner)
            }
            let run = ConformanceRunner(subjects: subjects).run(try Self.bundle(), scenarios: [])
            let status = Dictionary(uniqueKeysWithValues: run.checks.map { ($0.id, $0.status) })
            #expect(status["decision:PERM-PHOTO:PR-01"] == (wrongOwner ? .failed : .passed))
            #expect(status["decision:PERM-PHOTO:PR-02"] == .error)
            #expect(status["decision:PERM-PHOTO:default"] == .error)
            let summary = try #require(run.decisions.first)
            #expect(summary.unanswered == summary.asked - 80 && summary.wrong == (wrongOwner ? 80 : 0), "\(summary)")
            let pr02 = try #require(run.checks.first { $0.id == "decision:PERM-PHOTO:PR-02" })
            #expect(
                pr02.message?.hasPrefix("the subject did not answer 10 of 10 cells; the first, role=follower") == true,
                "\(pr02.message ?? "")")
            #expect(pr02.evidence.contains { $0.id == "PR-02" }, "its IDs are exercised, so they become unverified")
        }
    }

    @Test("a table with no subject is a warning and its rules stay unchecked")
    func noSubject() throws {
        let run = try Self.run(nil, register: false)
        #expect(run.checks.isEmpty)
        #expect(run.diagnostics.map(\.code) == ["conformance.no-decision-subject"])
        #expect(run.diagnostics.first?.severity == .warning)
        #expect(run.decisions.isEmpty)
    }

    @Test(
        "a table past 100,000 combinations is sampled: every rule's corners and boundaries, one cell per gap, and says so"
    )
    func sampled() throws {
        let big = Self.decisions.replacingOccurrences(of: #""maximum": 19"#, with: #""maximum": 99999"#)
        let run = try Self.run(nil, decisions: big)
        #expect(run.checks.allSatisfy { $0.status == .passed })
        let summary = try #require(run.decisions.first)
        #expect(summary.sampled && summary.combinations == 800_000)
        #expect(summary.asked < 100)
        #expect(summary.text.hasSuffix("(sampled: the table has 800000 combinations, more than 100000)"))
        // The boundary above PR-02's count range is asked, and a defect there is caught.
        struct OffByOne: DecisionSubject {
            func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
                if inputs["role"] == "follower", inputs["own"] == true, inputs["count"] == 10 { return true }
                return ToyPermissions().decide(table: table, inputs: inputs)
            }
        }
        var subjects = SubjectRegistry()
        subjects.register(.decision, product: "photos", elements: ["PERM-PHOTO"]) { OffByOne() }
        let caught = ConformanceRunner(subjects: subjects).run(try Self.bundle(big), scenarios: [])
        #expect(
            caught.checks.filter { $0.status != .passed }.map(\.message) == [
                "role=follower, own=true, count=10: expected false, observed true (1 of 3 cells wrong)"
            ])
    }
}
