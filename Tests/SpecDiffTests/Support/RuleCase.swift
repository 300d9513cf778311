import SpecDiff
import SpecModel
import Testing

/// One fixture pair of the catalogue: a realistic edit of the ochre-soul spec and exactly the rules it must produce.
/// A case either triggers its rule, or is a near miss of it (an edit close to what the rule judges) that must not.
struct RuleCase: Sendable, CustomTestStringConvertible {
    /// Whether the edit triggers the rule the case is named after.
    enum Expectation: Sendable { case triggers, doesNotTrigger }

    var rule: String
    var expectation: Expectation
    /// Every rule ID the edit must produce, with multiplicity, sorted.
    var expected: [String]
    var baseEdit: (@Sendable (inout OchreSpec) -> Void)?
    var edit: @Sendable (inout OchreSpec) -> Void
    /// Arguments the finding of `rule` must carry.
    var arguments: [String: String]
    /// Accepted-changes entries applied to the diff.
    var accepted: [AcceptedChange]

    /// A case that triggers `rule`; `expected` defaults to that one finding.
    init(
        _ rule: String, expect expected: [String]? = nil, arguments: [String: String] = [:],
        accepted: [AcceptedChange] = [],
        base: (@Sendable (inout OchreSpec) -> Void)? = nil, _ edit: @escaping @Sendable (inout OchreSpec) -> Void
    ) {
        self.rule = rule
        self.expectation = .triggers
        self.expected = (expected ?? [rule]).sorted()
        self.baseEdit = base
        self.edit = edit
        self.arguments = arguments
        self.accepted = accepted
    }

    /// A near miss of `rule`: the edit produces exactly `expected` (none by default), and no finding of `rule`.
    static func absent(
        _ rule: String, expect expected: [String] = [], accepted: [AcceptedChange] = [],
        base: (@Sendable (inout OchreSpec) -> Void)? = nil,
        _ edit: @escaping @Sendable (inout OchreSpec) -> Void
    ) -> RuleCase {
        var c = RuleCase(rule, expect: expected, accepted: accepted, base: base, edit)
        c.expectation = .doesNotTrigger
        return c
    }

    var testDescription: String { expectation == .triggers ? rule : "\(rule) is not triggered" }

    func run() -> (base: OchreSpec?, revision: OchreSpec) {
        var base: OchreSpec?
        var revision = OchreSpec.original
        if let baseEdit {
            var b = OchreSpec.original
            baseEdit(&b)
            base = b
            revision = b
        }
        edit(&revision)
        return (base, revision)
    }

    /// Diffs the pair and checks the findings: exactly `expected`; for a triggering case, the finding of `rule`
    /// carries `arguments` and the catalogue's level; for a near miss, no finding of `rule`.
    func verify() throws {
        let (base, revision) = run()
        let findings = diffOchre(base: base, accepted: accepted, revision)
        #expect(
            findings.map(\.rule).sorted() == expected,
            "\(findings.map { "\($0.rule) \($0.element) \($0.argumentText)" })")
        switch expectation {
        case .triggers:
            let main = try #require(findings.first { $0.rule == rule })
            for (key, value) in arguments { #expect(main.arguments[key] == value, "argument \(key)") }
            #expect(main.level == RuleCatalogue.rule(rule)?.level)
        case .doesNotTrigger:
            #expect(!expected.contains(rule), "a near miss cannot expect its own rule")
            #expect(!findings.contains { $0.rule == rule })
        }
    }
}

/// A transition as the machine files write it.
func transition(_ target: String, guard g: String? = nil) -> JSONValue {
    var t: [String: JSONValue] = ["target": .string(target)]
    if let g { t["guard"] = .string(g) }
    return .object(t)
}
