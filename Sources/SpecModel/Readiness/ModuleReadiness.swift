/// Whether a module is ready for implementation by the documents' definition: its feature IDs, state transitions,
/// data contracts and failure responses are all represented in the spec.
///
/// Readiness is a property of the spec, not of coverage: a module can have every ID covered by passing checks and
/// still not be ready, because the checks prove what the spec says and the spec leaves something out. It is the one
/// analysis behind the lint rule `lint.module-readiness` and the coverage report's readiness column, so both say
/// the same of the same module with the same words.
///
/// A module is ready when:
/// - (a) it names at least one feature, and every ID it names is a defined feature;
/// - (b) a machine, state or transition traces one of its features or the module;
/// - (c) a contract (local, API or CLI) traces one of its features or the module;
/// - (d) an edge case, a failure transition (`path: failure` or with an `errorResponse`) or a failure journey
///   traces one of its features.
package struct ModuleReadiness: Hashable, Sendable {
    /// The module's ID.
    package var module: String
    /// What the spec lacks for the module, in the order (a) to (d); empty when the module is ready.
    package var gaps: [String]

    package init(module: String, gaps: [String]) {
        self.module = module
        self.gaps = gaps
    }

    /// Whether the spec represents everything readiness asks of the module.
    package var isReady: Bool { gaps.isEmpty }

    /// `ready`, or `not ready for implementation (a gap in the spec, not in coverage): <gaps>`.
    package var text: String {
        isReady
            ? "ready"
            : "not ready for implementation (a gap in the spec, not in coverage): " + gaps.joined(separator: "; ")
    }

    /// `module "MOD-CORE" is not ready for implementation (a gap in the spec, not in coverage): <gaps>`: the lint
    /// warning's message, which the coverage report repeats.
    package var message: String { "module \"\(module)\" is " + text }

    /// The readiness of every module of `bundle`, in document order; empty when the bundle has no product file (its
    /// references cannot be classified).
    package static func of(_ bundle: SpecBundle) -> [ModuleReadiness] {
        guard bundle.productSpec != nil else { return [] }
        let evidence = Evidence(bundle)
        return bundle.modules.map { module in
            var seen = Set<String>()
            let features = module.features.flatMap { bundle.expand($0.value) }.filter { seen.insert($0).inserted }
            let keys = Set(features).union([module.id])
            var gaps: [String] = []
            let undefined = features.filter { id in !bundle.idIndex.definitions(of: id).contains { $0.kind == .feature }
            }
            if features.isEmpty {
                gaps.append("it names no feature")
            } else if !undefined.isEmpty {
                let shown = undefined.prefix(10).map { "\"\($0)\"" }.joined(separator: ", ")
                gaps.append(
                    "features not defined: " + shown + (undefined.count > 10 ? " and \(undefined.count - 10) more" : "")
                )
            }
            if evidence.machineTraces.isDisjoint(with: keys) {
                gaps.append("no machine, state or transition traces its features or the module")
            }
            if evidence.contractTraces.isDisjoint(with: keys) {
                gaps.append("no contract (local, api, cli) traces its features or the module")
            }
            if evidence.failureTraces.isDisjoint(with: features) {
                gaps.append("no edge case, failure transition or failure journey traces its features")
            }
            return ModuleReadiness(module: module.id, gaps: gaps)
        }
    }

    /// The IDs traced by each kind of readiness evidence in a bundle, ranges expanded.
    struct Evidence {
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
}
