import Conformance
import SpecModel

/// `output-drop`: the output subject leaves out the last element of a collection its output holds (an `output.<path>`
/// array an invariant walks), whenever there is one; the spec stays as it is. A spec whose invariants only say what
/// may be shown lets this mutant live: it needs a completeness invariant (`everyOf … appearsIn`) or a count that
/// the missing element breaks. The mutant changes what the implementation answers, so it is reached by the
/// invariants over that collection and killed by any failing check.
struct OutputDrop: MutationOperator {
    var name: String { "output-drop" }
    var summary: String {
        "leave the last element out of an output collection (a subject mutant: the spec is unchanged)"
    }

    func mutants(of bundle: SpecBundle, locator: SpecLocator) -> [Mutant] {
        var result: [Mutant] = []
        for output in bundle.outputs {
            var seen: Set<[String]> = []
            for invariant in output.invariants {
                for expression in [invariant.collection, invariant.appearsIn].compactMap({ $0 }) {
                    guard let path = Self.outputPath(expression.value), seen.insert(path).inserted else { continue }
                    let outputID = output.id
                    let product = bundle.product
                    let info = MutantInfo(
                        id: "\(name):\(output.id)/\(path.joined(separator: "."))", operatorName: name,
                        element: output.id,
                        origin: locator.origin(
                            file: expression.origin.file, pointer: expression.origin.pointer,
                            fallback: expression.origin),
                        description: "the subject of \(output.id) leaves the last element out of \(expression.value)",
                        original: expression.value, replacement: "\(expression.value) without its last element",
                        scope: MutantScope(machines: [], rules: true), reach: .check(id: "output:\(invariant.id)"))
                    result.append(
                        Mutant(info: info) { subjects in
                            guard let inner = subjects.factory(.output, product: product, element: outputID) else {
                                return subjects
                            }
                            var changed = subjects
                            changed.register(.output, product: product, elements: [outputID]) {
                                DroppingOutput(inner: inner(), path: path)
                            }
                            return changed
                        })
                }
            }
        }
        return result
    }

    /// `["cards"]` for `output.cards`, `["feed", "cards"]` for `output.feed.cards`; nil for anything else.
    static func outputPath(_ expression: String) -> [String]? {
        let parts = expression.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count >= 2, parts[0] == "output" else { return nil }
        let path = Array(parts.dropFirst())
        let plain = path.allSatisfy { part in
            guard let first = part.unicodeScalars.first, !("0"..."9").contains(first) else { return false }
            return part.unicodeScalars.allSatisfy {
                $0 == "_" || ("a"..."z").contains($0) || ("A"..."Z").contains($0) || ("0"..."9").contains($0)
            }
        }
        return plain ? path : nil
    }
}

/// An output subject that answers as `inner` does, less the last element of the array at `path`.
struct DroppingOutput: OutputSubject {
    var inner: any OutputSubject
    let path: [String]

    mutating func output(_ output: String, input: JSONValue) throws -> JSONValue {
        Self.dropLast(from: try inner.output(output, input: input), at: path[...])
    }

    static func dropLast(from value: JSONValue, at path: ArraySlice<String>) -> JSONValue {
        guard let key = path.first else {
            guard case .array(let items) = value, !items.isEmpty else { return value }
            return .array(Array(items.dropLast()))
        }
        guard case .object(var members) = value, let member = members[key] else { return value }
        members[key] = dropLast(from: member, at: path.dropFirst())
        return .object(members)
    }
}
