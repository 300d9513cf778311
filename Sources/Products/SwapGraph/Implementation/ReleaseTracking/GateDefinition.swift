/// A gate's required checks and the checks whose latest run failed.
///
/// The tracker records only passes, so failing outcomes come from the caller (the latest check runs, §19.4.1).
public struct GateDefinition: Equatable, Sendable {
    /// `G0` … `G9`.
    public var gateID: String
    /// The checks the gate requires.
    public var requiredChecks: [String]
    /// Checks whose latest run failed.
    public var failingChecks: [String]

    /// Creates a definition.
    public init(gateID: String, requiredChecks: [String], failingChecks: [String] = []) {
        self.gateID = gateID
        self.requiredChecks = requiredChecks
        self.failingChecks = failingChecks
    }
}
