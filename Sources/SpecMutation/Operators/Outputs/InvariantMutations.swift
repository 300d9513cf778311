import SpecModel

/// What the output invariant operators share: a mutant of one invariant, reached by its `output:<ID>` check, and
/// its edit of the decoded bundle.
enum InvariantMutations {
    static func mutant(
        _ op: String, invariant: OutputInvariant, variant: String, path: [String], locator: SpecLocator,
        description: String,
        original: String, replacement: String, change: @escaping @Sendable (inout OutputInvariant) -> Void
    ) -> Mutant {
        var pointer = invariant.origin.pointer
        for token in path { pointer = JSONPointer.appending(pointer, token) }
        let info = MutantInfo(
            id: "\(op):\(invariant.id)\(variant)", operatorName: op, element: invariant.id,
            origin: locator.origin(file: invariant.origin.file, pointer: pointer, fallback: invariant.origin),
            description: description,
            original: original, replacement: replacement, scope: MutantScope(machines: [], rules: true),
            reach: .check(id: "output:\(invariant.id)"))
        let id = invariant.id
        return Mutant(info: info) { bundle in
            for o in bundle.outputs.indices {
                guard let i = bundle.outputs[o].invariants.firstIndex(where: { $0.id == id }) else { continue }
                change(&bundle.outputs[o].invariants[i])
            }
        }
    }

    /// Every invariant of the bundle, in file order.
    static func invariants(_ bundle: SpecBundle) -> [OutputInvariant] { bundle.outputs.flatMap(\.invariants) }
}

/// `invariant-bound`: a count bound tightened by one (`atMost` − 1, `atLeast` + 1, `equals` ± 1; an expression
/// bound becomes `(e) - 1` or `(e) + 1`). A conforming subject whose outputs reach the bound shows the mutant; the
/// loosening direction is left out, since no correct output can tell it from the spec.
struct InvariantBound: MutationOperator {
    var name: String { "invariant-bound" }
    var summary: String { "tighten a count invariant's bound by one" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for invariant in InvariantMutations.invariants(bundle) where invariant.quantifier == .count {
            let bounds: [(String, OutputInvariant.Bound?, [Int])] = [
                ("atLeast", invariant.atLeast, [1]), ("atMost", invariant.atMost, [-1]),
                ("equals", invariant.equals, [-1, 1]),
            ]
            for (key, bound, deltas) in bounds {
                guard let bound else { continue }
                for delta in deltas {
                    let was: String
                    let shifted: OutputInvariant.Bound
                    switch bound {
                    case .number(let n):
                        guard n + delta >= 0 else { continue }
                        was = String(n)
                        shifted = .number(n + delta)
                    case .expression(let e):
                        was = e.value
                        shifted = .expression(
                            Located("(\(e.value)) \(delta > 0 ? "+" : "-") \(abs(delta))", origin: e.origin))
                    }
                    let now: String
                    switch shifted {
                    case .number(let n): now = String(n)
                    case .expression(let e): now = e.value
                    }
                    result.append(
                        InvariantMutations.mutant(
                            name, invariant: invariant, variant: "/\(key)\(delta > 0 ? "+" : "-")", path: [key],
                            locator: locator,
                            description: "\(key) of \(invariant.id) becomes \(now) instead of \(was)", original: was,
                            replacement: now
                        ) { invariant in
                            switch key {
                            case "atLeast": invariant.atLeast = shifted
                            case "atMost": invariant.atMost = shifted
                            default: invariant.equals = shifted
                            }
                        })
                }
            }
        }
        return result
    }
}

/// `invariant-order`: one sort key of an `orderedBy` invariant with its order flipped. A conforming subject's
/// outputs with two elements differing in that key fail the flipped order.
struct InvariantOrder: MutationOperator {
    var name: String { "invariant-order" }
    var summary: String { "flip one sort key's order of an orderedBy invariant" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for invariant in InvariantMutations.invariants(bundle) where invariant.quantifier == .orderedBy {
            for (index, key) in invariant.keys.enumerated() {
                let flipped: OutputInvariant.Order = key.order == .ascending ? .descending : .ascending
                result.append(
                    InvariantMutations.mutant(
                        name, invariant: invariant, variant: "/keys/\(index)", path: ["keys", String(index), "order"],
                        locator: locator,
                        description:
                            "\(invariant.id) orders \(key.key.value) \(flipped.rawValue) instead of \(key.order.rawValue)",
                        original: key.order.rawValue, replacement: flipped.rawValue
                    ) { $0.keys[index].order = flipped })
            }
        }
        return result
    }
}

/// `invariant-negate`: an invariant's `holds` or `where` negated (`!(…)`). A conforming subject that exercises the
/// invariant fails the negated `holds`; a negated `where` fails wherever the other elements break `holds`.
struct InvariantNegate: MutationOperator {
    var name: String { "invariant-negate" }
    var summary: String { "negate an invariant's holds or where" }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for invariant in InvariantMutations.invariants(bundle) {
            for (key, expression) in [("holds", invariant.holds), ("where", invariant.filter)] {
                guard let expression else { continue }
                let negated = Located("!(\(expression.value))", origin: expression.origin)
                result.append(
                    InvariantMutations.mutant(
                        name, invariant: invariant, variant: "/\(key)", path: [key], locator: locator,
                        description: "\(key) of \(invariant.id) becomes \(negated.value)", original: expression.value,
                        replacement: negated.value
                    ) { invariant in
                        if key == "holds" { invariant.holds = negated } else { invariant.filter = negated }
                    })
            }
        }
        return result
    }
}
