import Conformance
import SpecModel

/// A contract subject backed by a subject process: one `call` request per call, each from a fresh world.
struct ContractProxy: ContractSubject {
    let pool: SubjectPool

    mutating func call(contract: String, input: JSONValue) throws -> ContractOutcome {
        try pool.ask(.call(contract: contract, input: input)) {
            if case .outcome(let outcome) = $0 { outcome } else { nil }
        }
    }
}

/// A limit probe backed by a subject process: one `probe` request per value.
struct LimitProxy: LimitProbe {
    let pool: SubjectPool
    /// The units the subject's `hello` declares (`limitUnits`).
    var units: [String: String] = [:]

    func unit(of limit: String) -> String? { units[limit] }

    mutating func probe(limit: String, value: Double) throws -> LimitOutcome {
        try pool.ask(.probe(limit: limit, value: value)) {
            if case .probed(let outcome) = $0 { outcome } else { nil }
        }
    }
}

/// A property driver backed by a subject process: one `drive` request per value.
struct PropertyProxy: PropertyDriver {
    let pool: SubjectPool

    mutating func drive(property: String, value: JSONValue) throws -> PropertyDrive {
        try pool.ask(.drive(property: property, value: value)) {
            if case .driven(let drive) = $0 { drive } else { nil }
        }
    }
}

/// An output subject backed by a subject process: one `output` request per input.
struct OutputProxy: OutputSubject {
    let pool: SubjectPool

    mutating func output(_ output: String, input: JSONValue) throws -> JSONValue {
        try pool.ask(.output(output: output, input: input)) {
            if case .value(let value) = $0 { value } else { nil }
        }
    }
}

extension RuleCheck {
    /// A rule check the subject runs itself (listed in its `hello`): a `rule` request with the rule's parameters
    /// as the spec under check states them (`{}` when it states none). A request that got no verdict (a failed
    /// request or an error reply) is an error, never a failure: the subject contradicted nothing.
    init(_ rule: HelloRule, pool: SubjectPool) {
        self.init(ruleID: rule.rule, covers: rule.covers, proves: rule.proves, title: rule.title) { context in
            let parameters = context.rule(rule.rule)?.parameters ?? [:]
            switch pool.send(.rule(rule: rule.rule, parameters: parameters)) {
            case .success(.verdict(let verdict)):
                ExpectationLedger.record(reported: verdict.assertions, evaluated: verdict.expectations)
                ExpectationLedger.record(read: verdict.read)
                return verdict.outcome
            case .success(let other): return .error("internal: a rule was answered with \(other)")
            case .failure(let failure): return .error(failure.reported)
            }
        }
    }
}
