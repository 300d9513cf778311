import EventSchema
import SpecModel

/// `lint.output-example-invalid`: an output's example input that its input schema rejects. An input schema the
/// event-schema compiler rejects is reported with the compiler's own diagnostics (`schema.*`).
struct OutputInputSchemaRule: LintRule {
    let id = "lint.output-example-invalid"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "an output's input schema does not compile, or an example does not follow it"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var diagnostics: [Diagnostic] = []
        for output in bundle.outputs {
            let (compiled, found) = CompiledSchema.compile(
                output.input, file: output.origin.file, pointer: output.inputPointer)
            diagnostics += found
            guard let schema = compiled else { continue }
            for example in output.examples {
                let errors = schema.validate(example.input)
                guard let first = errors.first else { continue }
                diagnostics.append(
                    context.diagnostic(
                        self,
                        "example \"\(example.name)\" of output \"\(output.id)\" does not follow the input schema: \(first.message)",
                        at: example.origin))
            }
        }
        return diagnostics
    }
}
