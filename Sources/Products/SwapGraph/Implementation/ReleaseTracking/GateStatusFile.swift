/// `artifacts/progress/v2-gate-status.json` (§17.3).
package struct GateStatusFile: Codable, Equatable, Sendable {
    /// ISO-8601 generation time.
    package var generatedAt: String
    /// One record per gate.
    package var gates: [GateRecord]

    /// Creates a file.
    package init(generatedAt: String, gates: [GateRecord]) {
        self.generatedAt = generatedAt
        self.gates = gates
    }

    /// The gate IDs the stop condition requires, `G0` … `G9` (§18.1).
    package static let stopGateIDs = (0...9).map { "G\($0)" }

    /// The records for `gateID` (normally one).
    package func records(_ gateID: String) -> [GateRecord] { gates.filter { $0.gateID == gateID } }

    enum CodingKeys: String, CodingKey {
        case generatedAt = "generated_at"
        case gates
    }
}
