import SpecModel

extension ConformanceRunner {
    /// The run of `bundle` put together from the files of its shards, as the unsharded run gives it.
    ///
    /// The bundle is planned again and no check runs: planning is deterministic, so the plans, diagnostics, units and
    /// planned payload values are the unsharded run's. The checks are the shards' checks, and the event checks are
    /// made from the sum of the shards' tallies (an event's first problem is the one of the lowest unit, which the
    /// unsharded run meets first); the decision summaries are put in unit order and the values not driven are the
    /// shards' together. Whether `shards` form one complete set of this run is the caller's to verify (see
    /// ``planOnly(_:scenarios:)`` for the units).
    public func merge(_ bundle: SpecBundle, scenarios: [Scenario], shards: [ShardFile]) -> ConformanceRun {
        var run = planOnly(bundle, scenarios: scenarios)
        var checks: [CheckResult] = []
        var emitted = EmittedEvents()
        var decisions: [(unit: Int, summary: DecisionTableSummary)] = []
        var notDriven: [PayloadValueCheckRunner.NotDriven] = []
        for shard in shards {
            checks += shard.checks
            emitted.add(shard.emitted)
            decisions += shard.decisions
            notDriven += shard.notDriven
        }
        checks += emitted.checks(product: bundle.product, eventTraces: Self.eventTraces(bundle))
        run.checks = checks.sorted { $0.id < $1.id }
        run.emitted = emitted
        decisions.sort { $0.unit < $1.unit }
        run.decisions = decisions.map(\.summary)
        run.decisionUnits = decisions.map(\.unit)
        if let values = run.payloadValues {
            run.payloadValues = PayloadValueSummary(planned: values.planned, notDriven: notDriven, gaps: values.gaps)
        }
        return run
    }

    /// The run of `bundle` planned but not executed: plans, diagnostics, the number of units of work (see ``Shard``)
    /// and the planned payload values, and no check.
    public func planOnly(_ bundle: SpecBundle, scenarios: [Scenario]) -> ConformanceRun {
        var runner = self
        runner.selection.shard = nil
        runner.selection.executes = false
        return runner.run(bundle, scenarios: scenarios)
    }

    /// The IDs each event's checks give `observability` evidence to: the event's traces and its own ID.
    static func eventTraces(_ bundle: SpecBundle) -> [String: [String]] {
        var eventTraces: [String: [String]] = [:]
        for event in bundle.events {
            eventTraces[event.name] = event.info.traces.flatMap { bundle.expand($0.value) } + (event.id.map { [$0] } ?? [])
        }
        return eventTraces
    }
}
