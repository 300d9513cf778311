import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import Conformance

/// Decision tables read in place from DMN run exactly as native ones: the fee table in DMN and its native twin give
/// identical check results; a rule output changed in the DMN file alone fails the implementation's checks (negative
/// control); overlay entries naming no decision or rule of the original are located, with did-you-mean.
@Suite struct ReferencedDecisionCheckTests {
    static let folder = PackagePaths.fixture("import/dmn/toy")

    static func text(_ name: String) throws -> String {
        try String(contentsOfFile: folder + "/" + name, encoding: .utf8)
    }

    /// The fees product (`Spec/fees/product.json`) with `decisions` as its decisions file and `dmn` as `dmn/fees.dmn`.
    static func load(_ decisions: String, dmn: String? = nil) throws -> LoadResult {
        let dmn = try dmn ?? text("dmn/fees.dmn")
        let files: [String: [UInt8]] = [
            "fees/product.json": Array(try text("Spec/fees/product.json").utf8),
            "fees/decisions.json": Array(decisions.utf8),
        ]
        let foreign = ForeignSources { $0 == "dmn/fees.dmn" ? Array(dmn.utf8) : nil }
        return SpecLoader.load(files: files, root: "Spec", foreign: foreign)
    }

    static func run(_ loaded: LoadResult, _ answer: @escaping @Sendable (Int) -> JSONValue?) throws -> ConformanceRun {
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        let bundle = try #require(loaded.catalog.bundle("fees"))
        var subjects = SubjectRegistry()
        subjects.register(.decision, product: "fees", elements: ["T-FEE"]) { ToyFees(answer: answer) }
        return ConformanceRunner(subjects: subjects).run(bundle, scenarios: [])
    }

    static func fee(_ age: Int) -> JSONValue { .int(age < 18 ? 10 : age <= 65 ? 5 : 3) }

    @Test("the DMN-referenced table and its native twin give identical check results and decision summaries")
    func identicalResults() throws {
        let native = try Self.run(Self.load(Self.text("decisions.native.json")), Self.fee)
        let referenced = try Self.run(Self.load(Self.text("Spec/fees/decisions.json")), Self.fee)
        #expect(!native.checks.isEmpty)
        #expect(native.checks.allSatisfy { $0.status == .passed })
        #expect(native.checks == referenced.checks)
        #expect(native.decisions.map(\.text) == referenced.decisions.map(\.text))
        let table = try #require(
            Self.load(Self.text("Spec/fees/decisions.json")).catalog.bundle("fees")?.decisionTables.first)
        #expect(table.info.notes == ["fees by age"])
        #expect(table.rules[0].info.notes == ["young members pay the base fee"])
        #expect(table.origin.file == "dmn/fees.dmn")
    }

    @Test("a rule output changed in the DMN file alone fails the implementation's checks (negative control)")
    func changedOriginalFails() throws {
        let dmn = try Self.text("dmn/fees.dmn").replacingOccurrences(
            of: "<outputEntry><text>5</text></outputEntry>", with: "<outputEntry><text>6</text></outputEntry>")
        let run = try Self.run(Self.load(Self.text("Spec/fees/decisions.json"), dmn: dmn), Self.fee)
        #expect(DecisionPolicyCheckTests.failing(run) == ["decision:T-FEE:R2"])
    }

    @Test("overlay tables and rules the DMN file lacks are located in the spec file, with did-you-mean")
    func drift() throws {
        let decisions = try Self.text("Spec/fees/decisions.json").replacingOccurrences(
            of: #""R1": {"#, with: #""R7": {"#)
        let loaded = try Self.load(decisions)
        let drift = loaded.diagnostics.filter { $0.code == "spec.overlay-unmatched" }
        #expect(drift.count == 1, "\(loaded.diagnostics)")
        #expect(drift.first?.file == "Spec/fees/decisions.json")
        #expect(drift.first?.message.contains("overlay rule \"R7\" is not a rule of dmn/fees.dmn") == true)
        #expect(drift.first?.related.first?.file == "dmn/fees.dmn")
        let table = try Self.load(
            Self.text("Spec/fees/decisions.json").replacingOccurrences(of: #""T-FEE": {"#, with: #""T-FE": {"#))
        #expect(
            table.diagnostics.contains {
                $0.code == "spec.overlay-unmatched" && $0.message.hasSuffix("did you mean \"T-FEE\"?")
            }, "\(table.diagnostics)")
    }

    @Test("a problem in the DMN file is located there; tables beside from and unknown formats are refused")
    func located() throws {
        let dmn = try Self.text("dmn/fees.dmn").replacingOccurrences(of: "[0..120]", with: "[0..x]")
        let loaded = try Self.load(Self.text("Spec/fees/decisions.json"), dmn: dmn)
        #expect(
            loaded.diagnostics.contains { $0.severity == .error && $0.file == "dmn/fees.dmn" }, "\(loaded.diagnostics)")
        let beside = try Self.load(
            Self.text("Spec/fees/decisions.json").replacingOccurrences(
                of: #""overlay""#, with: #""tables": [], "overlay""#))
        #expect(beside.diagnostics.contains { $0.code == "spec.invalid-value" && $0.message.contains("\"tables\"") })
        let format = try Self.load(
            Self.text("Spec/fees/decisions.json").replacingOccurrences(
                of: #""format": "dmn""#, with: #""format": "xstate""#))
        #expect(
            format.diagnostics.contains {
                $0.code == "spec.unknown-format" && $0.message.contains("format \"xstate\" holds no decision tables")
            }, "\(format.diagnostics)")
    }
}
