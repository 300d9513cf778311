import SpecModel

/// `lint.module-readiness`: a module that is not ready for implementation by the documents' definition (its
/// feature IDs, state transitions, data contracts and failure responses are all represented).
///
/// The analysis is ``ModuleReadiness`` (what readiness asks, (a) to (d)); the coverage report shows the same
/// readiness with the same words next to each module's coverage. Readiness judges the spec, not coverage, and the
/// message says so: a module can be fully covered and not ready.
///
/// One warning per module that is not ready, at its `id`, listing what is missing.
struct ModuleReadinessRule: LintRule {
    let id = "lint.module-readiness"
    let defaultSeverity = Diagnostic.Severity.warning
    let summary = "a module lacks defined features, a state machine, a contract or a failure response tracing it"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        // `ModuleReadiness.of` keeps the modules' document order, one entry each.
        zip(bundle.modules, ModuleReadiness.of(bundle)).compactMap { module, readiness in
            guard !readiness.isReady else { return nil }
            return context.diagnostic(self, readiness.message, at: context.origin(of: "id", in: module.origin))
        }
    }
}
