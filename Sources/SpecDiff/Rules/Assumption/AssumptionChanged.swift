import SpecModel

/// `assumption.changed`: a kept assumption takes another reading, or affects other IDs. Every ID it affects (on
/// either side) was verified under the old reading and must be verified again.
enum AssumptionChanged: ComparisonRule {
    static let descriptor = DiffRuleDescriptor(
        "assumption.changed", .warning, .assumption,
        "an assumption's reading or the IDs it affects changed; the affected IDs need verifying again")

    static func findings(_ c: DiffContext) -> [Finding] {
        c.assumptions.pairs.compactMap { pair in
            let (b, r) = (pair.base, pair.revision)
            let before = DiffContext.ids(b.affects, in: c.base.bundle)
            let after = DiffContext.ids(r.affects, in: c.revision.bundle)
            var fields: [String] = []
            if b.assumption != r.assumption { fields.append("assumption") }
            if b.readings != r.readings { fields.append("readings") }
            if before != after { fields.append("affects") }
            guard !fields.isEmpty else { return nil }
            let affected = Array(Set(before).union(after)).sorted()
            var message = "assumption \(r.id) \(fields.joined(separator: " and ")) changed"
            if b.assumption != r.assumption { message += " (from \"\(b.assumption)\" to \"\(r.assumption)\")" }
            message += "; verify again: " + (affected.isEmpty ? "no ID" : affected.joined(separator: ", "))
            return descriptor.finding(
                r.id, ["fields": fields.joined(separator: ","), "affects": affected.joined(separator: ",")], message,
                base: b.origin, revision: r.origin)
        }
    }
}
