import SpecModel

/// Runs the invalid-input checks of every contract that declares `constraints`.
///
/// Per contract: `contract:<ID>:valid` calls it with the valid input, which must be accepted; then, per constraint,
/// `contract:<constraint ID>` calls it with that one constraint violated, which must be refused without a state
/// change. A refusal proves something only if the valid input is accepted, so every constraint check fails when
/// the valid one does. Each call gets a fresh subject from the registered factory.
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
        switch baseline {
        case .failure(let error):
            baselineProblem = "the contract subject failed: \(error)"
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
        for constraint in contract.constraints {
            guard let input = contract.input(named: constraint.input) else { continue }
            let title = "\(id) refuses an input where not: \(constraint.describe(input))"
            let evidence = [Evidence(id: constraint.id, kind: .contract), contractEvidence]
            let checkID = "contract:\(constraint.id)"
            guard let invalid = ContractInputGenerator.invalidInput(contract, constraint) else {
                results.append(
                    result(
                        checkID, title, .error, evidence,
                        message: "no input violates \(constraint.id) while meeting the input's other constraints"))
                continue
            }
            let sent = JSONValue.object(invalid)
            if let baselineProblem {
                results.append(
                    result(
                        checkID, title, .failed, evidence,
                        divergence: divergence(
                            id, valid, expected: "the valid input accepted (so a refusal means something)",
                            observed: baselineProblem)))
                continue
            }
            switch call(factory, id, sent) {
            case .failure(let error):
                results.append(
                    result(checkID, title, .error, evidence, message: "the contract subject failed: \(error)"))
            case .success(let outcome) where outcome.accepted:
                results.append(
                    result(
                        checkID, title, .failed, evidence,
                        divergence: divergence(
                            id, sent, expected: "refused (\(constraint.id))", observed: "accepted" + Self.said(outcome))
                    ))
            case .success(let outcome) where outcome.changedState:
                let change =
                    "\(JSONWriter(indent: 0).string(outcome.stateBefore)) → \(JSONWriter(indent: 0).string(outcome.stateAfter))"
                results.append(
                    result(
                        checkID, title, .failed, evidence,
                        divergence: divergence(
                            id, sent, expected: "refused without a state change",
                            observed: "refused, but the state changed: \(change)")))
            case .success:
                results.append(result(checkID, title, .passed, evidence))
            }
        }
        return results
    }

    private func call(_ factory: SubjectRegistry.Factory<any ContractSubject>, _ contract: String, _ input: JSONValue)
        -> Result<ContractOutcome, SubjectFailure>
    {
        var subject = factory()
        do {
            return .success(try subject.call(contract: contract, input: input))
        } catch {
            return .failure(SubjectFailure(description: "\(error)"))
        }
    }

    private static func said(_ outcome: ContractOutcome) -> String {
        outcome.message.map { ": \($0)" } ?? ""
    }

    private func divergence(_ contract: String, _ input: JSONValue, expected: String, observed: String) -> Divergence {
        Divergence(
            step: 0, pathSoFar: ["\(contract) \(JSONWriter(indent: 0).string(input))"], expected: expected,
            observed: observed)
    }

    private func result(
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
