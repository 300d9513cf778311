import SpecModel

extension ConformanceRunner {
    /// Runs every check of `bundle` as ``run(_:scenarios:)`` does, every one to the end, and keeps what a run of a
    /// changed spec can take from it (``reuse``): its checks, compiled machines, catalogue and decision answers.
    package func runKeepingReuse(_ bundle: SpecBundle, scenarios: [Scenario]) -> (
        run: ConformanceRun, reuse: BaselineReuse
    ) {
        var recording = self
        recording.reuse = nil
        recording.selection = .all
        let log = BaselineLog()
        recording.baselineLog = log
        let sources = recording.runSources(bundle, scenarios: scenarios)
        let run = sources.finished()
        let reuse = BaselineReuse(
            bundle: bundle, run: run, context: sources.context, runner: recording,
            payloadPlan: payloadValues ?? PayloadValuePlanner().plan(bundle), log: log)
        return (run, reuse)
    }
}
