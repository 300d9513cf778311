/// One `event` check per event name the checks before it emitted (``EmittedEvents/checks(product:eventTraces:)``):
/// no unit of work of its own, so a merge makes them again from every shard's tally.
enum EventCheckSource: CheckSource {
    static let isRuleLike = false

    static func run(_ run: inout SourceRun) -> Bool {
        let checks = run.emitted.checks(product: run.product, eventTraces: run.context.eventTraces)
        for check in checks { _ = run.record(check) }
        return true
    }
}
