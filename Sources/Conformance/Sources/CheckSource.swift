/// One kind of check: what it plans from the bundle, how it runs against its subjects, and what it finds besides
/// checks. ``ConformanceRunner`` runs every source of ``CheckSources/registry`` in order on one ``SourceRun``.
///
/// A new kind of check is one type conforming to this protocol and one line in the registry; what it finds besides
/// checks goes into ``SourceRun/findings`` (and, when a shard must carry it, into a type conforming to
/// ``ShardedFindings`` listed in ``CheckSources/sharded``). Nothing else in the runner, the run or the shard file
/// names a kind.
protocol CheckSource: SendableMetatype {
    /// Whether the source's checks run only when rule-like checks are selected (``CheckSelection/rules``): decision
    /// tables, contracts, limits, outputs, payload values and rule checks.
    static var isRuleLike: Bool { get }

    /// Plans the source's checks from `run.bundle`, claims one unit of work for each (``SourceRun/claim(_:)``) after
    /// whatever decides whether it exists, runs the claimed ones and records them; false as soon as
    /// ``SourceRun/record(_:emitted:unit:)`` says the run stops.
    static func run(_ run: inout SourceRun) -> Bool
}
