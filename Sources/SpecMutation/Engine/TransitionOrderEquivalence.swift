import SpecModel
import StateMachine

/// `swap-transitions` mutants the engine proves equivalent: two transitions of one state for one event whose guards
/// never hold together in any configuration the machine can reach from its initial context or from a context a
/// scenario resets it with, nor either of them with a transition between the two (``ScenarioGuardOverlaps``). Whichever order they are tried in, the same transition fires
/// (`retriesLeft > 0` and `retriesLeft == 0`; `draftValid` and `!draftValid`). A pair whose guards can both hold
/// (`credit + 1 < price` before an unguarded transition) is never inferred equivalent: there the order decides which
/// fires. Machines whose guards or assignments read event data are not analysed: their swaps are run.
enum TransitionOrderEquivalence {
    static let operatorName = "swap-transitions"

    /// Mutant ID → reason for every mutant of `mutants` the rule proves equivalent in `bundle` with `scenarios`.
    static func resolve(_ mutants: [MutantInfo], in bundle: SpecBundle, scenarios: [Scenario] = []) -> [String: String]
    {
        let wanted = Set(mutants.filter { $0.operatorName == operatorName }.map(\.id))
        guard !wanted.isEmpty else { return [:] }
        var reasons: [String: String] = [:]
        for machine in bundle.machines {
            guard let overlaps = ScenarioGuardOverlaps.analyse(machine, scenarios: scenarios) else { continue }
            for state in machine.allStates {
                for group in state.on where group.transitions.count > 1 {
                    let count = group.transitions.count
                    for a in 0..<count {
                        for b in (a + 1)..<count {
                            let element = TransitionID(
                                machine: machine.id, from: state.name, event: group.event, ordinal: a)
                            let id = "\(operatorName):\(element)<->\(b)"
                            guard wanted.contains(id) else { continue }
                            let apart = { (x: Int, y: Int) in
                                !overlaps.canBothHold(state: state.name, event: group.event, x, y)
                            }
                            guard apart(a, b), ((a + 1)..<b).allSatisfy({ apart(a, $0) && apart($0, b) }) else {
                                continue
                            }
                            let between = b > a + 1 ? " (nor either of them with a transition between the two)" : ""
                            reasons[id] =
                                "inferred by the engine: the guards of transitions #\(a) and #\(b) of \(state.name) on "
                                + "'\(group.event)' never hold together\(between) in any configuration \(machine.id) "
                                + "can reach from its initial context or a scenario's, so whichever order they are "
                                + "tried in, the "
                                + "same transition fires"
                        }
                    }
                }
            }
        }
        return reasons
    }
}
