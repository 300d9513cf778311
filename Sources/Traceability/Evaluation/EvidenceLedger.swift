import Conformance
import SpecModel

/// The evidence every ID received, from checks that passed, and the failing and errored checks that exercise each ID.
///
/// Checks are kept as indices into the check list; an ID's hits are deduplicated when read.
struct EvidenceLedger {
    struct Hit: Hashable {
        let kind: EvidenceKind
        let check: Int32
    }

    private(set) var hits: [String: [Hit]] = [:]
    private(set) var failing: [String: [Int32]] = [:]
    /// Checks that could not run to a verdict (``CheckStatus/error``), per ID.
    private(set) var errored: [String: [Int32]] = [:]

    init(checks: [CheckResult]) {
        hits.reserveCapacity(checks.count)
        for (index, check) in checks.enumerated() {
            let i = Int32(truncatingIfNeeded: index)
            if check.status == .passed {
                for e in check.evidence { hits[e.id, default: []].append(Hit(kind: e.kind, check: i)) }
            } else {
                var last: String? = nil
                // Evidence is sorted by ID, so repeats of an ID are adjacent.
                for e in check.evidence where e.id != last {
                    if check.status == .error {
                        errored[e.id, default: []].append(i)
                    } else {
                        failing[e.id, default: []].append(i)
                    }
                    last = e.id
                }
            }
        }
    }

    /// Every ID that received evidence, a failing or an errored check.
    var ids: Set<String> { Set(hits.keys).union(failing.keys).union(errored.keys) }

    /// The evidence kinds `id` has from passing checks.
    func kinds(of id: String) -> Set<EvidenceKind> { Set((hits[id] ?? []).map(\.kind)) }

    /// Applies one roll-up: `parents` maps each child to its parent.
    mutating func rollUp(children parents: [(child: String, parent: String)], mode: RollupRule.Mode) {
        var byParent: [String: [String]] = [:]
        for (child, parent) in parents where child != parent { byParent[parent, default: []].append(child) }
        for parent in byParent.keys.sorted() {
            let children = byParent[parent] ?? []
            var failed: [Int32] = []
            var unanswered: [Int32] = []
            for child in children {
                failed += failing[child] ?? []
                unanswered += errored[child] ?? []
            }
            if !failed.isEmpty { failing[parent, default: []] += failed }
            if !unanswered.isEmpty { errored[parent, default: []] += unanswered }
            switch mode {
            case .status:
                continue
            case .any:
                var gained: [Hit] = []
                for child in children { gained += hits[child] ?? [] }
                if !gained.isEmpty { hits[parent, default: []] += gained }
            case .all:
                var common: Set<EvidenceKind>? = nil
                for child in children {
                    let kinds = self.kinds(of: child)
                    common = common.map { $0.intersection(kinds) } ?? kinds
                    if common?.isEmpty == true { break }
                }
                guard let common, !common.isEmpty else { continue }
                var gained: [Hit] = []
                for child in children { gained += (hits[child] ?? []).filter { common.contains($0.kind) } }
                hits[parent, default: []] += gained
            }
        }
    }

    /// `id`'s evidence by kind, each with its check IDs sorted and without repeats.
    func evidence(of id: String, checks: [CheckResult]) -> [EvidenceKind: [String]] {
        guard let list = hits[id] else { return [:] }
        var result: [EvidenceKind: Set<Int32>] = [:]
        for hit in list { result[hit.kind, default: []].insert(hit.check) }
        return result.mapValues { Set($0.map { checks[Int($0)].id }).sorted() }
    }

    /// The failing checks that exercise `id`, sorted, without repeats.
    func failingChecks(of id: String, checks: [CheckResult]) -> [String] {
        guard let list = failing[id] else { return [] }
        return Set(list.map { checks[Int($0)].id }).sorted()
    }

    /// The checks that exercise `id` and could not run to a verdict, sorted, without repeats.
    func erroredChecks(of id: String, checks: [CheckResult]) -> [String] {
        guard let list = errored[id] else { return [] }
        return Set(list.map { checks[Int($0)].id }).sorted()
    }
}
