import SpecModel
import Testing

@testable import StateMachine

/// The statechart semantics suite: small machines written from the W3C SCXML Recommendation (document order,
/// conflicts between parent and child transitions, exit and entry order, history, parallel completion and done events,
/// eventless chains, internal and external transitions, timers on nested states), each with the configuration,
/// emitted events, exits, entries, context and outputs expected after its start and after each event.
@Suite struct StatechartSemanticsTests {
    static let cases = StatechartCase.all()

    @Test("the suite holds at least 60 machines")
    func suiteSize() {
        #expect(Self.cases.count >= 60)
    }

    @Test("each machine's configuration and outputs after each event are as the W3C algorithm says", arguments: cases)
    func semantics(_ c: StatechartCase) throws {
        let (machine, diagnostics) = StatechartCase.load(c.machineText)
        #expect(diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        let chart = try CompiledStatechart.compile(try #require(machine)).get()
        var instance = StatechartInstance(chart)
        if let start = c.start { Self.expect(start, instance.startup, instance, "start") }
        for (index, step) in c.steps.enumerated() {
            let label = "step \(index + 1)"
            if step["reset"] != nil {
                let outcome = try instance.reset()
                Self.expect(step, outcome, instance, label)
                continue
            }
            let event = try #require(step["event"]?.string, "\(label) names no event")
            let outcome = instance.step(event: event, data: step["data"]?.value ?? .null)
            Self.expect(step, outcome, instance, "\(label) (\(event))")
        }
    }

    /// Holds `outcome` and `instance` to what `expected` lists.
    static func expect(_ expected: JSONNode, _ outcome: StatechartStep, _ instance: StatechartInstance, _ label: String)
    {
        func names(_ key: String) -> [String]? { expected[key]?.items?.compactMap(\.string) }
        if let active = names("active") { #expect(instance.activeLeaves == active, "\(label): active") }
        if let configuration = names("configuration") {
            #expect(instance.configuration == configuration, "\(label): configuration")
        }
        if let emits = names("emits") { #expect(outcome.emits.map(\.event) == emits, "\(label): emits") }
        if let exited = names("exited") { #expect(outcome.exited == exited, "\(label): exited") }
        if let entered = names("entered") { #expect(outcome.entered == entered, "\(label): entered") }
        if let transitions = names("transitions") {
            #expect(
                outcome.transitions.map { "\($0.from).\($0.event)#\($0.ordinal)" } == transitions,
                "\(label): transitions")
        }
        for member in expected["context"]?.members ?? [] {
            #expect(instance.context[member.key] == member.value.value, "\(label): context \(member.key)")
        }
        for member in expected["outputs"]?.members ?? [] {
            #expect(outcome.outputs[member.key] == member.value.value, "\(label): output \(member.key)")
        }
        if expected["ignored"] != nil { #expect(outcome.effect == .ignored, "\(label): ignored") }
        if let reason = expected["rejected"]?.string {
            guard case .rejected(let actual) = outcome.effect else {
                Issue.record("\(label): expected a rejection containing '\(reason)', got \(outcome.effect)")
                return
            }
            #expect(actual.contains(reason), "\(label): rejection '\(actual)'")
        } else if expected["ignored"] == nil {
            #expect(outcome.effect == .settled, "\(label): settled")
        }
        if case .bool(let finished)? = expected["finished"]?.value {
            #expect(instance.isFinished == finished, "\(label): finished")
        }
    }
}
