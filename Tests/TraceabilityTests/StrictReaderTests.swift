import Foundation
import SpecModel
import Testing

@testable import Traceability

/// Every JSON file the tool reads outside the spec goes through the one strict object reader: an unknown key is
/// reported at the key, with its JSON pointer and a "did you mean", and every problem of the file is collected.
/// (Spec files: `LoaderErrorTests`; accepted-changes.json: `AcceptedChangesStrictTests`.)
@Suite struct StrictReaderTests {
    /// A file kind, a file of it with one misspelt key, and the diagnostic expected for it.
    struct Case: Sendable, CustomTestStringConvertible {
        var kind: String
        var text: String
        var decode: @Sendable (String) -> [Diagnostic]
        var code: String
        var pointer: String
        var message: String
        var testDescription: String { kind }
    }

    static let cases: [Case] = [
        Case(
            kind: "policy",
            text:
                #"{"kind": "policy", "version": 1, "product": "demo", "requirements": [{"idKind": "feature", "evidence": [["success"]]}], "outOfScop": []}"#,
            decode: { CoverageFileLoader.decodePolicy($0, file: "policy.json", product: "demo").diagnostics },
            code: "spec.unknown-key", pointer: "/outOfScop",
            message: "unknown key \"outOfScop\" in policy; did you mean \"outOfScope\"?"),
        Case(
            kind: "gate",
            text:
                #"{"kind": "gate", "version": 1, "product": "demo", "waivers": [{"id": "A", "reason": "r", "owner": "o", "expires": "2030-01-01", "note": []}]}"#,
            decode: { CoverageFileLoader.decodeGate($0, file: "gate.json", product: "demo").diagnostics },
            code: "spec.unknown-key", pointer: "/waivers/0/note",
            message: "unknown key \"note\" in waiver; did you mean \"notes\"?"),
        Case(
            kind: "scenario",
            text:
                #"{"kind": "scenario", "version": 1, "product": "demo", "id": "S", "covers": ["A"], "machine": "m", "steps": [{"send": "go", "expect": {"stat": "Done"}}]}"#,
            decode: { ScenarioLoader.load(files: ["s.json": Array($0.utf8)], product: "demo").diagnostics },
            code: "spec.unknown-key", pointer: "/steps/0/expect/stat",
            message: "unknown key \"stat\" in scenarioExpect; did you mean \"state\"?"),
        Case(
            kind: "coverage",
            text:
                #"{"kind": "coverage", "version": 1, "product": "demo", "ids": [], "checks": [], "machines": [], "sumary": {}}"#,
            decode: { CoverageReport.decode($0, file: "coverage.json").diagnostics },
            code: "coverage.unknown-key", pointer: "/sumary",
            message: "unknown key \"sumary\" in coverage; did you mean \"summary\"?"),
    ]

    @Test("an unknown key is reported at the key with a did-you-mean in every file kind", arguments: cases)
    func unknownKeyDidYouMean(_ c: Case) throws {
        let diagnostics = c.decode(c.text)
        #expect(diagnostics.map(\.code) == [c.code])
        let d = try #require(diagnostics.first)
        #expect(d.jsonPointer == c.pointer)
        #expect(d.message == c.message)
        let key = Array("\"\(c.pointer.split(separator: "/").last ?? "")\"".utf8)
        let keyColumn = try #require(Array(c.text.utf8).firstRange(of: key)).lowerBound + 1
        #expect(d.location?.line == 1)
        #expect(d.location?.column == keyColumn)
    }

    @Test("coverage.json problems are all collected, located, with stable coverage.* codes")
    func coverageProblemsCollected() {
        let result = CoverageReport.decode(
            #"{"kind": "coverage", "version": 1, "product": "demo", "ids": [{"id": "A", "kind": "feature", "status": "coverd", "modules": [], "evidence": [], "missing": [["succes"]], "failingChecks": [], "references": []}], "checks": 3, "machines": [{"id": "m"}]}"#,
            file: "coverage.json")
        #expect(result.value == nil)
        #expect(
            result.diagnostics.map { "\($0.code) \($0.jsonPointer ?? "")" } == [
                "coverage.invalid-value /ids/0/status", "coverage.invalid-value /ids/0/missing/0/0",
                "coverage.wrong-type /checks",
                "coverage.missing-key /machines/0", "coverage.missing-key /machines/0",
                "coverage.missing-key /machines/0",
            ])
        #expect(result.diagnostics[0].message.hasSuffix("did you mean \"covered\"?"))
        #expect(result.diagnostics[1].message.hasSuffix("did you mean \"success\"?"))
    }
}
