import SpecModel
import StateMachine

/// Derives each finding's impact from the base spec itself, without running checks: the scenarios and planned
/// paths that cross a changed transition or visit a changed state, the IDs they cover and the element's own traces,
/// followed through journeys to their features.
struct ImpactAnalyzer {
    let side: DiffSide
    private var walks: [CheckWalk] = []
    private var byCrossing: [String: [Int]] = [:]
    private var byState: [String: [Int]] = [:]
    private var byMachine: [String: [Int]] = [:]
    private var byCovered: [String: [Int]] = [:]
    /// Event name → the (machine, from, event) keys of base transitions that emit it.
    private var emitters: [String: [String]] = [:]
    private var journeyFeatures: [String: [String]] = [:]

    /// Plans paths only for `machines` (the machines some finding is about): planning is the costly part.
    init(base side: DiffSide, machines: Set<String>) {
        self.side = side
        let bundle = side.bundle
        var compiled: [String: CompiledMachine] = [:]
        let driven = Set(side.scenarios.flatMap(\.machines))
        for m in bundle.machines where machines.contains(m.id) || driven.contains(m.id) {
            if case .success(let c) = CompiledMachine.compile(m) { compiled[m.id] = c }
        }
        walks = CheckWalk.scenarios(side, compiled: compiled)
        for m in bundle.machines.sorted(by: { $0.id < $1.id }) where machines.contains(m.id) {
            if let c = compiled[m.id] { walks += CheckWalk.paths(m, compiled: c, bundle: bundle) }
        }
        for (i, walk) in walks.enumerated() {
            for step in walk.steps {
                byCrossing[Self.key(step.machine, step.from, step.event), default: []].append(i)
                byState[Self.key(step.machine, step.from), default: []].append(i)
                byState[Self.key(step.machine, step.to), default: []].append(i)
                byMachine[step.machine, default: []].append(i)
            }
            for id in Set(walk.covers) { byCovered[id, default: []].append(i) }
        }
        for t in bundle.machines.flatMap(\.transitions) {
            for e in t.transition.emits {
                emitters[e.event, default: []].append(Self.key(t.id.machine, t.id.from, t.id.event))
            }
        }
        for j in bundle.journeys { journeyFeatures[j.id] = JourneyFeatures.features(of: j, in: bundle).sorted() }
    }

    static func key(_ parts: String...) -> String { parts.joined(separator: "\u{1}") }

    /// The impact of one finding.
    func impact(of f: Finding) -> Impact {
        var hits = Set<Int>()
        var ids = Set<String>()
        let a = f.arguments
        switch f.area {
        case .machine:
            let machine = a["machine"] ?? f.element
            if let from = a["from"], let event = a["event"] {
                hits.formUnion(byCrossing[Self.key(machine, from, event)] ?? [])
                // A new transition changes what the event does in `from`: checks that reach `from` are outdated.
                if f.rule == MachineTransitionAdded.descriptor.id {
                    hits.formUnion(byState[Self.key(machine, from)] ?? [])
                }
                ids.formUnion(transitionTraces(machine, from, event))
            } else if let state = a["state"] {
                hits.formUnion(byState[Self.key(machine, state)] ?? [])
                if let s = side.bundle.machine(id: machine)?.state(named: state) {
                    ids.formUnion(DiffContext.ids(s.info.traces, in: side.bundle))
                }
            } else {
                hits.formUnion(byMachine[machine] ?? [])
            }
        case .event:
            for key in emitters[f.element] ?? [] { hits.formUnion(byCrossing[key] ?? []) }
            if let e = side.bundle.event(named: f.element) {
                ids.formUnion(DiffContext.ids(e.info.traces, in: side.bundle))
                if let id = e.id { ids.insert(id) }
            }
        case .api:
            if let e = side.bundle.apiEndpoints.first(where: { $0.id == f.element }) {
                ids.insert(e.id)
                ids.formUnion(DiffContext.ids(e.info.traces, in: side.bundle))
            }
        case .journey:
            ids.insert(f.element)
            if let feature = a["feature"] { ids.insert(feature) }
        default:
            if side.bundle.idIndex.contains(f.element) { ids.insert(f.element) }
        }
        for id in ids { hits.formUnion(byCovered[id] ?? []) }
        var checks: [Impact.Check] = []
        for i in hits {
            checks.append(walks[i].check)
            ids.formUnion(walks[i].covers)
        }
        // Journeys → their features.
        for id in ids where journeyFeatures[id] != nil { ids.formUnion(journeyFeatures[id] ?? []) }
        return Impact(checks: checks, ids: Array(ids))
    }

    private func transitionTraces(_ machine: String, _ from: String, _ event: String) -> [String] {
        guard let state = side.bundle.machine(id: machine)?.state(named: from) else { return [] }
        return state.transitions(machine: machine).filter { $0.id.event == event }.flatMap {
            DiffContext.ids($0.transition.info.traces, in: side.bundle)
        }
    }
}
