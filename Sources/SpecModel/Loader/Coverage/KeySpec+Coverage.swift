/// The key tables of the coverage policy and gate files (`Traceability/<product>/policy.json`, `gate.json`).
extension KeySpec {
    static let policyFile = KeySpec(
        "policy", required: envelopeRequired + ["requirements"],
        optional: envelopeOptional + ["outOfScope", "rollups", "source", "notes"])
    static let policyRequirement = KeySpec(
        "requirement", required: ["idKind", "evidence"], optional: ["scope", "requireAssertion", "notes"])
    static let policyRollup = KeySpec("rollup", optional: ["from", "to", "childPattern", "parent", "mode", "notes"])

    static let gateFile = KeySpec(
        "gate", required: envelopeRequired,
        optional: envelopeOptional + [
            "minimum", "mustCover", "waivers", "baseline", "partialMachines", "source", "notes", "minimumMutationScore",
            "declaredPartialSatisfies", "failOnUnassertedClaims", "failOnUnreadParameters",
        ])
    static let gateMinimum = KeySpec("minimum", optional: ["byKind", "byPriority"])
    static let gateWaiver = KeySpec("waiver", required: ["id", "reason", "owner", "expires"], optional: ["notes"])
    static let gatePartialMachine = KeySpec("partialMachine", required: ["machine", "reason"], optional: ["notes"])

    static let mutationFile = KeySpec(
        "mutation", required: envelopeRequired + ["equivalent"], optional: envelopeOptional + ["source", "notes"])
    static let mutationEquivalent = KeySpec(
        "equivalent", required: ["reason"], optional: ["mutant", "element", "operator", "notes"])

    /// The tables of a coverage file kind (`policy` or `gate`); its schema has a `$defs` entry for each.
    static func coverageTables(for kind: CoverageFileKind) -> [KeySpec] {
        switch kind {
        case .policy: [policyFile, policyRequirement, policyRollup, source]
        case .gate: [gateFile, gateMinimum, gateWaiver, gatePartialMachine, source]
        case .mutation: [mutationFile, mutationEquivalent, source]
        }
    }
}

/// The kinds of the files under `Traceability/<product>/` that configure coverage.
package enum CoverageFileKind: String, CaseIterable, Sendable {
    case policy, gate
    /// `mutation.json`: declared equivalent mutants for `specconform mutate`.
    case mutation
}
