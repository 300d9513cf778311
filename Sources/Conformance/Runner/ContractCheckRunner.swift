import SpecModel

/// Runs the input checks of every contract that declares `constraints`.
///
/// Per contract: `contract:<ID>:valid` calls it with the valid input, which must be accepted; then, per constraint,
/// `contract:<constraint ID>` calls it with that one constraint violated, which must be refused without a state
/// change and for that constraint, and with a bound's value exactly, which must not be refused for it
/// (`ContractCheckRunner+Constraints`); per optional input, `contract:<ID>:absent:<input>` leaves it out, which must
/// be accepted. A refusal proves something only if the valid input is accepted, so every other check fails when the
/// valid one does. Each call gets a fresh subject from the registered factory.
struct ContractCheckRunner {
    let product: String
    let subjects: SubjectRegistry
    /// The baseline's checks, for a run of a changed spec (``ConformanceRunner/reuse``).
    var reuse: BaselineReuse?

    /// Runs the contracts with a subject that `claim` gives a unit of work (one unit per contract).
    func run(_ bundle: SpecBundle, claim: (String) -> Int? = { _ in 0 }) -> (
        checks: [CheckResult], diagnostics: [Diagnostic]
    ) {
        var checks: [CheckResult] = []
        var diagnostics: [Diagnostic] = []
        for contract in bundle.contractInputs {
            guard let factory = subjects.factory(.contract, product: product, element: contract.contract) else {
                let origin = bundle.idIndex.definitions(of: contract.contract).first?.origin ?? .synthetic()
                diagnostics.append(
                    .warning(
                        "conformance.no-contract-subject",
                        "no contract subject is registered for \"\(contract.contract)\"; its input constraints are not checked",
                        file: origin.file, at: origin.location, pointer: origin.pointer))
                continue
            }
            guard claim("contract:\(contract.contract)") != nil else { continue }
            checks += reuse?.contract(contract) ?? run(contract, factory: factory)
        }
        return (checks, diagnostics)
    }

    private func run(_ contract: ContractInputs, factory: SubjectRegistry.Factory<any ContractSubject>) -> [CheckResult]
    {
        let id = contract.contract
        let valid = JSONValue.object(ContractInputGenerator.validInput(contract))
        let contractEvidence = Evidence(id: id, kind: .contract)
        var results: [CheckResult] = []
        let baseline = call(factory, id, valid)
        var baselineProblem: String?
        // Whether the valid input got no answer at all (a subject error): the refusals then cannot be judged either.
        var unanswered = false
        switch baseline {
        case .failure(let error):
            baselineProblem = "the contract subject failed: \(error)"
            unanswered = true
            results.append(
                result(
                    "contract:\(id):valid", "\(id) accepts a valid input", .error, [contractEvidence],
                    message: baselineProblem))
        case .success(let outcome) where !outcome.accepted:
            baselineProblem = "the valid input was refused"
            results.append(
                result(
                    "contract:\(id):valid", "\(id) accepts a valid input", .failed, [contractEvidence],
                    divergence: divergence(id, valid, expected: "accepted", observed: "refused" + Self.said(outcome))))
        case .success:
            results.append(result("contract:\(id):valid", "\(id) accepts a valid input", .passed, [contractEvidence]))
        }
        let call = { (input: [String: JSONValue]) in self.call(factory, id, .object(input)) }
        let constraints = contract.constraints
        let before = Baseline(problem: baselineProblem, unanswered: unanswered)
        for item in contract.inputs {
            for constraint in constraints where constraint.input == item.name {
                results.append(check(constraint, item, of: contract, baseline: before, call: call))
            }
            if !item.required {
                results.append(checkAbsent(item, of: contract, baseline: before, call: call))
            }
        }
        return results
    }

    func call(_ factory: SubjectRegistry.Factory<any ContractSubject>, _ contract: String, _ input: JSONValue)
        -> Result<ContractOutcome, SubjectFailure>
    {
        var subject = factory()
        do {
            return .success(try subject.call(contract: contract, input: input))
        } catch {
            return .failure(SubjectFailure(description: "\(error)"))
        }
    }

    static func said(_ outcome: ContractOutcome) -> String {
        outcome.message.map { ": \($0)" } ?? ""
    }

    func divergence(_ contract: String, _ input: JSONValue, expected: String, observed: String) -> Divergence {
        Divergence(
            step: 0, pathSoFar: ["\(contract) \(JSONWriter(indent: 0).string(input))"], expected: expected,
            observed: observed)
    }

    func result(
        _ id: String, _ title: String, _ status: CheckStatus, _ evidence: [Evidence], divergence: Divergence? = nil,
        message: String? = nil
    ) -> CheckResult {
        CheckResult(
            id: id, kind: .contract, product: product, title: title, status: status, evidence: evidence,
            divergence: divergence, message: message)
    }
}

/// A contract subject threw instead of answering.
struct SubjectFailure: Error, CustomStringConvertible {
    var description: String
}

extension ContractCheckRunner: CheckSource {
    static let isRuleLike = true

    static func run(_ run: inout SourceRun) -> Bool {
        let bundle = run.bundle
        let found = Self(product: run.product, subjects: run.subjects, reuse: run.reuse).run(
            bundle, claim: { run.claim($0) })
        run.diagnostics += found.diagnostics
        return run.record(found.checks)
    }
}
