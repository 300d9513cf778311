import SpecDiff
import SpecModel
import Testing

/// One fixture pair of the catalogue: a realistic edit of the ochre-soul spec and exactly the rules it must trigger.
struct RuleCase: Sendable, CustomTestStringConvertible {
    var rule: String
    /// Every rule ID the edit must produce, with multiplicity, sorted.
    var expected: [String]
    var baseEdit: (@Sendable (inout OchreSpec) -> Void)?
    var edit: @Sendable (inout OchreSpec) -> Void
    /// Arguments the finding of `rule` must carry.
    var arguments: [String: String]

    init(
        _ rule: String, expect expected: [String]? = nil, arguments: [String: String] = [:], base: (@Sendable (inout OchreSpec) -> Void)? = nil,
        _ edit: @escaping @Sendable (inout OchreSpec) -> Void
    ) {
        self.rule = rule
        self.expected = (expected ?? [rule]).sorted()
        self.baseEdit = base
        self.edit = edit
        self.arguments = arguments
    }

    var testDescription: String { rule }

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
}

/// A transition as the machine files write it.
func transition(_ target: String, guard g: String? = nil) -> JSONValue {
    var t: [String: JSONValue] = ["target": .string(target)]
    if let g { t["guard"] = .string(g) }
    return .object(t)
}
