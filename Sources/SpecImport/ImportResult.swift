import SpecJSON

/// What reading a foreign document gives: the native spec JSON it maps to, located in the original.
///
/// `node` holds the native form (the same keys a hand-written spec file has), and every node's location
/// points into the foreign file, so that a later error is reported where the user can fix it. Everything
/// the native model cannot express is a diagnostic naming the construct, never dropped silently.
package struct ImportResult: Sendable {
    package var node: JSONNode?
    package var diagnostics: [Diagnostic]

    package init(node: JSONNode?, diagnostics: [Diagnostic] = []) {
        self.node = node
        self.diagnostics = diagnostics
    }

    /// Whether the foreign document mapped without an error.
    package var isClean: Bool { node != nil && !diagnostics.contains { $0.severity == .error } }
}
