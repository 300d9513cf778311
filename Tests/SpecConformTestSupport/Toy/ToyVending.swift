import Conformance
import SpecModel

/// The toy product's implementation, written without the spec: a vending machine taking coins.
/// `Defect` plants one deliberate bug, so the runner's negative controls have something to catch.
public struct ToyVending {
    public enum Defect: CaseIterable, Sendable {
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

    public enum Phase: String, Sendable {
        case idle = "Idle"
        case ready = "Ready"
        case jammed = "Jammed"
    }

    public var defect: Defect?

    public init(defect: Defect? = nil) {
        self.defect = defect
    }
    public var phase = Phase.idle
    public var credit = 0
    public var price = 2
    public var emitted: [ObservedEvent] = []

    public mutating func insertCoin() {
        guard phase == .idle else { return }
        credit += 1
        let ready = defect == .offByOneBoundary ? credit > price : credit >= price
        if defect == .ignoresGuard || ready { phase = .ready }
        emitted.append(ObservedEvent(name: "coin_inserted", payload: ["credit": .int(credit)]))
        if defect == .extraEvent {
            emitted.append(ObservedEvent(name: "coin_inserted", payload: ["credit": .int(credit)]))
        }
    }

    public mutating func vend() {
        guard phase == .ready || (defect == .vendsWhileIdle && phase == .idle) else { return }
        if defect != .wrongTargetState { phase = .idle }
        let price: JSONValue = defect == .wrongPropertyType ? .string(String(self.price)) : .int(self.price)
        credit = 0
        if defect != .missingEvent {
            emitted.append(ObservedEvent(name: "item_vended", payload: ["item": "tea", "price": price]))
        }
    }

    public mutating func refund() {
        guard phase == .ready else { return }
        if defect == .wrongPayloadValue { credit = 0 }
        emitted.append(ObservedEvent(name: "refund_issued", payload: ["amount": .int(credit)]))
        credit = 0
        phase = .idle
    }

    public mutating func jam() { if phase == .idle { phase = .jammed } }
    public mutating func clear() { if phase == .jammed { phase = .idle } }
}

/// The adapter: spec stimuli to calls of `ToyVending`, its phase back to the spec's state names.
public struct ToyVendingSubject: ConformanceSubject {
    public var vending: ToyVending

    public init(defect: ToyVending.Defect? = nil) {
        vending = ToyVending(defect: defect)
    }

    public mutating func reset(context: JSONValue) throws {
        let defect = vending.defect
        vending = ToyVending(defect: defect)
        if let price = context["vending"]?["price"]?.intValue { vending.price = price }
    }

    public mutating func apply(_ stimulus: Stimulus) throws -> Observation {
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
