import EventSchema
import SpecModel

/// `lint.event-schema`: an event schema the event-schema compiler refuses (a remote `$ref`, an unsupported dialect,
/// keyword or format, a malformed keyword) or an event declared twice, reported with the compiler's own diagnostics
/// (`schema.*`, `event.duplicate`) at the schema's place.
///
/// The same catalogue is what `check`, `events`, `trace` and `mutate` validate against, so a schema refused here is
/// refused by every command (exit 65): none of them accepts every event of an event whose schema did not compile.
struct EventSchemaCompileRule: LintRule {
    let id = "lint.event-schema"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "an event schema the event-schema compiler refuses, or an event declared twice"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        EventCatalog(bundle).diagnostics
    }
}
