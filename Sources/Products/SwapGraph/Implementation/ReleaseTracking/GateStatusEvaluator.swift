import Foundation

/// Gate status per §20.2 with the binding readings of the decisions file.
///
/// In order, first match wins:
/// 1. no required checks → `NOT_STARTED` (an empty gate is never a vacuous PASS);
/// 2. a required check is in `failing_checks` → `FAIL`;
/// 3. an open P0 blocker of a gating task names a required check → `BLOCKED`;
/// 4. every required check has a valid §20.1 pass in a gating task's `checks_passed` → `PASS`;
/// 5. some do → `IN_PROGRESS`; 6. none do → `NOT_STARTED`.
///
/// Reading: FAIL takes precedence over BLOCKED. Non-gating tasks (§17.5) contribute no evidence and no blockers.
package struct GateStatusEvaluator: Sendable {
    /// The tracker root, for artifact checks.
    package let root: URL

    /// Creates an evaluator.
    package init(root: URL) { self.root = root }

    /// The status of a gate with `requiredChecks` and `failingChecks`, given the tracker's evidence.
    package func status(requiredChecks: [String], failingChecks: [String], tracker: TaskTracker) -> GateStatus {
        guard !requiredChecks.isEmpty else { return .notStarted }
        let required = Set(requiredChecks)
        if !required.isDisjoint(with: failingChecks) { return .fail }
        let gating = tracker.gatingTasks
        let blocked = gating.contains { task in
            task.openIssues.contains { $0.severity == .p0 && required.contains($0.checkID) }
        }
        if blocked { return .blocked }
        let passed = validChecks(in: gating).intersection(required)
        if passed.count == required.count { return .pass }
        return passed.isEmpty ? .notStarted : .inProgress
    }

    /// The record for `definition`, stamped `updated_at = now`; evidence is the sorted artifact paths of the
    /// valid passes of the gate's required checks.
    package func record(for definition: GateDefinition, tracker: TaskTracker, now: Date) -> GateRecord {
        let required = Set(definition.requiredChecks)
        let validity = CheckValidity(root: root)
        let evidence = tracker.gatingTasks.flatMap(\.checksPassed)
            .filter { required.contains($0.checkID) && validity.isValid($0) }
            .map(\.artifact)
        return GateRecord(
            gateID: definition.gateID,
            status: status(
                requiredChecks: definition.requiredChecks, failingChecks: definition.failingChecks, tracker: tracker),
            requiredChecks: definition.requiredChecks,
            failingChecks: definition.failingChecks.filter { required.contains($0) },
            evidence: Array(Set(evidence)).sorted(),
            updatedAt: ReleaseTimestamp.render(now))
    }

    /// Recomputes a whole gate-status file from the tracker: one record per definition, sorted by gate ID (shorter first, so `G10` follows `G9`),
    /// `generated_at = now`.
    package func recompute(tracker: TaskTracker, definitions: [GateDefinition], now: Date) -> GateStatusFile {
        let records = definitions.map { record(for: $0, tracker: tracker, now: now) }
            .sorted { ($0.gateID.count, $0.gateID) < ($1.gateID.count, $1.gateID) }
        return GateStatusFile(generatedAt: ReleaseTimestamp.render(now), gates: records)
    }

    /// The check IDs with at least one valid pass among `tasks`.
    func validChecks(in tasks: [TrackedTask]) -> Set<String> {
        let validity = CheckValidity(root: root)
        var out = Set<String>()
        for task in tasks {
            for pass in task.checksPassed where !out.contains(pass.checkID) && validity.isValid(pass) {
                out.insert(pass.checkID)
            }
        }
        return out
    }
}
