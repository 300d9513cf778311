import SpecModel
import StateMachine

/// Why ``Pipeline/paths(_:_:product:machine:criterion:limits:)`` planned nothing.
package enum PathsFailure: Error, Sendable {
    /// The spec has errors, or the machine does not compile.
    case invalidSpec(InvalidInputError)
    /// The product has no machine of that ID.
    case unknownMachine(UnknownMachineError)
}

/// A machine was asked for that the product does not define.
package struct UnknownMachineError: Error, Hashable, Sendable {
    package var machine: String
    package var product: String
    /// The product's machines, sorted.
    package var available: [String]
    /// The closest available ID, if one is close.
    package var suggestion: String?

    /// One line saying what is wrong and what is there.
    package var message: String {
        let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
        return "no machine '\(machine)' in \(product) (machines: \(available.joined(separator: ", ")))\(hint)"
    }
}

extension Pipeline {
    /// The paths stage: the test paths through one machine of `product` that cover `criterion`, within `limits` (a
    /// plan a limit stopped says so). Pure: the spec is loaded already.
    package static func paths(
        _ spec: LoadedSpec, _ project: Project, product: String, machine machineID: String,
        criterion: CoverageCriterion = .transitions, limits: PlannerLimits = PlannerLimits()
    ) -> Result<PathPlan, PathsFailure> {
        let problems = spec.diagnostics(root: project.specRoot).filter { $0.severity == .error }
        if !problems.isEmpty {
            return .failure(.invalidSpec(InvalidInputError(diagnostics: problems, sources: spec.sources)))
        }
        guard let bundle = spec.load.catalog.bundle(product), let machine = bundle.machine(id: machineID) else {
            let machines = spec.load.catalog.bundle(product)?.machines.map(\.id).sorted() ?? []
            return .failure(
                .unknownMachine(
                    UnknownMachineError(
                        machine: machineID, product: product, available: machines,
                        suggestion: Suggestions.didYouMean(machineID, among: machines))))
        }
        return PathPlanner(limits: limits).plan(machine, criterion: criterion)
            .mapError { .invalidSpec(InvalidInputError(diagnostics: $0.diagnostics, sources: spec.sources)) }
    }
}
