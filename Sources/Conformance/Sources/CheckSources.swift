/// The check sources a run is made of, in run order: units of work are numbered in this order (see ``Shard``), so
/// a source is added at the end of the sources of its group, and an existing one is never moved.
enum CheckSources {
    static let registry: [any CheckSource.Type] = [
        MachineCheckSource.self,  // path, boundary and sneak checks, per machine
        ScenarioCheckSource.self,
        EventCheckSource.self,  // from what the checks above emitted; no units
        DecisionCheckRunner.self,
        ContractCheckRunner.self,
        LimitCheckRunner.self,
        OutputCheckRunner.self,
        PayloadValueCheckRunner.self,
        RuleCheckSource.self,
    ]

    /// The findings a shard file carries besides its checks, in the file's key order.
    static let sharded: [any ShardedFindings.Type] = [
        EmittedEvents.self, PayloadValueSummary.self, DecisionFindings.self,
    ]
}
