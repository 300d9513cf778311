/// The named stages of a verification, each a function from one named type to the next:
///
/// ```
/// load(project) → LoadedSpec
/// prepare(project) → Preparation (one PreparedProduct per product)
/// verify(prepared, subjects, checks) → ConformanceRun
/// evaluate(run, prepared) → CoverageReport
/// render(report, formats) → [RenderedReport]      write(rendered, into: folder)
/// gate(report, prepared) → GateResult
/// readReport(path) → ReportReading   judge(reading, product) → GateJudgement   (a written report, for `gate`)
/// lint(loaded) → LintResult   bundle(loaded, product) → SpecBundle   paths(loaded, product, machine) → PathPlan
/// diff(base, revision) → DiffReport   checkEvents(log, bundle) → EventLogReport   checkTrace(bytes, bundle) → TraceCheck
/// explain(id, loaded, subjects, checks) → Explanation          (mutate's stages: SpecMutation's `Pipeline+Mutate`)
/// ```
///
/// Every path is the project's ``ProjectLayout``'s. Only `load`, `prepare`, `readReport`, `judge` (reading files),
/// `explain` (which prepares), `checkEvents` on a `FileHandle` and `write` do I/O. The `specconform` commands are thin callers of
/// these stages; a user's own executable or test target calls them the same way (see the README's "Verify your
/// own product").
package enum Pipeline {}
