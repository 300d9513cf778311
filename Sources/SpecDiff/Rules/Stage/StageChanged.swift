import SpecModel

/// `stage.changed`: a kept stage requires less or more, turned a requirement report-only or critical, changed its pass
/// rule, or became manual or automated. Dropping a requirement or making one report-only weakens the stage: a warning.
enum StageChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "stage.changed", .warning, .stage,
        "a release stage's requirements, criticality, pass rule or manual status changed")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.stages.pairs.compactMap { pair in
            let (b, r) = (pair.base, pair.revision)
            var changes: [String] = []
            let before = Dictionary(
                b.requires.map { ($0.target.text, $0.critical) }, uniquingKeysWith: { first, _ in first })
            let after = Dictionary(
                r.requires.map { ($0.target.text, $0.critical) }, uniquingKeysWith: { first, _ in first })
            let dropped = before.keys.filter { after[$0] == nil }.sorted()
            let added = after.keys.filter { before[$0] == nil }.sorted()
            let relaxed = before.keys.filter { before[$0] == true && after[$0] == false }.sorted()
            let tightened = before.keys.filter { before[$0] == false && after[$0] == true }.sorted()
            if !dropped.isEmpty { changes.append("no longer requires " + dropped.joined(separator: ", ")) }
            if !added.isEmpty { changes.append("now requires " + added.joined(separator: ", ")) }
            if !relaxed.isEmpty { changes.append("report-only now: " + relaxed.joined(separator: ", ")) }
            if !tightened.isEmpty { changes.append("critical now: " + tightened.joined(separator: ", ")) }
            if b.minimumPassing != r.minimumPassing {
                changes.append("minimumPassing \(b.minimumPassing) → \(r.minimumPassing)")
            }
            if b.declaredPartialSatisfies != r.declaredPartialSatisfies {
                changes.append(
                    r.declaredPartialSatisfies
                        ? "declared partial satisfies now" : "declared partial no longer satisfies")
            }
            if (b.manual == nil) != (r.manual == nil) {
                changes.append(r.manual == nil ? "automated now" : "manual now")
            }
            guard !changes.isEmpty else { return nil }
            let weakened =
                !dropped.isEmpty || !relaxed.isEmpty || r.minimumPassing < b.minimumPassing
                || (b.manual == nil && r.manual != nil)
                || (!b.declaredPartialSatisfies && r.declaredPartialSatisfies)
            return descriptor.finding(
                r.id, ["weakened": weakened ? "true" : "false"],
                "release stage \(r.id): " + changes.joined(separator: "; "), base: b.origin,
                revision: r.origin)
        }
    }
}
