import SpecModel

/// The checks of one constraint and of one optional input (docs/SPEC-FORMAT.md, "Input constraints").
///
/// A constraint's check sends the input that violates it, which must be refused without a state change and, when the
/// subject names what its refusals are for (`ContractOutcome.violated`), refused for that constraint: a 1-character
/// review ID refused as unknown proves no `minLength`. A bound's check also sends the bound's value exactly, which
/// must be accepted, or, by a subject that names its refusals, refused for no input constraint at all (an unknown
/// artwork: a value at the bound may name nothing the world holds). For a subject that names nothing, the accepted
/// bound value is the proof that the refusal below it was for the bound: the refusal goes away when only that input
/// is fixed, by the smallest step.
extension ContractCheckRunner {
    typealias Call = ([String: JSONValue]) -> Result<ContractOutcome, SubjectFailure>

    /// What the valid input's call said: nothing wrong, a problem that makes every refusal meaningless (a failure), or
    /// no answer at all (a subject error, so the other checks are not asked either).
    struct Baseline {
        var problem: String?
        var unanswered: Bool

        /// The result of a check that the baseline's problem decides, if it has one.
        func decides(
            _ runner: ContractCheckRunner, _ checkID: String, _ title: String, _ evidence: [Evidence],
            contract: ContractInputs, expected: String
        ) -> CheckResult? {
            guard let problem else { return nil }
            if unanswered {
                return runner.result(
                    checkID, title, .error, evidence,
                    message: "not asked: the valid input got no answer, so a refusal would mean nothing (\(problem))")
            }
            return runner.result(
                checkID, title, .failed, evidence,
                divergence: runner.divergence(
                    contract.contract, .object(ContractInputGenerator.validInput(contract)), expected: expected,
                    observed: problem))
        }
    }

    /// How a refusal names `constraint`: `<input>.<constraint>`, its ID without the contract.
    static func name(of constraint: InputConstraint) -> String { "\(constraint.input).\(constraint.kind.rawValue)" }

    /// `contract:<constraint ID>`: the violating input refused for the constraint, the bound's value not.
    func check(
        _ constraint: InputConstraint, _ item: ContractInput, of contract: ContractInputs, baseline: Baseline,
        call: Call
    ) -> CheckResult {
        let id = contract.contract
        let title = "\(id) refuses an input where not: \(constraint.describe(item))"
        let evidence = [Evidence(id: constraint.id, kind: .contract), Evidence(id: id, kind: .contract)]
        let checkID = "contract:\(constraint.id)"
        let invalid = ContractInputGenerator.invalidInput(contract, constraint)
        let bound = ContractInputGenerator.boundInput(contract, constraint)
        if invalid == nil && bound == nil {
            return result(
                checkID, title, .error, evidence,
                message: "no input violates \(constraint.id) while meeting the input's other constraints")
        }
        if let decided = baseline.decides(
            self, checkID, title, evidence, contract: contract,
            expected: "the valid input accepted (so a refusal means something)")
        {
            return decided
        }
        if let invalid {
            switch refusal(of: .object(invalid), for: constraint, id, call(invalid)) {
            case .failure(let problem): return result(checkID, title, problem.status, evidence, problem)
            case .success: break
            }
        }
        if let bound {
            switch acceptance(of: .object(bound), at: constraint, id, call(bound)) {
            case .failure(let problem): return result(checkID, title, problem.status, evidence, problem)
            case .success: break
            }
        }
        return result(checkID, title, .passed, evidence)
    }

    /// `contract:<ID>:absent:<input>`: the valid input without an optional input, which must be accepted.
    func checkAbsent(_ item: ContractInput, of contract: ContractInputs, baseline: Baseline, call: Call)
        -> CheckResult
    {
        let id = contract.contract
        let checkID = "contract:\(id):absent:\(item.name)"
        let title = "\(id) accepts an input without \(item.name) (optional)"
        let evidence = [Evidence(id: id, kind: .contract)]
        var input = ContractInputGenerator.validInput(contract)
        input[item.name] = nil
        let sent = JSONValue.object(input)
        if let decided = baseline.decides(
            self, checkID, title, evidence, contract: contract,
            expected: "the valid input accepted (so an optional input can be left out of it)")
        {
            return decided
        }
        switch call(input) {
        case .failure(let error):
            return result(checkID, title, .error, evidence, message: "the contract subject failed: \(error)")
        case .success(let outcome) where !outcome.accepted:
            return result(
                checkID, title, .failed, evidence,
                divergence: divergence(
                    id, sent, expected: "accepted (\(item.name) is optional)",
                    observed: "refused" + Self.reasons(outcome) + Self.said(outcome)))
        case .success:
            return result(checkID, title, .passed, evidence)
        }
    }

    /// Why a check did not pass: an error of the subject, or a divergence.
    struct Problem: Error {
        var status: CheckStatus
        var divergence: Divergence?
        var message: String?
    }

    private func result(_ id: String, _ title: String, _ status: CheckStatus, _ evidence: [Evidence], _ p: Problem)
        -> CheckResult
    {
        result(id, title, status, evidence, divergence: p.divergence, message: p.message)
    }

    /// The violating input must be refused, without a state change, for the constraint when the subject says.
    private func refusal(
        of sent: JSONValue, for constraint: InputConstraint, _ id: String,
        _ answer: Result<ContractOutcome, SubjectFailure>
    ) -> Result<Void, Problem> {
        let outcome: ContractOutcome
        switch answer {
        case .failure(let error):
            return .failure(Problem(status: .error, message: "the contract subject failed: \(error)"))
        case .success(let o): outcome = o
        }
        if outcome.accepted {
            return .failure(
                failed(id, sent, expected: "refused (\(constraint.id))", observed: "accepted" + Self.said(outcome)))
        }
        if outcome.changedState {
            let change =
                "\(JSONWriter(indent: 0).string(outcome.stateBefore)) → \(JSONWriter(indent: 0).string(outcome.stateAfter))"
            return .failure(
                failed(
                    id, sent, expected: "refused without a state change",
                    observed: "refused, but the state changed: \(change)"))
        }
        if let violated = outcome.violated, !violated.contains(Self.name(of: constraint)) {
            return .failure(
                failed(
                    id, sent, expected: "refused for \(Self.name(of: constraint)) (\(constraint.id))",
                    observed: "refused" + Self.reasons(outcome) + Self.said(outcome)))
        }
        return .success(())
    }

    /// The bound's value must be accepted, or refused by a naming subject for no input constraint.
    private func acceptance(
        of sent: JSONValue, at constraint: InputConstraint, _ id: String,
        _ answer: Result<ContractOutcome, SubjectFailure>
    ) -> Result<Void, Problem> {
        switch answer {
        case .failure(let error):
            return .failure(Problem(status: .error, message: "the contract subject failed: \(error)"))
        case .success(let outcome) where outcome.accepted || outcome.violated == []:
            return .success(())
        case .success(let outcome):
            return .failure(
                failed(
                    id, sent, expected: "accepted (the bound of \(constraint.id) is a valid value)",
                    observed: "refused" + Self.reasons(outcome) + Self.said(outcome)))
        }
    }

    private func failed(_ id: String, _ sent: JSONValue, expected: String, observed: String) -> Problem {
        Problem(status: .failed, divergence: divergence(id, sent, expected: expected, observed: observed))
    }

    /// ` for slug.required, slug.minLength` or ` for no input constraint`, as the subject named them; empty when it
    /// names nothing.
    static func reasons(_ outcome: ContractOutcome) -> String {
        guard let violated = outcome.violated else { return "" }
        return violated.isEmpty ? " for no input constraint" : " for " + violated.joined(separator: ", ")
    }
}
