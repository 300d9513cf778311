/// A gate's required checks and the checks whose latest run failed.
///
/// The tracker records only passes, so failing outcomes come from the caller (the latest check runs, §19.4.1).
package struct GateDefinition: Equatable, Sendable {
    /// `G0` … `G9`.
    package var gateID: String
    /// The checks the gate requires.
    package var requiredChecks: [String]
    /// Checks whose latest run failed.
    package var failingChecks: [String]

    /// Creates a definition.
    package init(gateID: String, requiredChecks: [String], failingChecks: [String] = []) {
        self.gateID = gateID
        self.requiredChecks = requiredChecks
        self.failingChecks = failingChecks
    }
}
