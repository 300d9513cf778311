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
        case generatedAt = "generated_at"
        case gates
    }
}
