import SpecModel
import StateMachine

/// `lint.payload-unknown-field`: a payload expectation on an emitted event names a property the event's schema
/// does not declare (in its top-level `properties`), or reads a field of the stimulus's data (`event.colour`) that
/// the machine's declaration of the stimulus does not list in its `data`. Either way the comparison could never
/// hold. Events missing from the events file, schemas without `properties` and undeclared stimuli are not judged;
/// expressions that do not parse are left to `lint.invalid-expression`, context fields to
/// `lint.unknown-context-field`. A statechart's eventless transitions and entry and exit actions are judged too, but
/// for the event schema only: they read the data of whichever event began the step.
struct PayloadFieldRule: LintRule {
    let id = "lint.payload-unknown-field"
    let defaultSeverity = Diagnostic.Severity.error
    let summary = "a payload expectation names an event property or a stimulus data field that is not declared"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        var properties: [String: [String]] = [:]
        for event in bundle.events {
            guard let members = event.schema["properties"]?.members else { continue }
            properties[event.name] = members.map(\.key)
        }
        var diagnostics: [Diagnostic] = []
        for machine in bundle.machines {
            for expression in MachineExpression.all(in: machine) {
                guard case .payload(let event, let property) = expression.role else { continue }
                let origin = expression.source.origin
                if let declared = properties[event], !declared.contains(property) {
                    let message =
                        "\(expression.description) names property \"\(property)\", which the schema of event \"\(event)\" does not declare"
                        + hint(property, declared)
                    diagnostics.append(context.diagnostic(self, message, at: origin))
                }
                guard let stimulus = expression.stimulus.flatMap({ machine.events[$0] }),
                    case .success(let parsed) = Expression.parse(expression.source.value)
                else { continue }
                let fields = stimulus.data.keys.sorted()
                for field in parsed.eventFields.sorted() where stimulus.data[field] == nil {
                    let at =
                        FieldFinder.offset(of: "event." + field, in: expression.source.value).map {
                            Origin(
                                file: origin.file, location: context.location(inStringAt: origin, offset: $0),
                                pointer: origin.pointer)
                        } ?? origin
                    let message =
                        "\(expression.description) reads \"event.\(field)\", but machine \"\(machine.id)\" declares no such data for \"\(expression.event)\""
                        + hint(field, fields)
                    diagnostics.append(context.diagnostic(self, message, at: at))
                }
            }
        }
        return diagnostics
    }

    private func hint(_ name: String, _ candidates: [String]) -> String {
        Suggestion.nearest(otherThan: name, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
