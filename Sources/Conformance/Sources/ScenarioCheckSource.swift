import SpecModel

/// One `scenario` check per journey scenario of `Traceability/<product>/scenarios` whose machines are selected; a
/// scenario naming a machine that is not defined (or does not compile) is an error diagnostic.
enum ScenarioCheckSource: CheckSource {
    static let isRuleLike = false

    static func run(_ run: inout SourceRun) -> Bool {
        let context = run.context
        let bundle = run.bundle
        let knownMachines = Set(context.traces.keys)
        for scenario in run.scenarios where run.selection.includes(machines: scenario.machines) {
            let unknown = scenario.machines.filter { !knownMachines.contains($0) }
            if !unknown.isEmpty {
                run.diagnostics.append(
                    .error(
                        "conformance.unknown-machine",
                        "scenario \"\(scenario.id)\" names machines that are not defined or do not compile: \(unknown.joined(separator: ", "))",
                        file: scenario.origin.file, at: scenario.origin.location, pointer: scenario.origin.pointer))
            }
            guard let unit = run.claim("scenario:\(scenario.id)") else { continue }
            let (result, events) =
                run.reuse?.scenario(scenario, in: bundle, changed: run.changedEvents)
                ?? context.runScenario(scenario, bundle: bundle)
            guard run.record(result, emitted: events, unit: unit) else { return false }
        }
        return true
    }
}
