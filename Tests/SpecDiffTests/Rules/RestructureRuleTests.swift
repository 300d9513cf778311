import SpecModel
import Testing

@testable import SpecDiff

extension RuleCases {
    static let due = "machines/due.json"

    /// Three phases before a birth, flat: each phase handles `birth` itself.
    static let flatDue = """
        {"kind": "machine", "version": 1, "product": "ochre-soul", "id": "due", "initial": "Far",
         "unhandled": {"mode": "reject", "output": "refusal"},
         "states": {
          "Far": {"on": {"birth": [{"target": "Born"}]}, "after": {"39h": [{"target": "Countdown"}]}},
          "Countdown": {"on": {"birth": [{"target": "Born"}]}, "after": {"11d": [{"target": "Overdue"}]}},
          "Overdue": {"on": {"birth": [{"target": "Born"}]}},
          "Born": {"type": "final"}}}
        """

    /// The same phases inside `Expecting`, whose one `birth` transition ends each of them; `overdue` is Overdue's body.
    static func nestedDue(overdue: String = "{}") -> String {
        """
        {"kind": "machine", "version": 1, "product": "ochre-soul", "id": "due", "initial": "Expecting",
         "unhandled": {"mode": "reject", "output": "refusal"},
         "states": {
          "Expecting": {"initial": "Far", "on": {"birth": [{"target": "Born"}]}, "states": {
            "Far": {"after": {"39h": [{"target": "Countdown"}]}},
            "Countdown": {"after": {"11d": [{"target": "Overdue"}]}},
            "Overdue": \(overdue)}},
          "Born": {"type": "final"}}}
        """
    }

    static let addFlatDue: @Sendable (inout OchreSpec) -> Void = { $0.files["ochre-soul/" + due] = json(flatDue) }

    /// What re-encoding the flat machine as the statechart reports besides `machine.restructured`.
    static let restructuring = [
        "machine.initial-changed", "machine.state-added", "machine.state-moved", "machine.state-moved",
        "machine.state-moved", "machine.transition-removed", "machine.transition-removed",
        "machine.transition-removed",
    ]

    static let restructures: [RuleCase] = [
        RuleCase(
            "machine.restructured", expect: ["machine.restructured"] + restructuring, arguments: ["machine": "due"],
            base: addFlatDue
        ) { $0.files["ochre-soul/" + due] = json(nestedDue()) },
        // Near miss: Overdue now sends `birth` back to Far, overriding its parent: Overdue behaves differently.
        .absent(
            "machine.restructured",
            expect: restructuring.dropLast() + ["machine.transition-target-changed"], base: addFlatDue
        ) {
            $0.files["ochre-soul/" + due] = json(nestedDue(overdue: #"{"on": {"birth": [{"target": "Far"}]}}"#))
        },
    ]
}

/// A statechart re-encoding that keeps the flat machine of configurations is a restructure: reported as one
/// `machine.restructured`, with the machine's other findings lowered to info.
@Suite struct RestructureRuleTests {
    @Test("machine.restructured: its fixture triggers it, its near miss does not", arguments: RuleCases.restructures)
    func fixture(_ c: RuleCase) throws { try c.verify() }

    @Test("a history's depth or default that no run can tell apart is a restructure, not an error")
    func unobservableHistoryChange() throws {
        var base = OchreSpec.original
        RuleCases.addPlayer(&base)
        for (key, value) in [("history", "deep"), ("target", "Playing")] {
            var revision = base
            RuleCases.set(&revision, RuleCases.history, key, .string(value))
            let findings = diffOchre(base: base, revision)
            #expect(findings.map(\.rule).contains("machine.restructured"), "\(key)")
            #expect(findings.allSatisfy { $0.level == .info }, "\(findings.map { ($0.rule, $0.level) })")
        }
    }

    @Test("a restructure lowers the machine's other findings to info; a behaviour change keeps them errors")
    func levels() throws {
        let (base, revision) = try #require(RuleCases.restructures.first).run()
        let findings = diffOchre(base: base, revision).filter { $0.arguments["machine"] ?? $0.element == "due" }
        #expect(!findings.isEmpty)
        #expect(findings.allSatisfy { $0.level == .info }, "\(findings.map { ($0.rule, $0.level) })")
        let (_, changed) = RuleCases.restructures[1].run()
        let kept = diffOchre(base: base, changed).filter { $0.rule.hasPrefix("machine.transition-") }
        #expect(kept.count == 3 && kept.allSatisfy { $0.level == .error }, "\(kept.map { ($0.rule, $0.level) })")
    }
}
