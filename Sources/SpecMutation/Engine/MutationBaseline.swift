import Conformance

/// The baseline run of the unchanged spec, with what each mutant's run takes from it instead of doing it again
/// (``MutationRunner/baselineKeepingReuse(_:scenarios:)``): the checks, plans and answers a mutant did not change
/// (``BaselineReuse``), and every machine subject's answers on the way each check drove it (``SubjectTape``), so a
/// mutant's check asks a real subject only from the first stimulus the baseline never sent.
package struct MutationBaseline: Sendable {
    /// The baseline's checks: mutation testing needs every one to pass.
    package let run: ConformanceRun
    let reuse: BaselineReuse
    /// The runner's subjects, each machine subject answering from the tape while it can.
    let replaying: SubjectRegistry
}
