import SpecModel
import StateMachine

/// What the decision-table operators share: a mutant's info (scope and reach are the table's), an edit of one
/// table, and the other values of an output.
enum DecisionMutations {
    /// The info of a mutant of `table`; `element` is `<table>/<rule>` (or `<table>/default`), located at `pointer`.
    static func info(
        _ op: String, table: DecisionTable, element: String, variant: String, origin: Origin, description: String,
        original: String,
        replacement: String
    ) -> MutantInfo {
        MutantInfo(
            id: "\(op):\(element)\(variant)", operatorName: op, element: element, origin: origin,
            description: description,
            original: original, replacement: replacement, scope: .decisions, reach: .decides(table: table.id))
    }

    /// A mutant whose edit changes the table `id` with `change`.
    static func mutant(_ info: MutantInfo, table id: String, change: @escaping @Sendable (inout DecisionTable) -> Void)
        -> Mutant
    {
        Mutant(info: info) { bundle in
            guard let index = bundle.decisionTables.firstIndex(where: { $0.id == id }) else { return }
            change(&bundle.decisionTables[index])
        }
    }

    /// Every output value other than `value`: the other boolean, each other enum value, an integer ±1.
    static func others(_ value: JSONValue, of output: DecisionOutput) -> [JSONValue] {
        switch output.type {
        case .boolean: return [.bool(!(value.boolValue ?? false))]
        case .enum: return output.values.filter { $0 != value.stringValue }.map { .string($0) }
        case .integer:
            guard let n = value.intValue else { return [] }
            return [.int(n - 1), .int(n + 1)]
        }
    }

    /// A value as mutant IDs and descriptions print it.
    static func text(_ value: JSONValue) -> String { DecisionSpace.text(value) }

    /// Where `path` under the element at `origin` is written.
    static func origin(_ locator: SpecLocator, _ origin: Origin, _ path: String...) -> Origin {
        var pointer = origin.pointer
        for token in path { pointer = JSONPointer.appending(pointer, token) }
        return locator.origin(file: origin.file, pointer: pointer, fallback: origin)
    }
}
