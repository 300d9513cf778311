import Conformance
import Foundation
import SpecConformTestSupport
import SpecModel
import SubjectProtocol

/// A toy product served by `SubjectServer`: one subject of each kind, each saying which instance answered, so tests
/// see the lifecycle the server gives them.
enum ServerToy {
    static let product = "toy"
    /// The toy fixture's spec folder: rule `TOY-RULE-01` with parameters, events, machine `vending`.
    static let specDirectory = ToyFixture.root + "/Spec/toy"

    /// Numbers the subjects make; each new subject takes the next.
    final class Counter: @unchecked Sendable {
        private let lock = NSLock()
        private var value = 0
        func next() -> Int {
            lock.lock()
            defer { lock.unlock() }
            value += 1
            return value
        }
    }

    static func server(observing: Bool = false) -> SubjectServer {
        let counter = Counter()
        var subjects = SubjectRegistry()
        subjects.register(.machine, product: product, elements: ["door"]) { Door(instance: counter.next()) }
        subjects.register(.machine, product: product, elements: ["bell", "light"]) { BellAndLight() }
        if observing { subjects.register(.machine, product: product, elements: ["vending"]) { ObservingVending() } }
        subjects.register(.decision, product: product, elements: ["DT-OPEN"]) { Decider(instance: counter.next()) }
        subjects.register(.contract, product: product, elements: ["API-OPEN", "API-BROKEN"]) {
            Contract(instance: counter.next())
        }
        subjects.register(.limit, product: product, elements: ["LIM-PIN-LENGTH"]) { PinProbe() }
        subjects.register(.property, product: product, elements: ["method"]) { MethodDriver() }
        subjects.register(.output, product: product, elements: ["OUT-LOG"]) { Log() }
        var rules = RuleCheckRegistry()
        rules.register(
            product: product,
            RuleCheck.expecting("RULE-PASS", title: "always holds") {
                try expect([1, 2].reduce(0, +) == 3, "one and two make three", proves: "RULE-PASS")
            })
        rules.register(
            product: product,
            RuleCheck(
                ruleID: "RULE-FAIL", covers: ["FR-4", "FR-5"], proves: [.recovery, .observability], title: "never holds"
            ) {
                .fail("the 5th wrong PIN did not lock the keypad")
            })
        rules.register(
            product: product,
            RuleCheck.observing("TOY-RULE-01", title: "reads its parameters") { context in
                throw RuleFailure(
                    "price \(try context.int("TOY-RULE-01", "price")), coin \(try context.double("TOY-RULE-01", "coinValue"))"
                )
            })
        rules.register(
            product: product,
            RuleCheck(ruleID: "RULE-EVENTS", title: "reads the event catalogue") { context in
                .fail(context.problems(in: [ObservedEvent(name: "no.such-event")]).joined(separator: "; "))
            })
        rules.register(
            product: product,
            RuleCheck(ruleID: "RULE-PASS", title: "a second check of the same rule") { .fail("not run") })
        return SubjectServer(product: product, subjects: subjects, rules: rules)
    }

    /// `door`: Locked --unlock(pin)--> Unlocked, emitting `door.unlocked`; `after:30s` locks again; `jam` throws.
    struct Door: ConformanceSubject {
        let instance: Int
        var state = "Locked"
        var applied = 0

        mutating func reset(context: JSONValue) throws {
            if context["door"]?["broken"] == .bool(true) { throw SubjectError("the door cannot be set up broken") }
            state = context["door"]?["initial"]?.stringValue ?? "Locked"
        }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            applied += 1
            var events: [ObservedEvent] = []
            var outputs: [String: JSONValue] = ["instance": .int(instance), "applied": .int(applied)]
            switch stimulus.event {
            case "unlock":
                state = "Unlocked"
                events.append(
                    ObservedEvent(
                        name: "door.unlocked",
                        payload: [
                            "method": "pin", "pin": stimulus.data["pin"] ?? .null, "ratio": 0.1, "big": .double(1e16),
                            "huge": .number(JSONNumber(text: "123456789012345678901234567890", isInteger: true)),
                            "whole": .double(12), "text": "naïve \"quoted\"\n\u{1}",
                        ],
                        conditions: ["guest", "child-mode"]))
            case "after:30s":
                state = "Locked"
                outputs["delay"] = stimulus.delaySeconds.map { .int($0) } ?? .null
            case "jam":
                throw SubjectError("the door is jammed")
            case "nan":
                outputs["bad"] = .double(.nan)
            default:
                break
            }
            return Observation(
                states: ["door": state], events: events, outputs: outputs, conditions: ["night", "away"])
        }
    }

    /// `bell` and `light`, one world: it shows itself after a reset.
    struct BellAndLight: ConformanceSubject {
        var rings = 0

        mutating func reset(context: JSONValue) throws { rings = context["bell"]?["rings"]?.intValue ?? 0 }

        func observeReset() -> Observation? {
            Observation(states: ["bell": "Quiet", "light": "Off"], outputs: ["rings": .int(rings)])
        }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            if stimulus.machine == "bell" { rings += 1 }
            return Observation(
                states: ["bell": rings > 0 ? "Ringing" : "Quiet", "light": rings > 0 ? "On" : "Off"],
                outputs: ["rings": .int(rings)])
        }
    }

    /// The toy fixture's `vending`, showing its credit after a reset.
    struct ObservingVending: ConformanceSubject {
        var inner = ToyVendingSubject()
        mutating func reset(context: JSONValue) throws { try inner.reset(context: context) }
        func observeReset() -> Observation? {
            Observation(states: ["vending": "Idle"], outputs: ["credit": .int(inner.vending.credit)])
        }
        mutating func apply(_ stimulus: Stimulus) throws -> Observation { try inner.apply(stimulus) }
    }

    /// `DT-OPEN`: owners may, guests may not, nobody gets no answer.
    struct Decider: DecisionSubject {
        let instance: Int
        func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
            switch inputs["role"]?.stringValue {
            case "owner": ["allow": true, "subject": .int(instance)]
            case "guest": ["allow": false, "subject": .int(instance)]
            default: nil
            }
        }
    }

    /// `API-OPEN` accepts a 4-digit PIN and names the constraint a refusal is for; `API-BROKEN` throws. Each subject
    /// counts its calls.
    struct Contract: ContractSubject {
        let instance: Int
        var calls = 0

        mutating func call(contract: String, input: JSONValue) throws -> ContractOutcome {
            calls += 1
            guard contract == "API-OPEN" else { throw SubjectError("API-BROKEN is not implemented") }
            let accepted = input["pin"]?.stringValue?.count == 4
            let before: JSONValue = ["locked": true, "calls": .int(calls), "instance": .int(instance)]
            var after = before
            if accepted, case .object(var fields) = after {
                fields["locked"] = false
                after = .object(fields)
            }
            return ContractOutcome(
                accepted: accepted, stateBefore: before, stateAfter: after, message: accepted ? nil : "PIN too short",
                violated: accepted ? nil : ["pin.minLength"])
        }
    }

    /// `LIM-PIN-LENGTH`: up to 8 digits; a negative length cannot be built; the reason repeats the value as read.
    struct PinProbe: LimitProbe {
        mutating func probe(limit: String, value: Double) throws -> LimitOutcome {
            if value.isNaN { throw SubjectError("no value") }
            if value < 0 { return .cannot("no PIN has \(value) digits") }
            if value == 0 { return .refused(nil) }
            return value <= 8 ? .accepted : .refused("PIN longer than 8 digits: \(value)")
        }
    }

    /// `method`: `pin` is emitted, `""` cannot be, `boom` throws.
    struct MethodDriver: PropertyDriver {
        mutating func drive(property: String, value: JSONValue) throws -> PropertyDrive {
            switch value.stringValue {
            case "": return .cannot("no flow unlocks with an empty method")
            case "boom": throw SubjectError("the driver broke")
            default:
                return .emitted([
                    ObservedEvent(name: "door.unlocked", payload: ["method": value], conditions: ["guest"])
                ])
            }
        }
    }

    /// `OUT-LOG`: the input's entries, reversed; `"throw"` throws.
    struct Log: OutputSubject {
        mutating func output(_ output: String, input: JSONValue) throws -> JSONValue {
            if input == "throw" { throw SubjectError("the log is unreadable") }
            return .array((input["entries"]?.arrayValue ?? []).reversed())
        }
    }
}
