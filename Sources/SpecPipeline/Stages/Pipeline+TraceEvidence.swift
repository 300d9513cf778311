import Conformance
import SpecModel
import Traceability

/// Recorded traces as evidence: the files `specconform trace --evidence` writes, folded into a product's coverage.
extension Pipeline {
    /// Reads the trace evidence files at `paths` (resolved in `project`), by product. A file that cannot be read or
    /// is not a valid evidence file is an error.
    package static func traceEvidence(_ paths: [String], _ project: Project) -> (
        byProduct: [String: [TraceEvidence]], diagnostics: [Diagnostic]
    ) {
        var byProduct: [String: [TraceEvidence]] = [:]
        var diagnostics: [Diagnostic] = []
        for path in paths {
            guard let bytes = project.read(path) else {
                diagnostics.append(
                    .error(
                        "trace-evidence.unreadable", "cannot read the trace evidence file \(project.resolve(path))",
                        file: path))
                continue
            }
            let (evidence, problems) = TraceEvidence.decode(bytes, file: path)
            diagnostics += problems
            if let evidence { byProduct[evidence.product, default: []].append(evidence) }
        }
        return (byProduct, diagnostics)
    }

    /// `verification` with `evidence` added: one passed check of kind `trace` per trace (`trace:<file>`) giving
    /// `trace` evidence to the IDs its passing runs exercised, and the coverage, gate and stages evaluated again (the
    /// policy decides whether `trace` evidence counts). IDs the spec does not define (a file from an older spec) are
    /// dropped with a warning; a trace given twice counts once. Unchanged when `evidence` is empty.
    package static func folding(
        _ evidence: [TraceEvidence], into verification: Verification, _ product: PreparedProduct, today: String
    ) -> (verification: Verification, diagnostics: [Diagnostic]) {
        guard !evidence.isEmpty else { return (verification, []) }
        var diagnostics: [Diagnostic] = []
        var run = verification.run
        var added = Set<String>()
        for file in evidence {
            var check = file.check
            guard added.insert(check.id).inserted, !run.checks.contains(where: { $0.id == check.id }) else {
                diagnostics.append(
                    .warning(
                        "trace-evidence.duplicate", "the trace \(file.trace) is given more than once; it counts once"))
                continue
            }
            let unknown = check.evidence.filter { !product.bundle.idIndex.contains($0.id) }.map(\.id)
            if !unknown.isEmpty {
                diagnostics.append(
                    .warning(
                        "trace-evidence.unknown-id",
                        "the evidence of \(file.trace) names IDs \(product.product) does not define (an evidence file from another spec?); dropped: "
                            + unknown.joined(separator: ", ")))
                check.evidence.removeAll { unknown.contains($0.id) }
            }
            run.checks.append(check)
        }
        run.checks.sort { $0.id < $1.id }
        let report = evaluate(run, product, today: today)
        let folded = Verification(
            run: run, report: report, gate: gate(report, product, today: today), stages: stages(report, product),
            baseline: product.baseline)
        return (folded, diagnostics)
    }
}
