// Verifies the library product with SpecConform's public pipeline: load → prepare → verify → evaluate → gate,
// then writes the reports to Reports/library/. Run from this folder: `swift run verify-library`.
// `--plant-renewal-bug` verifies a copy configured with three renewals instead of two: a negative control that
// must fail.
import Conformance
import Foundation
import LibraryLoans
import LibraryLoansConformance
import SpecConformKit

let plantBug = CommandLine.arguments.contains("--plant-renewal-bug")
var rules = RuleCheckRegistry()
var subjects = SubjectRegistry()
LibraryVerification.register(terms: plantBug ? Copy.Terms(renewals: 3) : Copy.Terms(), subjects: &subjects, rules: &rules)

let project = Project(workingDirectory: FileManager.default.currentDirectoryPath)
let preparation: Preparation
switch Pipeline.prepare(project) {
case .failure(let error):
    FileHandle.standardError.write(Data("error: \(error.message)\n".utf8))
    exit(64)
case .success(let prepared):
    preparation = prepared
}
for diagnostic in preparation.diagnostics {
    FileHandle.standardError.write(Data("\(diagnostic.file ?? "-"): \(diagnostic.severity.rawValue)[\(diagnostic.code)]: \(diagnostic.message)\n".utf8))
}
if preparation.hasErrors { exit(65) }

var passed = true
for product in preparation.products {
    let verification = Pipeline.verification(product, subjects: subjects, checks: rules, today: "2026-11-24")
    try Pipeline.write(Pipeline.render(verification, version: "example"), into: "Reports/\(product.product)", project)
    let summary = verification.report.summary
    print("\(product.product): \(summary.total) IDs, \(summary[.covered]) covered, \(summary[.failing]) failing; "
        + "checks \(verification.run.passed) passed, \(verification.run.failed) failed; gate \(verification.gate.map { $0.pass ? "pass" : "FAIL" } ?? "none")")
    for check in verification.run.checks where check.status != .passed {
        print("  \(check.status.rawValue): \(check.id): \(check.divergence.map { "expected \($0.expected), observed \($0.observed)" } ?? check.message ?? "")")
    }
    passed = passed && verification.passed
}
exit(passed ? 0 : 1)
