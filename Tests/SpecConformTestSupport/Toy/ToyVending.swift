import Conformance
import SpecModel

/// The toy product's implementation, written without the spec: a vending machine taking coins.
/// `Defect` plants one deliberate bug, so the runner's negative controls have something to catch.
package struct ToyVending {
    package enum Defect: CaseIterable, Sendable {
        case wrongTargetState, missingEvent, extraEvent, wrongPropertyType, ignoresGuard
        /// The refund is reported after the credit is cleared: `refund_issued.amount` is 0, a valid value of the
        /// wrong amount (only the spec's payload value catches it).
        case wrongPayloadValue
        /// Off by one at the coin guard's boundary: stays idle while `credit + 1 <= price` (the spec says `<`), so
        /// the machine is ready one coin late.
        case offByOneBoundary
        /// Vends while Idle (no credit): a sneak path, since the spec handles `vend` only in Ready.
        case vendsWhileIdle
    }

    package enum Phase: String, Sendable {
        case idle = "Idle"
        case ready = "Ready"
        case jammed = "Jammed"
    }

    package var defect: Defect?

    package init(defect: Defect? = nil) {
        self.defect = defect
    }
    package var phase = Phase.idle
    package var credit = 0
    package var price = 2
    package var emitted: [ObservedEvent] = []

    package mutating func insertCoin() {
        guard phase == .idle else { return }
        credit += 1
        let ready = defect == .offByOneBoundary ? credit > price : credit >= price
        if defect == .ignoresGuard || ready { phase = .ready }
        emitted.append(ObservedEvent(name: "coin_inserted", payload: ["credit": .int(credit)]))
        if defect == .extraEvent {
            emitted.append(ObservedEvent(name: "coin_inserted", payload: ["credit": .int(credit)]))
        }
    }

    package mutating func vend() {
        guard phase == .ready || (defect == .vendsWhileIdle && phase == .idle) else { return }
        if defect != .wrongTargetState { phase = .idle }
        let price: JSONValue = defect == .wrongPropertyType ? .string(String(self.price)) : .int(self.price)
        credit = 0
        if defect != .missingEvent {
            emitted.append(ObservedEvent(name: "item_vended", payload: ["item": "tea", "price": price]))
        }
    }

    package mutating func refund() {
        guard phase == .ready else { return }
        if defect == .wrongPayloadValue { credit = 0 }
        emitted.append(ObservedEvent(name: "refund_issued", payload: ["amount": .int(credit)]))
        credit = 0
        phase = .idle
    }

    package mutating func jam() { if phase == .idle { phase = .jammed } }
    package mutating func clear() { if phase == .jammed { phase = .idle } }
}

/// The adapter: spec stimuli to calls of `ToyVending`, its phase back to the spec's state names.
package struct ToyVendingSubject: ConformanceSubject {
    package var vending: ToyVending

    package init(defect: ToyVending.Defect? = nil) {
        vending = ToyVending(defect: defect)
    }

    package mutating func reset(context: JSONValue) throws {
        let defect = vending.defect
        vending = ToyVending(defect: defect)
        if let price = context["vending"]?["price"]?.intValue { vending.price = price }
    }

    package mutating func apply(_ stimulus: Stimulus) throws -> Observation {
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
            states: ["vending": vending.phase.rawValue], events: vending.emitted,
            outputs: ["credit": .int(vending.credit)])
    }
}
