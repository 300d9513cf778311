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
    package func merge(_ bundle: SpecBundle, scenarios: [Scenario], shards: [ShardFile]) -> ConformanceRun {
        var run = planOnly(bundle, scenarios: scenarios)
        run.checks = shards.flatMap(\.checks)
        for part in CheckSources.sharded { part.merge(shards.map(\.findings), into: &run, bundle: bundle) }
        run.checks.sort { $0.id < $1.id }
        return run
    }

    /// The run of `bundle` planned but not executed: plans, diagnostics, the number of units of work (see ``Shard``)
    /// and the planned payload values, and no check.
    package func planOnly(_ bundle: SpecBundle, scenarios: [Scenario]) -> ConformanceRun {
        var runner = self
        runner.selection.shard = nil
        runner.selection.executes = false
        return runner.run(bundle, scenarios: scenarios)
    }

}
