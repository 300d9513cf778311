import SpecModel

/// One lint check over a decoded spec bundle.
///
/// A rule has a stable code (`lint.duplicate-id`) that doubles as its ID, a default severity and a one-line
/// summary for `--help` and the docs. `check` reports every problem it finds in one bundle; it never stops at the
/// first one and never crashes on bad input. Rules are values with no state: the same bundle gives the same
/// diagnostics, in any order (the ``Linter`` sorts them).
///
/// ```swift
/// struct NoEmptyTitles: LintRule {
///     let id = "lint.empty-title"
///     let defaultSeverity = Diagnostic.Severity.warning
///     let summary = "a feature has an empty title"
///     func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
///         bundle.features.filter { $0.title.isEmpty }.map { context.diagnostic(self, "empty title", at: $0.origin) }
///     }
/// }
/// ```
package protocol LintRule: Sendable {
    /// The stable diagnostic code the rule reports, such as `lint.duplicate-id`.
    var id: String { get }
    /// The severity of the rule's diagnostics unless options override it.
    var defaultSeverity: Diagnostic.Severity { get }
    /// One lowercase line saying what the rule finds.
    var summary: String { get }
    /// Every problem the rule finds in `bundle`.
    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic]
}
