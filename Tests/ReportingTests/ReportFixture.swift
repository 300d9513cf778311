import Conformance
import Reporting
import SpecModel
import Traceability

/// A small hand-built report with every status, a failing check with a divergence, and a machine with covered,
/// uncovered and failing parts and sneak paths (all refused in Idle, one taken in Busy, none sent to the final states); titles carry characters every format must escape. Its gate fails: the feature
/// minimum is missed, a required ID is partial, two IDs are failing, a waiver has expired.
enum ReportFixture {
    static let context = RenderContext(version: "0.1.0", date: "2025-01-31", gate: gate)

    /// What `Gate.evaluate` gives on the report with a feature minimum of 80%, FEAT-ID-002 required, and an expired
    /// waiver for FEAT-DL-002.
    static let gate = GateResult(
        product: "demo",
        failures: [
            GateFailure(
                kind: .minimum, subject: "kind feature",
                message: "kind feature: 33.3% covered or waived, below the minimum 80.0%"),
            GateFailure(
                kind: .mustCover, subject: "FEAT-ID-002",
                message: "FEAT-ID-002 must be covered or waived, but is partial"),
            GateFailure(
                kind: .expiredWaiver, subject: "FEAT-DL-002",
                message: "waiver for FEAT-DL-002 (owner ana) expired on 2025-01-01"),
            GateFailure(
                kind: .failing, subject: "FEAT-DL-001",
                message: "FEAT-DL-001 is failing: a check that exercises it failed"),
            GateFailure(
                kind: .failing, subject: "JRN-F04", message: "JRN-F04 is failing: a check that exercises it failed"),
        ],
        minimums: [
            MinimumCheck(group: .kind, name: "feature", required: 80, satisfied: 2, inScope: 6, passed: false),
            MinimumCheck(group: .kind, name: "journey", required: 0, satisfied: 0, inScope: 1, passed: true),
        ])

    static var report: CoverageReport {
        let entries = [
            CoverageEntry(
                id: "FEAT-ID-001", kind: "feature", title: "Anonymous start", priority: "P0", modules: ["MOD-IDENTITY"],
                status: .covered,
                evidence: [
                    EvidenceRecord(kind: .success, checks: ["path:access:1"]),
                    EvidenceRecord(kind: .recovery, checks: ["path:access:2"]),
                    EvidenceRecord(kind: .observability, checks: ["path:access:1"]),
                ],
                references: [ReferenceRecord(id: "JRN-P01", kind: "journey", field: "features")]),
            CoverageEntry(
                id: "FEAT-ID-002", kind: "feature", title: "Link <account> & \"sync\" | 'merge'", priority: "P0",
                modules: ["MOD-IDENTITY"],
                status: .partial, evidence: [EvidenceRecord(kind: .success, checks: ["path:access:1"])],
                missing: [[.recovery], [.observability]]),
            CoverageEntry(
                id: "FEAT-DL-001", kind: "feature", title: "Download", priority: "P1", modules: ["MOD-DOWNLOAD"],
                status: .failing,
                evidence: [EvidenceRecord(kind: .success, checks: ["path:access:1"])],
                missing: [[.recovery], [.observability]],
                failingChecks: ["scenario:JRN-F04"]),
            CoverageEntry(
                id: "FEAT-DL-002", kind: "feature", title: "Verify", modules: ["MOD-DOWNLOAD"], status: .uncovered,
                missing: [[.success], [.recovery], [.observability]],
                references: [ReferenceRecord(id: "access/Busy", kind: "state", field: "traces")]),
            CoverageEntry(
                id: "FEAT-DL-003", kind: "feature", title: "Resume", status: .waived, note: "vendor SDK late",
                missing: [[.recovery]],
                waiver: WaiverRecord(reason: "vendor SDK late", owner: "ana", expires: "2025-03-01", expired: false)),
            CoverageEntry(
                id: "FEAT-FAM-001", kind: "feature", title: "Family sharing", status: .outOfScope,
                note: "scope out: roadmap"),
            CoverageEntry(
                id: "FEAT-ZZ-999", kind: "feature", status: .orphaned, note: "referenced, never defined",
                references: [ReferenceRecord(id: "JRN-P01", kind: "journey", field: "features")]),
            CoverageEntry(
                id: "JRN-F04", kind: "journey", title: "Checksum fails twice", status: .failing,
                failingChecks: ["scenario:JRN-F04"]),
        ]
        let checks = [
            CheckSummary(
                id: "path:access:1", kind: .path, title: "all transitions: start", status: .passed,
                ids: ["FEAT-DL-001", "FEAT-ID-001"]),
            CheckSummary(
                id: "path:access:2", kind: .path, title: "recovery: retry", status: .passed, ids: ["FEAT-ID-001"]),
            CheckSummary(
                id: "scenario:JRN-F04", kind: .scenario, title: "Checksum <fails> twice", status: .failed,
                ids: ["FEAT-DL-001", "JRN-F04"],
                divergence: Divergence(
                    step: 2, pathSoFar: ["start", "mismatch", "mismatch"], expected: "state DownloadFailed",
                    observed: "state Downloading")),
            CheckSummary(
                id: "rule:RULE-X", kind: .rule, title: "rule x", status: .error, message: "no subject registered"),
        ]
        let machine = MachineCoverage(
            id: "access", title: "Artwork access", initial: "Idle",
            states: [
                StateCoverage(name: "Idle", status: .covered), StateCoverage(name: "Busy", status: .covered),
                StateCoverage(name: "Download Failed", isFinal: true, status: .failing),
                StateCoverage(name: "Done", isFinal: true, status: .uncovered),
            ],
            transitions: [
                TransitionCoverage(
                    id: TransitionID(machine: "access", from: "Idle", event: "start", ordinal: 0), to: "Busy",
                    path: "success", status: .covered),
                TransitionCoverage(
                    id: TransitionID(machine: "access", from: "Busy", event: "mismatch", ordinal: 0), to: "Busy",
                    guardExpression: "retriesLeft > 0", path: "recovery", status: .covered,
                    guardOutcomes: [true],
                    missingGuardOutcomes: [MissingGuardOutcome(outcome: false, reason: "no passing check observed it")]),
                TransitionCoverage(
                    id: TransitionID(machine: "access", from: "Busy", event: "mismatch", ordinal: 1),
                    to: "Download Failed", guardExpression: "retriesLeft == 0", path: "failure",
                    status: .failing,
                    missingGuardOutcomes: [
                        MissingGuardOutcome(outcome: true, reason: "only failing checks observed it"),
                        MissingGuardOutcome(
                            outcome: false, reason: "planner limit max-depth=3 reached (raise it with --max-depth)"),
                    ]),
                TransitionCoverage(
                    id: TransitionID(machine: "access", from: "Busy", event: "done", ordinal: 0), to: "Done",
                    path: "success", status: .uncovered),
            ],
            sneakPaths: SneakPathCount(
                refused: 5, total: 6, taken: [SneakPath(state: "Busy", event: "start")],
                states: [
                    SneakStateCount(state: "Idle", refused: 3, total: 3),
                    SneakStateCount(state: "Busy", refused: 2, total: 3),
                ]),
            plannerLimit: "planner limit max-depth=3 reached (raise it with --max-depth)")
        var report = CoverageReport(product: "demo", entries: entries, checks: checks, machines: [machine])
        report.readiness = [
            ModuleReadiness(module: "MOD-IDENTITY", gaps: []),
            ModuleReadiness(
                module: "MOD-DOWNLOAD", gaps: ["no contract (local, api, cli) traces its features or the module"]),
        ]
        return report
    }
}
