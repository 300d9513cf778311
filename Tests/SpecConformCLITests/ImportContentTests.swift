import Foundation
import SpecConformTestSupport
import Testing

/// `specconform import gherkin|asyncapi|dmn FILE`: the native files written once, in a fixed key order, accepted by
/// `lint` where the originals were referenced; what cannot be mapped is a located error (exit 65).
@Suite struct ImportContentTests {
    static let gherkin = PackagePaths.fixture("import/gherkin/vending")
    static let asyncapi = PackagePaths.fixture("import/asyncapi")
    static let dmn = PackagePaths.fixture("import/dmn/toy")

    @Test("import gherkin writes one scenario file per scenario, the overlay's id laid over; the toy project lints it")
    func gherkinScenarios() throws {
        let root = try SubjectFixture.toyProject(subjects: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let overlay = root + "/overlay.json"
        try #"{"scenarios": {"Buy an item with two coins": {"id": "SCN-TOY-JRN-01"}}}"#.write(
            toFile: overlay, atomically: true, encoding: .utf8)
        try FileManager.default.removeItem(atPath: root + "/Traceability/toy/scenarios/TOY-JRN-01.json")
        let arguments = [
            "import", "gherkin", Self.gherkin + "/vending.feature", "--steps", Self.gherkin + "/steps.json",
            "--overlay", overlay, "--product", "toy",
        ]
        let run = CLIRun(arguments + ["--out", root + "/Traceability/toy/scenarios"], in: root)
        #expect(run.status == .ok, "\(run.transcript)")
        let written = try String(
            contentsOfFile: root + "/Traceability/toy/scenarios/SCN-TOY-JRN-01.json", encoding: .utf8)
        #expect(written.hasPrefix("{\n  \"kind\": \"scenario\",\n  \"version\": 1,\n  \"product\": \"toy\",\n  \"id\""))
        #expect(written.contains(#""expect": {"#) && written.contains(#""state": "Ready""#), "\(written)")
        let lint = CLIRun(["lint"], in: root)
        #expect(lint.status == .ok, "\(lint.transcript)")
        // Written once, the same bytes each time.
        let again = CLIRun(arguments, in: root)
        #expect(again.status == .ok && again.out == written, "\(again.transcript)")
        let missing = CLIRun(["import", "gherkin", Self.gherkin + "/vending.feature"], in: root)
        #expect(missing.status == .usage && missing.err.contains("--steps"), "\(missing.transcript)")
    }

    @Test(
        "import asyncapi writes an events file that replaces the referencing one; a payload format it cannot map is 65")
    func asyncapiEvents() throws {
        let root = try SubjectFixture.toyProject(subjects: nil)
        defer { try? FileManager.default.removeItem(atPath: root) }
        let overlay = root + "/overlay.json"
        try
            #"{"events": {"coin_inserted": {"traces": ["TOY-FEAT-004"]}, "item_vended": {"traces": ["TOY-FEAT-001"]}, "refund_issued": {"traces": ["TOY-FEAT-002"]}}}"#
            .write(toFile: overlay, atomically: true, encoding: .utf8)
        let run = CLIRun(
            [
                "import", "asyncapi", Self.asyncapi + "/vending/vending.json", "--overlay", overlay, "--product", "toy",
                "--out", root + "/Spec/toy",
            ], in: root)
        #expect(run.status == .ok, "\(run.transcript)")
        let written = try String(contentsOfFile: root + "/Spec/toy/events.json", encoding: .utf8)
        #expect(written.contains(#""traces": ["TOY-FEAT-004"]"#), "\(written)")
        let lint = CLIRun(["lint"], in: root)
        #expect(lint.status == .ok, "\(lint.transcript)")
        let avro = CLIRun(["import", "asyncapi", Self.asyncapi + "/avro.json"], in: root)
        #expect(avro.status == .invalidInput, "\(avro.transcript)")
        #expect(avro.err.contains("import.asyncapi.schema-format"), "\(avro.transcript)")
    }

    @Test("import dmn writes a decisions file equal in meaning to the native twin; a drifted overlay is 65")
    func dmnTables() throws {
        let folder = try SubjectFixture.temporaryFolder("specconform-import-dmn")
        defer { try? FileManager.default.removeItem(atPath: folder) }
        try FileManager.default.createDirectory(atPath: folder + "/Spec/fees", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: Self.dmn + "/Spec/fees/product.json", toPath: folder + "/Spec/fees/product.json")
        let overlay = folder + "/overlay.json"
        try
            #"{"tables": {"T-FEE": {"notes": ["fees by age"], "rules": {"R1": {"notes": ["young members pay the base fee"]}}}}}"#
            .write(toFile: overlay, atomically: true, encoding: .utf8)
        let arguments = ["import", "dmn", Self.dmn + "/dmn/fees.dmn", "--product", "fees", "--overlay", overlay]
        let run = CLIRun(arguments + ["--out", folder + "/Spec/fees"], in: folder)
        #expect(run.status == .ok, "\(run.transcript)")
        let lint = CLIRun(["lint", "--spec", folder + "/Spec"], in: folder)
        #expect(lint.status == .ok, "\(lint.transcript)")
        let written = try String(contentsOfFile: folder + "/Spec/fees/decisions.json", encoding: .utf8)
        #expect(written.contains(#""notes": ["young members pay the base fee"]"#), "\(written)")
        try #"{"tables": {"T-FEE": {"rules": {"R9": {"notes": ["gone"]}}}}}"#.write(
            toFile: overlay, atomically: true, encoding: .utf8)
        let drift = CLIRun(arguments, in: folder)
        #expect(drift.status == .invalidInput, "\(drift.transcript)")
        #expect(drift.err.contains("spec.overlay-unmatched"), "\(drift.transcript)")
    }
}
