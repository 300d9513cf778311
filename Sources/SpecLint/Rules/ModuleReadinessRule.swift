import SpecModel

/// `lint.module-readiness`: a module that is not ready for implementation by the documents' definition (its
/// feature IDs, state transitions, data contracts and failure responses are all represented).
///
/// A module is ready when:
/// - (a) it names at least one feature, and every ID it names is a defined feature;
/// - (b) a machine, state or transition traces one of its features or the module;
/// - (c) a contract (local, API or CLI) traces one of its features or the module;
/// - (d) an edge case, a failure transition (`path: failure` or with an `errorResponse`) or a failure journey
///   traces one of its features.
///
/// One warning per module that is not ready, at its `id`, listing what is missing.
struct ModuleReadinessRule: LintRule {
    let id = "lint.module-readiness"
    let defaultSeverity = Diagnostic.Severity.warning
    let summary = "a module lacks defined features, a state machine, a contract or a failure response tracing it"

    func check(_ bundle: SpecBundle, _ context: LintContext) -> [Diagnostic] {
        guard bundle.hasPatterns else { return [] }
        let evidence = ReadinessEvidence(bundle)
        var diagnostics: [Diagnostic] = []
        for module in bundle.modules {
            let features = bundle.ids(namedBy: module.features)
            let keys = Set(features).union([module.id])
            var missing: [String] = []
            let undefined = features.filter { !bundle.isDefined($0, as: .feature) }
            if features.isEmpty {
                missing.append("it names no feature")
            } else if !undefined.isEmpty {
                missing.append("features not defined: \(undefined.quotedList())")
            }
            if evidence.machineTraces.isDisjoint(with: keys) {
                missing.append("no machine, state or transition traces its features or the module")
            }
            if evidence.contractTraces.isDisjoint(with: keys) {
                missing.append("no contract (local, api, cli) traces its features or the module")
            }
            if evidence.failureTraces.isDisjoint(with: features) {
                missing.append("no edge case, failure transition or failure journey traces its features")
            }
            guard !missing.isEmpty else { continue }
            let message = "module \"\(module.id)\" is not ready: " + missing.joined(separator: "; ")
            diagnostics.append(context.diagnostic(self, message, at: context.origin(of: "id", in: module.origin)))
        }
        return diagnostics
    }
}

/// The IDs traced by each kind of readiness evidence in a bundle, ranges expanded.
struct ReadinessEvidence {
    /// Traced by a machine, one of its states or one of its transitions.
    var machineTraces = Set<String>()
    /// Traced by a local, API or CLI contract.
    var contractTraces = Set<String>()
    /// Traced by an edge case, a failure transition or a failure journey (its features, its steps' features, its traces).
    var failureTraces = Set<String>()

    init(_ bundle: SpecBundle) {
        func add(_ references: [Located<String>], to set: inout Set<String>) {
            for reference in references { set.formUnion(bundle.expand(reference.value)) }
        }
        for machine in bundle.machines {
            add(machine.info.traces, to: &machineTraces)
            for state in machine.states { add(state.info.traces, to: &machineTraces) }
            for t in machine.transitions {
                add(t.transition.info.traces, to: &machineTraces)
                if t.transition.path == .failure || t.transition.errorResponse != nil {
                    add(t.transition.info.traces, to: &failureTraces)
                }
            }
        }
        for c in bundle.localContracts { add(c.info.traces, to: &contractTraces) }
        for c in bundle.apiEndpoints { add(c.info.traces, to: &contractTraces) }
        for c in bundle.cliCommands { add(c.info.traces, to: &contractTraces) }
        for e in bundle.edgeCases { add(e.info.traces, to: &failureTraces) }
        for j in bundle.journeys where j.type == .failure {
            add(j.features + j.info.traces, to: &failureTraces)
            for step in j.steps { add(step.features + step.info.traces, to: &failureTraces) }
        }
    }
}
