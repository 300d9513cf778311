import Conformance
import SpecModel
import Testing

/// A scenario may span several machines of one product; one subject serving them all is driven as one instance.
@Suite struct MultiMachineScenarioTests {
    static let texts: [String: String] = [
        "product.json": """
        {"kind": "product", "version": 1, "product": "duo", "name": "Duo", "documents": [{"file": "duo.md"}],
         "idPatterns": [{"kind": "journey", "pattern": "^DUO-JRN-[0-9]{2}$"}]}
        """,
        "journeys.json": """
        {"kind": "journeys", "version": 1, "product": "duo",
         "journeys": [{"id": "DUO-JRN-01", "title": "Pay, then the light turns on", "type": "primary", "scope": "in"}]}
        """,
        "door.json": """
        {"kind": "machine", "version": 1, "product": "duo", "id": "door", "initial": "Locked",
         "states": {"Locked": {"on": {"pay": [{"target": "Open", "path": "success"}]}},
                    "Open": {"on": {"close": [{"target": "Locked", "path": "success"}]}}}}
        """,
        "light.json": """
        {"kind": "machine", "version": 1, "product": "duo", "id": "light", "initial": "Off",
         "states": {"Off": {"on": {"sense": [{"target": "On", "path": "success"}]}},
                    "On": {"on": {"sense": [{"target": "Off", "path": "success"}]}}}}
        """,
    ]

    /// One implementation behind both machines: the light only turns on when the door is open.
    struct Booth: ConformanceSubject {
        var open = false
        var lit = false
        var lightIgnoresDoor: Bool

        mutating func reset(context: JSONValue) throws {
            open = false
            lit = false
        }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            switch stimulus.event {
            case "pay": open = true
            case "close": open = false
            case "sense": if open || lightIgnoresDoor || lit { lit.toggle() }
            default: throw SubjectError("no input for \(stimulus.event)")
            }
            return Observation(states: ["door": open ? "Open" : "Locked", "light": lit ? "On" : "Off"])
        }
    }

    func run(lightIgnoresDoor: Bool, steps: [ScenarioStep]) throws -> CheckResult {
        let load = SpecLoader.loadBundle(product: "duo", texts: Self.texts)
        #expect(load.diagnostics.isEmpty, "\(load.diagnostics)")
        let bundle = try #require(load.catalog.bundle("duo"))
        var registry = SubjectRegistry()
        registry.register(.machine, product: "duo", elements: ["door", "light"]) {
            Booth(lightIgnoresDoor: lightIgnoresDoor)
        }
        let scenario = Scenario(
            id: "SCN-DUO-01", product: "duo", covers: [Located("DUO-JRN-01", origin: .synthetic())], machine: "door",
            steps: steps)
        let result = ConformanceRunner(subjects: registry).run(bundle, scenarios: [scenario])
        return try #require(result.checks.first { $0.id == "scenario:SCN-DUO-01" })
    }

    @Test("one shared subject follows a scenario across two machines")
    func spansMachines() throws {
        let steps = [
            ScenarioStep(machine: "door", send: "pay", expectState: "Open"),
            ScenarioStep(machine: "light", send: "sense", expectState: "On"),
            ScenarioStep(machine: "door", send: "close", expectState: "Locked"),
        ]
        let result = try run(lightIgnoresDoor: false, steps: steps)
        #expect(result.status == .passed, "\(String(describing: result.divergence))")
        #expect(Set(result.transitions.map(\.machine)) == ["door", "light"])
    }

    @Test("a divergence on the second machine names the machine in the path")
    func divergenceOnSecondMachine() throws {
        // The spec's light turns on with `sense`; this booth's light only reacts when the door is open, so
        // sensing before paying diverges on the light machine.
        let steps = [ScenarioStep(machine: "light", send: "sense"), ScenarioStep(machine: "door", send: "pay")]
        let result = try run(lightIgnoresDoor: false, steps: steps)
        #expect(result.status == .failed)
        #expect(result.divergence?.pathSoFar == ["light:sense"])
        #expect(result.divergence?.expected == "state On")
        let fixed = try run(lightIgnoresDoor: true, steps: steps)
        #expect(fixed.status == .passed)
    }
}
