/// `artifacts/progress/v2-gate-status.json` (§17.3).
public struct GateStatusFile: Codable, Equatable, Sendable {
    /// ISO-8601 generation time.
    public var generatedAt: String
    /// One record per gate.
    public var gates: [GateRecord]

    /// Creates a file.
    public init(generatedAt: String, gates: [GateRecord]) {
        self.generatedAt = generatedAt
        self.gates = gates
    }

    /// The gate IDs the stop condition requires, `G0` … `G9` (§18.1).
    public static let stopGateIDs = (0...9).map { "G\($0)" }

    /// The records for `gateID` (normally one).
    public func records(_ gateID: String) -> [GateRecord] { gates.filter { $0.gateID == gateID } }

    enum CodingKeys: String, CodingKey {
        case generatedAt = "generated_at", gates
    }
}

/// One gate's status record (§17.3).
public struct GateRecord: Codable, Equatable, Sendable {
    /// `G0` … `G9`.
    public var gateID: String
    /// The gate's status.
    public var status: GateStatus
    /// The checks the gate requires.
    public var requiredChecks: [String]
    /// The required checks whose latest run failed.
    public var failingChecks: [String]
    /// Evidence paths.
    public var evidence: [String]
    /// ISO-8601 time of the last update.
    public var updatedAt: String

    /// Creates a record.
    public init(
        gateID: String, status: GateStatus, requiredChecks: [String], failingChecks: [String] = [],
        evidence: [String] = [], updatedAt: String
    ) {
        self.gateID = gateID
        self.status = status
        self.requiredChecks = requiredChecks
        self.failingChecks = failingChecks
        self.evidence = evidence
        self.updatedAt = updatedAt
    }

    enum CodingKeys: String, CodingKey {
        case gateID = "gate_id", status, requiredChecks = "required_checks", failingChecks = "failing_checks"
        case evidence, updatedAt = "updated_at"
    }
}
