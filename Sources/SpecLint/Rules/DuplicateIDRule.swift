import SpecModel

/// `lint.duplicate-id`: an ID defined more than once in a bundle.
///
/// Reported at every definition after the first, with the first definition as a related location. Definitions
/// are compared across all element kinds, so a surface and a feature may not share an ID either.
struct DuplicateIDRule: LintRule {
    let id = "lint.duplicate-id"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "an ID is defined more than once in the bundle"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for (id, definitions) in bundle.idIndex.duplicates where !id.isEmpty {
            guard let first = definitions.first else { continue }
            let firstOrigin = origin(of: first, context)
            for later in definitions.dropFirst() {
                let here = origin(of: later, context)
                let message =
                    "\"\(id)\" is defined more than once: as \(later.kind.rawValue) here, first as \(first.kind.rawValue) at "
                    + "\(firstOrigin.file):\(firstOrigin.location)"
                diagnostics.append(
                    context.diagnostic(
                        self, message, at: here,
                        related: [context.related("first definition of \"\(id)\"", firstOrigin)]))
            }
        }
        return diagnostics
    }

    /// The origin of the key that writes the ID: `name` for an event name, `id` otherwise.
    private func origin(of definition: IDDefinition, _ context: LintContext) -> Origin {
        context.origin(of: definition.kind == .eventName ? "name" : "id", in: definition.origin)
    }
}
