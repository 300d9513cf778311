import Conformance
import SpecModel

/// The toy product's implementation, written without the spec: a vending machine taking coins.
/// `Defect` plants one deliberate bug, so the runner's negative controls have something to catch.
struct ToyVending {
    enum Defect: CaseIterable {
        case wrongTargetState, missingEvent, extraEvent, wrongPropertyType, ignoresGuard
    }

    enum Phase: String { case idle = "Idle", ready = "Ready", jammed = "Jammed" }

    var defect: Defect?
    var phase = Phase.idle
    var credit = 0
    var price = 2
    var emitted: [ObservedEvent] = []

    mutating func insertCoin() {
        guard phase == .idle else { return }
        credit += 1
        if defect == .ignoresGuard || credit >= price { phase = .ready }
        emitted.append(ObservedEvent(name: "coin_inserted", payload: ["credit": .int(credit)]))
        if defect == .extraEvent { emitted.append(ObservedEvent(name: "coin_inserted", payload: ["credit": .int(credit)])) }
    }

    mutating func vend() {
        guard phase == .ready else { return }
        if defect != .wrongTargetState { phase = .idle }
        let price: JSONValue = defect == .wrongPropertyType ? .string(String(self.price)) : .int(self.price)
        credit = 0
        if defect != .missingEvent { emitted.append(ObservedEvent(name: "item_vended", payload: ["item": "tea", "price": price])) }
    }

    mutating func refund() {
        guard phase == .ready else { return }
        emitted.append(ObservedEvent(name: "refund_issued", payload: ["amount": .int(credit)]))
        credit = 0
        phase = .idle
    }

    mutating func jam() { if phase == .idle { phase = .jammed } }
    mutating func clear() { if phase == .jammed { phase = .idle } }
}

/// The adapter: spec stimuli to calls of `ToyVending`, its phase back to the spec's state names.
struct ToyVendingSubject: ConformanceSubject {
    var vending: ToyVending

    init(defect: ToyVending.Defect? = nil) {
        vending = ToyVending(defect: defect)
    }

    mutating func reset(context: JSONValue) throws {
        let defect = vending.defect
        vending = ToyVending(defect: defect)
        if let price = context["vending"]?["price"]?.intValue { vending.price = price }
    }

    mutating func apply(_ stimulus: Stimulus) throws -> Observation {
        vending.emitted = []
        switch stimulus.event {
        case "coin": vending.insertCoin()
        case "vend": vending.vend()
        case "refund": vending.refund()
        case "jam": vending.jam()
        case "clear": vending.clear()
        default: throw SubjectError("the vending machine has no input for '\(stimulus.event)'")
        }
        return Observation(
            states: ["vending": vending.phase.rawValue], events: vending.emitted, outputs: ["credit": .int(vending.credit)])
    }
}

/// Loads the toy product from `Tests/Fixtures/toy/`.
enum ToyFixture {
    static let root: String = {
        var url = #filePath.split(separator: "/").dropLast(2).map(String.init)
        url.append(contentsOf: ["Fixtures", "toy"])
        return "/" + url.joined(separator: "/")
    }()

    static func bundle() throws -> SpecBundle {
        let result = SpecLoader.load(root: root + "/Spec")
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        return try #require(result.catalog.bundle("toy"))
    }

    static func scenarios() -> [Scenario] {
        let loaded = ScenarioLoader.load(traceabilityRoot: root + "/Traceability", product: "toy")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        return loaded.scenarios
    }

    static func runner(defect: ToyVending.Defect?) -> ConformanceRunner {
        var registry = SubjectRegistry()
        registry.register(product: "toy", machines: ["vending"]) { ToyVendingSubject(defect: defect) }
        var rules = RuleCheckRegistry()
        rules.register(
            product: "toy",
            RuleCheck(ruleID: "TOY-RULE-01", covers: ["TOY-FEAT-002"], title: "credit never goes negative") {
                var v = ToyVending(defect: defect)
                for _ in 0..<5 {
                    v.insertCoin()
                    v.refund()
                    if v.credit < 0 { return .fail("credit went to \(v.credit)") }
                }
                return .pass
            })
        return ConformanceRunner(subjects: registry, rules: rules)
    }
}

import Testing
