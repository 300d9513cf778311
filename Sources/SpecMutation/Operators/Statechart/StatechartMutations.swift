import SpecModel

/// What the statechart operators (and the machine operators, at every level) share: editing a state wherever it
/// nests, and a statechart mutant's info. The hierarchy itself is read through `StatechartStructure`.
enum StatechartMutations {
    /// Edits the state named `name` at any level of `states` (names are unique within a machine); false when there
    /// is none.
    @discardableResult
    static func editState(_ name: String, in states: inout [MachineState], _ body: (inout MachineState) -> Void)
        -> Bool
    {
        for index in states.indices {
            if states[index].name == name {
                body(&states[index])
                return true
            }
            if !states[index].states.isEmpty, editState(name, in: &states[index].states, body) { return true }
        }
        return false
    }

    /// The info of a statechart mutant of `element` (a state, or `<state>.always#<n>`) of `machine`: ID
    /// `<op>:<machine>/<element>`.
    static func info(
        _ op: String, machine: Machine, element: String, origin: Origin, description: String,
        original: String, replacement: String, reach: MutantReach
    ) -> MutantInfo {
        MutantInfo(
            id: "\(op):\(machine.id)/\(element)", operatorName: op, element: "\(machine.id)/\(element)",
            origin: origin, description: description, original: original, replacement: replacement,
            scope: .machine(machine.id), reach: reach)
    }
}
