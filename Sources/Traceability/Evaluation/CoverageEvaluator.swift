import Conformance
import SpecModel

/// The evaluate stage: turns a bundle, the checks that ran and the product's policy into a ``CoverageReport``.
///
/// Pure: no I/O, no clock (the day for waiver expiry is injected). Only checks that ran and passed give evidence;
/// a link (`traces`, `features`) alone never covers anything. Work is linear in IDs, references and evidence:
/// every lookup goes through a dictionary keyed by ID.
package enum CoverageEvaluator {
    /// Evaluates the coverage of `bundle`.
    ///
    /// - Parameters:
    ///   - checks: the checks of this product that ran (passed, failed or error).
    ///   - policy: which ID kinds are reported and the evidence each needs.
    ///   - gate: the release gate, read here for its waivers only.
    ///   - today: the evaluation day, `YYYY-MM-DD`; a waiver holds through its expiry day.
    ///   - planning: what the path plans say (`ConformanceRun.planning`): guard outcomes proved unreachable, which
    ///     machine coverage reports apart, and why outcomes were not planned and which limit stopped a search,
    ///     which it reports with every outcome left missing.
    ///
    /// The report also holds every module's readiness (``ModuleReadiness``, the analysis `lint.module-readiness`
    /// warns from), so that a module lint calls not ready is not silently fine in the report.
    package static func evaluate(
        bundle: SpecBundle, checks: [CheckResult], policy: CoveragePolicy, gate: GateSpec? = nil, today: String,
        planning: PlanningFindings = PlanningFindings()
    ) -> CoverageReport {
        var evaluation = Evaluation(bundle: bundle, checks: checks, policy: policy, gate: gate, today: today)
        let entries = evaluation.entries()
        var report = CoverageReport(
            product: bundle.product, entries: entries, checks: checks.map(CheckSummary.init),
            machines: MachineCoverageBuilder(checks: checks, planning: planning).coverage(of: bundle.machines))
        report.readiness = ModuleReadiness.of(bundle)
        report.unreadParameters = UnreadParameters.find(in: bundle, checks: checks).map(\.text)
        return report
    }
}

/// One evaluation's working state.
struct Evaluation {
    let bundle: SpecBundle
    let checks: [CheckResult]
    let policy: CoveragePolicy
    let today: String
    let facts: BundleFacts
    let resolver: IDKindResolver
    let reported: Set<String>
    let outOfScope: IDMatcherSet
    let waivers: [String: Waiver]
    var ledger: EvidenceLedger
    /// The checks by ID (the first of an ID).
    let checksByID: [String: CheckResult]
    /// The ID kind of every defined ID.
    var kinds: [String: String] = [:]

    init(bundle: SpecBundle, checks: [CheckResult], policy: CoveragePolicy, gate: GateSpec?, today: String) {
        self.bundle = bundle
        self.checks = checks
        self.policy = policy
        self.today = today
        facts = BundleFacts(bundle: bundle)
        resolver = IDKindResolver(bundle: bundle)
        reported = Set(policy.reportedKinds)
        outOfScope = IDMatcherSet(policy.outOfScope)
        var waivers: [String: Waiver] = [:]
        for waiver in gate?.waivers ?? [] where waivers[waiver.id] == nil { waivers[waiver.id] = waiver }
        self.waivers = waivers
        ledger = EvidenceLedger(checks: checks)
        var byID: [String: CheckResult] = [:]
        for check in checks where byID[check.id] == nil { byID[check.id] = check }
        checksByID = byID
    }

    mutating func entries() -> [CoverageEntry] {
        let ids = bundle.idIndex.ids
        var referencesOf: [String: [ReferenceOccurrence]] = [:]
        for id in ids {
            let references = bundle.references(to: id)
            let element = bundle.idIndex.definitions(of: id).first?.kind
            guard let kind = resolver.kind(of: id, references: references, definedAs: element) else { continue }
            kinds[id] = kind
            if reported.contains(kind) { referencesOf[id] = references }
        }
        let statusPairs = applyRollups(ids)
        var entries: [CoverageEntry] = []
        entries.reserveCapacity(referencesOf.count)
        for id in ids {
            guard let references = referencesOf[id], let kind = kinds[id] else { continue }
            entries.append(entry(id, kind: kind, references: references))
        }
        for pairs in statusPairs { StatusRollup.apply(pairs, to: &entries) }
        entries += orphans()
        return entries
    }

    // MARK: Roll-ups

    /// Applies the evidence roll-ups; returns the child-parent pairs of each status roll-up, in policy order.
    private mutating func applyRollups(_ ids: [String]) -> [[(child: String, parent: String)]] {
        var statusPairs: [[(child: String, parent: String)]] = []
        for rule in policy.rollups {
            var pairs: [(child: String, parent: String)] = []
            switch rule.selector {
            case .structural(let from, let to):
                for link in facts.links
                where (link.childKind.rawValue == from || kinds[link.child] == from)
                    && (link.parentKind.rawValue == to || kinds[link.parent] == to)
                {
                    pairs.append((link.child, link.parent))
                }
            case .pattern(let childPattern, let parent):
                guard let pattern = CompiledPattern(childPattern) else { continue }
                for id in ids {
                    if let p = pattern.substitute(id, into: parent) { pairs.append((id, p)) }
                }
            }
            if rule.mode == .status {
                statusPairs.append(pairs)
            } else {
                ledger.rollUp(children: pairs, mode: rule.mode)
            }
        }
        return statusPairs
    }

    // MARK: Entries

    private func entry(_ id: String, kind: String, references: [ReferenceOccurrence]) -> CoverageEntry {
        let fact = facts.facts[id] ?? ElementFacts()
        var entry = CoverageEntry(
            id: id, kind: kind, title: fact.title, priority: fact.priority, modules: Set(fact.modules).sorted(),
            status: .uncovered,
            references: Self.records(references))
        entry.verification = fact.verification
        entry.assumptions = fact.assumptions.sorted()
        let evidence = ledger.evidence(of: id, checks: checks)
        entry.evidence = evidence.keys.sorted().map { EvidenceRecord(kind: $0, checks: evidence[$0] ?? []) }
        entry.proofs = proofs(of: id, evidence: entry.evidence)
        entry.failingChecks = ledger.failingChecks(of: id, checks: checks)
        entry.erroredChecks = ledger.erroredChecks(of: id, checks: checks)
        if let waiver = waivers[id] {
            entry.waiver = WaiverRecord(
                reason: waiver.reason, owner: waiver.owner, expires: waiver.expires,
                expired: waiver.isExpired(today: today))
        }
        if let match = outOfScope.match(id) {
            entry.status = .outOfScope
            entry.note = match == id ? "out of scope by policy" : "out of scope by policy (\(match))"
            return entry
        }
        let requirement = policy.requirements.first { $0.idKind == kind && ($0.scope == .all || fact.inScope) }
        guard let requirement else {
            entry.status = .outOfScope
            entry.note = fact.scopeNote ?? "out of scope"
            return entry
        }
        let present = Set(evidence.keys.map(\.rawValue))
        let groups = requirement.evidence.map { group in group.compactMap { EvidenceKind(rawValue: $0.rawValue) } }
        let satisfied = groups.filter { group in group.contains { present.contains($0.rawValue) } }
        entry.missing = groups.filter { group in !group.contains { present.contains($0.rawValue) } }
        if !entry.failingChecks.isEmpty {
            entry.status = .failing
        } else if !entry.erroredChecks.isEmpty {
            // A check that would have verified it got no answer: nothing contradicts it, nothing may claim it.
            entry.status = .unverified
        } else if entry.missing.isEmpty, let unverified = fact.unverified {
            entry.status = .partial
            entry.note = "not verified here: " + unverified
            entry.declaredPartial = true
        } else if entry.missing.isEmpty, requirement.requireAssertion, !entry.proofs.contains(where: { !$0.observed }) {
            entry.status = .partial
            entry.lacksAssertion = true
            entry.note =
                "no assertion names it: its checks only observed it through the elements that trace it (the policy requires an assertion)"
        } else if entry.missing.isEmpty {
            entry.status = .covered
        } else {
            entry.status = satisfied.isEmpty ? .uncovered : .partial
        }
        if entry.status != .covered, let waiver = entry.waiver, !waiver.expired {
            entry.status = .waived
            entry.note = waiver.reason
        }
        return entry
    }

    static func records(_ references: [ReferenceOccurrence]) -> [ReferenceRecord] {
        Set(references.map { ReferenceRecord(id: $0.referrer.id, kind: $0.referrer.kind.rawValue, field: $0.field) })
            .sorted()
    }

    // MARK: Orphans

    /// IDs of a reported kind that are referenced or given evidence but never defined.
    private func orphans() -> [CoverageEntry] {
        var referrers: [String: [ReferenceRecord]] = [:]
        var orphanKinds: [String: String] = [:]
        for occurrence in bundle.references {
            let kind: String
            let ids: [String]
            switch occurrence.kind {
            case .id(let k):
                kind = k
                ids = [occurrence.reference.value]
            case .range(let k, let expanded):
                kind = k
                ids = expanded
            case .external, .invalidRange, .unknown:
                continue
            }
            guard reported.contains(kind) else { continue }
            let record = ReferenceRecord(
                id: occurrence.referrer.id, kind: occurrence.referrer.kind.rawValue, field: occurrence.field)
            for id in ids where !bundle.idIndex.contains(id) {
                referrers[id, default: []].append(record)
                if orphanKinds[id] == nil { orphanKinds[id] = kind }
            }
        }
        for id in ledger.ids where !bundle.idIndex.contains(id) && referrers[id] == nil {
            if let kind = resolver.patternKind(of: id), reported.contains(kind) {
                referrers[id] = []
                orphanKinds[id] = kind
            }
        }
        return referrers.keys.sorted().map { id in
            var entry = CoverageEntry(
                id: id, kind: orphanKinds[id] ?? "unknown", status: .orphaned,
                note: "referenced, never defined", references: Set(referrers[id] ?? []).sorted())
            let evidence = ledger.evidence(of: id, checks: checks)
            entry.evidence = evidence.keys.sorted().map { EvidenceRecord(kind: $0, checks: evidence[$0] ?? []) }
            entry.proofs = proofs(of: id, evidence: entry.evidence)
            entry.failingChecks = ledger.failingChecks(of: id, checks: checks)
            entry.erroredChecks = ledger.erroredChecks(of: id, checks: checks)
            for check in entry.evidence.flatMap(\.checks) + entry.failingChecks + entry.erroredChecks {
                entry.references.append(ReferenceRecord(id: check, kind: "check", field: "evidence"))
            }
            entry.references = Set(entry.references).sorted()
            return entry
        }
    }
}
