import Foundation
import SpecDiff
import SpecModel

/// Two generated specs of 10k elements each, the second with 1k changes spread over every area, diffed with
/// and without impact. The budget: at most 1 s in release.
func runDiffBenchmark(quick: Bool) {
    let scale = quick ? 10 : 1
    let base = DiffBenchmarkSpec.generate(scale: scale, changed: false)
    let revision = DiffBenchmarkSpec.generate(scale: scale, changed: true)
    let elements = DiffBenchmarkSpec.elementCount(base)
    var findings: [Finding] = []
    let plain = best(of: quick ? 1 : 5) {
        findings = SpecDiffer(computeImpact: false).diff(base: base, revision: revision)
    }
    let withImpact = best(of: quick ? 1 : 3) { findings = SpecDiffer().diff(base: base, revision: revision) }
    print("diff: \(elements) elements per side, \(findings.count) findings")
    print(String(format: "  rules only:       %8.1f ms", plain * 1000))
    print(String(format: "  rules + impact:   %8.1f ms (budget 1000 ms)", withImpact * 1000))
}

/// The generated spec: features, journeys, machines (states), events, endpoints, modules and rules.
enum DiffBenchmarkSpec {
    static func elementCount(_ side: DiffSide) -> Int {
        let b = side.bundle
        return b.features.count + b.journeys.count + b.machines.reduce(0) { $0 + $1.states.count } + b.events.count
            + b.apiEndpoints.count + b.modules.count + b.rules.count
    }

    static func id(_ prefix: String, _ n: Int) -> String { prefix + String(format: "%05d", n) }

    static func generate(scale: Int, changed: Bool) -> DiffSide {
        let n = { (count: Int) in count / scale }
        let origin = Origin.synthetic("bench.json")
        let features = (0..<n(4000)).compactMap { i -> Feature? in
            if changed && i % 40 == 0 { return nil }  // 100 removed
            var title = "Feature \(i)"
            if changed && i % 20 == 1 { title += " (revised)" }  // 200 reworded
            return Feature(id: id("FEAT-GEN-", i), title: title, origin: origin)
        }
        let journeys = (0..<n(1000)).map { j -> Journey in
            var steps = (0..<4).map { s in
                JourneyStep(
                    id: id("JRN-", j) + "-S\(s)",
                    features: [Located(id("FEAT-GEN-", (j * 4 + s) % n(4000)), origin: origin)])
            }
            if changed && j % 10 == 0 { steps.remove(at: 2) }  // 100 steps removed
            return Journey(id: id("JRN-", j), title: "Journey \(j)", type: .primary, steps: steps, origin: origin)
        }
        let machines = (0..<n(2000) / 40).map { m -> Machine in
            let states = (0..<40).map { s -> MachineState in
                var target = "S\((s + 1) % 40)"
                var guardText: String? = "count > \(s)"
                if changed && s % 10 == 3 { target = "S\((s + 2) % 40)" }  // 4 per machine retargeted
                if changed && s % 10 == 7 { guardText = "count >= \(s)" }  // 4 per machine re-guarded
                let on = [
                    EventTransitions(
                        event: "next", transitions: [Transition(target: target, origin: origin)], origin: origin),
                    EventTransitions(
                        event: "jump",
                        transitions: [
                            Transition(
                                target: "S0", guardExpression: guardText.map { Located($0, origin: origin) },
                                origin: origin)
                        ],
                        origin: origin),
                ]
                return MachineState(name: "S\(s)", on: on, origin: origin)
            }
            return Machine(
                id: "machine-\(m)", product: "bench", initial: "S0", context: ["count": 0], states: states,
                origin: origin)
        }
        let events = (0..<n(1000)).map { e -> EventSpec in
            let values: [String] = changed && e % 5 == 0 ? ["a", "b"] : ["a", "b", "c"]  // 200 enum values removed
            let schema: JSONValue = [
                "type": "object", "required": ["id", "kind"],
                "properties": [
                    "id": ["type": "string", "maxLength": 64],
                    "kind": ["type": "string", "enum": .array(values.map { .string($0) })],
                ],
            ]
            return EventSpec(name: "event_\(e)", schema: node(schema), origin: origin)
        }
        let endpoints = (0..<n(1000)).map { e -> APIEndpoint in
            var errors = [APIEndpoint.ErrorResponse(status: 404)]
            if changed && e % 5 == 0 { errors.append(.init(status: 429, code: "rate_limited")) }  // 200 statuses added
            return APIEndpoint(
                id: id("API-", e), method: .get, path: "/items/\(e)",
                success: .init(status: 200, fields: [.init(name: "id", type: "uuid")]),
                errors: errors, origin: origin)
        }
        let modules = (0..<n(500)).map { Module(id: id("MOD-", $0), name: "Module \($0)", origin: origin) }
        let rules = (0..<n(500)).map { r -> BusinessRule in
            BusinessRule(
                id: id("RULE-", r), statement: "rule", parameters: ["limit": .int(changed && r % 5 == 0 ? 3 : 2)],
                origin: origin)  // 100
        }
        var files: [SpecFile] = [
            SpecFile(
                path: "f", kind: .features, version: 1, product: Located("bench", origin: origin),
                content: .features(features)),
            SpecFile(
                path: "j", kind: .journeys, version: 1, product: Located("bench", origin: origin),
                content: .journeys(journeys)),
            SpecFile(
                path: "e", kind: .events, version: 1, product: Located("bench", origin: origin),
                content: .events(EventsFile(events: events))),
            SpecFile(
                path: "c", kind: .contracts, version: 1, product: Located("bench", origin: origin),
                content: .contracts(Contracts(api: endpoints))),
            SpecFile(
                path: "m", kind: .modules, version: 1, product: Located("bench", origin: origin),
                content: .modules(ModulesFile(modules: modules))),
            SpecFile(
                path: "r", kind: .rules, version: 1, product: Located("bench", origin: origin), content: .rules(rules)),
        ]
        files += machines.map {
            SpecFile(
                path: $0.id, kind: .machine, version: 1, product: Located("bench", origin: origin),
                content: .machine($0))
        }
        return DiffSide(bundle: SpecBundle(product: "bench", files: files))
    }

    /// A located tree of a value (locations at the start; only the values are compared).
    static func node(_ value: JSONValue) -> JSONNode {
        switch value {
        case .null: JSONNode(.null, at: .start)
        case .bool(let b): JSONNode(.bool(b), at: .start)
        case .number(let x): JSONNode(.number(x), at: .start)
        case .string(let s): JSONNode(.string(s), at: .start)
        case .array(let a): JSONNode(.array(a.map(node)), at: .start)
        case .object(let o):
            JSONNode(
                .object(
                    o.sorted { $0.key < $1.key }.map {
                        JSONMember(key: $0.key, keyLocation: .start, value: node($0.value))
                    }), at: .start)
        }
    }
}
