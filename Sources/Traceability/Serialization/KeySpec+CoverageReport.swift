import SpecModel

/// The key tables of `coverage.json` (`Spec/schema/coverage.schema.json`). The counts (`summary`, `byKind`,
/// `byPriority`, `byModule`, a machine's `summary`) and `generator` are recomputed or ignored when a report is read
/// back, so they may be absent; so is `verdict`, which the renderer derives from the report and the gate's result.
extension KeySpec {
    static let coverageReport = KeySpec(
        "coverage", required: envelopeRequired + ["ids", "checks", "machines"],
        optional: [
            "generator", "date", "summary", "byKind", "byPriority", "byModule", "verdict", "readiness",
            "unreadParameters",
        ])
    static let coverageEntry = KeySpec(
        "entry", required: ["id", "kind", "status", "modules", "evidence", "missing", "failingChecks", "references"],
        optional: [
            "title", "priority", "note", "waiver", "verification", "assumptions", "declaredPartial", "proofs",
            "lacksAssertion", "erroredChecks",
        ])
    static let coverageProof = KeySpec("proof", required: ["check", "assertion"], optional: ["observed"])
    static let coverageEvidence = KeySpec("evidence", required: ["kind", "checks"])
    static let coverageReference = KeySpec("reference", required: ["id", "kind", "field"])
    static let coverageWaiver = KeySpec("waiver", required: ["reason", "owner", "expires", "expired"])
    static let coverageCheck = KeySpec(
        "check", required: ["id", "kind", "title", "status", "ids"], optional: ["divergence", "message", "unasserted"])
    static let coverageDivergence = KeySpec(
        "divergence", required: ["step", "path", "expected", "observed"], optional: ["at"])
    static let coverageMachine = KeySpec(
        "machine", required: ["id", "initial", "states", "transitions"],
        optional: ["title", "summary", "sneakPaths", "plannerLimit", "defUses"])
    static let coverageDefUses = KeySpec(
        "defUses", required: ["covered", "infeasible", "missing"], optional: ["total"])
    static let coverageMissingDefUse = KeySpec(
        "missingDefUse", required: ["field", "definition", "reason"], optional: ["definedBy", "use", "kind", "value"])
    static let coverageSneakPaths = KeySpec(
        "sneakPaths", required: ["refused", "total", "taken"], optional: ["unsent", "states", "diverged"])
    static let coverageSneakContinuation = KeySpec(
        "sneakContinuation", required: ["state", "event", "step", "expected", "observed"])
    static let coverageSneakState = KeySpec(
        "sneakState", required: ["state", "refused", "total"], optional: ["unsent"])
    static let coverageSneakPath = KeySpec("sneakPath", required: ["state", "event"])
    static let coverageState = KeySpec(
        "state", required: ["name", "final", "status"], optional: ["parent", "kind", "initial"])
    static let coverageTransition = KeySpec(
        "transition", required: ["from", "event", "ordinal", "to", "path", "status", "guardOutcomes"],
        optional: ["guard", "unreachableGuardOutcomes", "missingGuardOutcomes"])
    static let coverageMissingGuardOutcome = KeySpec("missingGuardOutcome", required: ["outcome", "reason"])
    static let coverageReadiness = KeySpec("readiness", required: ["module", "ready", "gaps"])
}
