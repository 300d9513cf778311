import Conformance
import SpecModel

/// A contract subject backed by a subject process: one `call` request per call, each from a fresh world.
struct ContractProxy: ContractSubject {
    let pool: SubjectPool

    mutating func call(contract: String, input: JSONValue) throws -> ContractOutcome {
        switch pool.send(.call(contract: contract, input: input)) {
        case .success(.outcome(let outcome)): return outcome
        case .success(let other): throw SubjectError("internal: a call was answered with \(other)")
        case .failure(let failure): throw failure.subjectError
        }
    }
}

/// A limit probe backed by a subject process: one `probe` request per value.
struct LimitProxy: LimitProbe {
    let pool: SubjectPool

    mutating func probe(limit: String, value: Double) throws -> LimitOutcome {
        switch pool.send(.probe(limit: limit, value: value)) {
        case .success(.probed(let outcome)): return outcome
        case .success(let other): throw SubjectError("internal: a probe was answered with \(other)")
        case .failure(let failure): throw failure.subjectError
        }
    }
}

/// A property driver backed by a subject process: one `drive` request per value.
struct PropertyProxy: PropertyDriver {
    let pool: SubjectPool

    mutating func drive(property: String, value: JSONValue) throws -> PropertyDrive {
        switch pool.send(.drive(property: property, value: value)) {
        case .success(.driven(let drive)): return drive
        case .success(let other): throw SubjectError("internal: a drive was answered with \(other)")
        case .failure(let failure): throw failure.subjectError
        }
    }
}

/// An output subject backed by a subject process: one `output` request per input.
struct OutputProxy: OutputSubject {
    let pool: SubjectPool

    mutating func output(_ output: String, input: JSONValue) throws -> JSONValue {
        switch pool.send(.output(output: output, input: input)) {
        case .success(.value(let value)): return value
        case .success(let other): throw SubjectError("internal: an output was answered with \(other)")
        case .failure(let failure): throw failure.subjectError
        }
    }
}

extension RuleCheck {
    /// A rule check the subject runs itself (listed in its `hello`): a `rule` request with the rule's parameters
    /// as the spec under check states them (`{}` when it states none).
    init(_ rule: HelloRule, pool: SubjectPool) {
        self.init(ruleID: rule.rule, covers: rule.covers, proves: rule.proves, title: rule.title) { context in
            let parameters = context.rule(rule.rule)?.parameters ?? [:]
            switch pool.send(.rule(rule: rule.rule, parameters: parameters)) {
            case .success(.verdict(let outcome)): return outcome
            case .success(let other): return .fail("internal: a rule was answered with \(other)")
            case .failure(let failure): return .fail(failure.description)
            }
        }
    }
}
