import Foundation
import SpecModel
import Testing

@testable import Traceability

@Suite struct PolicyDecodingTests {
    static func policy(_ body: String) -> CoverageFileResult<CoveragePolicy> {
        CoverageFileLoader.decodePolicy(
            "{\"kind\": \"policy\", \"version\": 1, \"product\": \"demo\",\n" + body + "}", file: "policy.json",
            product: "demo")
    }

    static func brief(_ d: Diagnostic) -> String {
        "\(d.code)@\(d.location.map(\.description) ?? "-") \(d.jsonPointer ?? "")"
    }

    @Test("a valid policy decodes with its requirements, patterns and roll-ups")
    func validPolicy() throws {
        let policy = try CoverageFixture.policy()
        #expect(policy.reportedKinds == ["feature", "journey", "edge", "rule", "requirement"])
        #expect(policy.requirements[0].evidence == [[.success], [.recovery], [.observability]])
        #expect(policy.requirements[0].scope == .in)
        #expect(policy.outOfScope.map(\.text.value) == ["^FEAT-XP-"])
        #expect(
            policy.rollups.map(\.selector) == [
                .structural(from: "journey-step", to: "journey"),
                .pattern(childPattern: "^(FR-[0-9]+\\.[0-9]+)\\.AC[0-9]+$", parent: "$1"),
            ])
    }

    @Test("an unknown key is located at the key, with a did-you-mean")
    func unknownKey() {
        let result = Self.policy("\"requirements\": [{\"idKind\": \"feature\", \"evidense\": [[\"success\"]]}]")
        #expect(result.value == nil)
        #expect(
            result.diagnostics.map(Self.brief) == [
                "spec.missing-key@2:18 /requirements/0", "spec.unknown-key@2:40 /requirements/0/evidense",
            ])
        #expect(result.diagnostics[1].message == "unknown key \"evidense\" in requirement; did you mean \"evidence\"?")
    }

    @Test("an invalid evidence kind is located at the item")
    func invalidEvidenceKind() {
        let result = Self.policy(
            "\"requirements\": [{\"idKind\": \"feature\", \"evidence\": [[\"success\", \"recover\"]]}]")
        #expect(result.diagnostics.map(Self.brief) == ["spec.invalid-value@2:65 /requirements/0/evidence/0/1"])
        #expect(result.diagnostics.first?.message.contains("did you mean \"recovery\"?") == true)
    }

    @Test("empty requirement lists and empty evidence groups are rejected")
    func emptyLists() {
        #expect(Self.policy("\"requirements\": []").diagnostics.map(\.code) == ["spec.invalid-value"])
        #expect(
            Self.policy("\"requirements\": [{\"idKind\": \"feature\", \"evidence\": []}]").diagnostics.map(\.code) == [
                "spec.invalid-value"
            ])
        #expect(
            Self.policy("\"requirements\": [{\"idKind\": \"feature\", \"evidence\": [[]]}]").diagnostics.map(\.code)
                == ["spec.invalid-value"])
        #expect(
            Self.policy("\"requirements\": [{\"idKind\": \" \", \"evidence\": [[\"rule\"]]}]").diagnostics.map(\.code)
                == ["spec.invalid-value"])
    }

    @Test("an invalid regular expression in outOfScope or a roll-up is located")
    func invalidPatterns() {
        let result = Self.policy(
            "\"requirements\": [{\"idKind\": \"feature\", \"evidence\": [[\"rule\"]]}], \"outOfScope\": [\"^FEAT-(\", \"FEAT-A-001\"],\n\"rollups\": [{\"childPattern\": \"^([\", \"parent\": \"$1\"}]"
        )
        #expect(
            result.diagnostics.map(Self.brief) == [
                "spec.invalid-pattern@2:81 /outOfScope/0", "spec.invalid-pattern@3:30 /rollups/0/childPattern",
            ])
    }

    @Test("a roll-up uses from/to or childPattern/parent, completely and not both")
    func rollupForms() {
        let req = "\"requirements\": [{\"idKind\": \"feature\", \"evidence\": [[\"rule\"]]}], "
        #expect(
            Self.policy(req + "\"rollups\": [{\"from\": \"a\", \"to\": \"b\", \"parent\": \"$1\"}]").diagnostics.map(
                \.code) == ["spec.invalid-value"])
        #expect(
            Self.policy(req + "\"rollups\": [{\"mode\": \"all\"}]").diagnostics.map(\.code) == ["spec.invalid-value"])
        #expect(
            Self.policy(req + "\"rollups\": [{\"from\": \"a\"}]").diagnostics.map(\.message) == [
                "missing required key \"to\" in rollup"
            ])
        #expect(
            Self.policy(req + "\"rollups\": [{\"from\": \"a\", \"to\": \"b\", \"mode\": \"most\"}]").diagnostics.map(
                \.code) == ["spec.invalid-value"])
    }

    @Test("the envelope is checked: kind, version and product")
    func envelope() {
        let wrongKind = CoverageFileLoader.decodePolicy(
            "{\"kind\": \"gate\", \"version\": 1, \"product\": \"demo\"}", file: "p.json")
        #expect(wrongKind.diagnostics.map(\.code) == ["spec.unknown-kind"])
        let newer = CoverageFileLoader.decodePolicy(
            "{\"kind\": \"policy\", \"version\": 2, \"product\": \"demo\", \"requirements\": []}", file: "p.json")
        #expect(newer.diagnostics.map(\.code) == ["spec.unsupported-version"])
        let other = CoverageFileLoader.decodePolicy(
            "{\"kind\": \"policy\", \"version\": 1, \"product\": \"nonna\", \"requirements\": [{\"idKind\": \"f\", \"evidence\": [[\"rule\"]]}]}",
            file: "p.json", product: "demo")
        #expect(other.diagnostics.map(\.code) == ["spec.product-mismatch"])
        let broken = CoverageFileLoader.decodePolicy("{\"kind\": ", file: "p.json")
        #expect(broken.value == nil)
        #expect(broken.diagnostics.first?.code.hasPrefix("json.") == true)
    }

    @Test("a policy naming an ID kind the bundle does not have is an error with a did-you-mean")
    func unknownKindAgainstBundle() throws {
        var policy = try CoverageFixture.policy()
        #expect(policy.validate(against: try CoverageFixture.bundle()) == [])
        policy.requirements.append(CoverageRequirement(idKind: "featur", evidence: [[.rule]]))
        let diagnostics = policy.validate(against: try CoverageFixture.bundle())
        #expect(diagnostics.map(\.message) == ["unknown ID kind \"featur\" in \"idKind\"; did you mean \"feature\"?"])
    }
}

@Suite struct GateDecodingTests {
    static func gate(_ body: String) -> CoverageFileResult<GateSpec> {
        CoverageFileLoader.decodeGate(
            "{\"kind\": \"gate\", \"version\": 1, \"product\": \"demo\",\n" + body + "}", file: "gate.json")
    }

    @Test("a valid gate decodes minimums, mustCover, waivers and baseline")
    func validGate() throws {
        let result = Self.gate(
            """
            "minimum": {"byKind": {"feature": 100, "journey": 95.5}, "byPriority": {"P0": 100}},
            "mustCover": ["FEAT-A-001", "^EDGE-"], "baseline": "../baseline/coverage.json",
            "waivers": [{"id": "FEAT-A-002", "reason": "late SDK", "owner": "ana", "expires": "2025-02-28"}]
            """)
        #expect(result.diagnostics == [])
        let gate = try #require(result.value)
        #expect(gate.minimumByKind == ["feature": 100, "journey": 95.5])
        #expect(gate.minimumByPriority == ["P0": 100])
        #expect(gate.mustCover.map(\.isPattern) == [false, true])
        #expect(gate.waivers.map(\.id) == ["FEAT-A-002"])
        #expect(gate.baseline?.value == "../baseline/coverage.json")
    }

    @Test("a waiver needs id, reason, owner and a valid expiry date; the reason must not be blank")
    func waiverFields() {
        let result = Self.gate(
            """
            "waivers": [{"id": "A", "reason": "r", "expires": "2025-01-01"},
                        {"id": "B", "reason": "  ", "owner": "o", "expires": "2025-01-01"},
                        {"id": "C", "reason": "r", "owner": "o", "expires": "2025-02-30"},
                        {"id": "C", "reason": "r", "owner": "o", "expires": "2025-02-28"},
                        {"id": "D", "reason": "r", "owner": "o", "expires": "2025-02-28"},
                        {"id": "D", "reason": "r", "owner": "o", "expires": "2025-02-28"}]
            """)
        #expect(result.value == nil)
        #expect(
            result.diagnostics.map(\.message) == [
                "missing required key \"owner\" in waiver", "\"reason\" must not be empty",
                "invalid expiry date \"2025-02-30\"; expected YYYY-MM-DD", "duplicate waiver for \"D\"",
            ])
        #expect(
            result.diagnostics.map(\.jsonPointer) == [
                "/waivers/0", "/waivers/1/reason", "/waivers/2/expires", "/waivers/5/id",
            ])
    }

    @Test("percentages must be numbers from 0 to 100")
    func percentages() {
        let result = Self.gate("\"minimum\": {\"byKind\": {\"feature\": 101, \"journey\": \"all\"}, \"byPrio\": {}}")
        #expect(result.diagnostics.map(\.code) == ["spec.invalid-value", "spec.wrong-type", "spec.unknown-key"])
    }

    @Test("dates: YYYY-MM-DD with real months and days, leap years included")
    func dates() {
        #expect(Waiver.isDate("2024-02-29"))
        #expect(!Waiver.isDate("2023-02-29"))
        #expect(!Waiver.isDate("2024-13-01"))
        #expect(!Waiver.isDate("2024-1-01"))
        #expect(!Waiver.isDate("tomorrow"))
    }
}
