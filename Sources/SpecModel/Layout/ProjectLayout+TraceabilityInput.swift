extension ProjectLayout {
    /// The files of a product's traceability folder (`Traceability/<product>/`), by what they hold; the raw value is
    /// the file name. ``ProjectLayout/path(_:of:)`` says where each lives; the scenarios are a folder
    /// (``ProjectLayout/scenariosFolder(of:)``).
    package enum TraceabilityInput: String, CaseIterable, Sendable {
        /// `policy.json`: the evidence each ID kind needs (every verified product has one).
        case policy = "policy.json"
        /// `gate.json`: the release gate (minimum percentages, IDs that must be covered, waivers, a baseline).
        case gate = "gate.json"
        /// `subjects.json`: the subject processes the product is verified through instead of its in-process subjects.
        case subjects = "subjects.json"
        /// `mutation.json`: the declared equivalent mutants, for `mutate`.
        case mutation = "mutation.json"
        /// `accepted-changes.json`: the spec changes a diff accepts.
        case acceptedChanges = "accepted-changes.json"
    }
}
