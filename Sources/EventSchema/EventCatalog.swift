import SpecModel

/// The compiled schemas and policies of a set of events, by name.
package struct EventCatalog: Sendable {
    /// One event as read from an `events` spec file.
    package struct Entry: Sendable {
        package var name: String
        package var schema: JSONNode
        /// The file that declares it.
        package var file: String?
        /// The pointer of its `schema` in that file, such as `/events/3/schema`.
        package var pointer: String
        /// Its policy, as the spec decoder read it.
        package var policy: EventPolicy

        package init(
            name: String, schema: JSONNode, file: String? = nil, pointer: String = "",
            policy: EventPolicy = EventPolicy()
        ) {
            self.name = name
            self.schema = schema
            self.file = file
            self.pointer = pointer
            self.policy = policy
        }

        /// The entry of a decoded event: its schema, where the schema is written, and its policy.
        package init(_ event: EventSpec) {
            self.init(
                name: event.name, schema: event.schema, file: event.origin.file,
                pointer: event.origin.pointer + "/schema", policy: event.policy)
        }
    }

    /// The outcome of validating one emitted event.
    package struct Result: Hashable, Sendable {
        /// Schema errors; `event.unknown` when the catalogue has no such event.
        package var errors: [ValidationError]
        /// Policy violations.
        package var violations: [PolicyViolation]
        /// Whether there is neither an error nor a violation.
        package var isValid: Bool { errors.isEmpty && violations.isEmpty }
    }

    /// Compiled schemas by event name; an event whose schema failed to compile is absent.
    package let schemas: [String: CompiledSchema]
    /// Policies by event name, for every declared event.
    package let policies: [String: EventPolicy]
    /// The conditions the spec declares: the only names a subject may report as active.
    package let conditions: Set<String>
    /// Every load problem of every schema, sorted; duplicates of an event name are `event.duplicate`.
    package let diagnostics: [Diagnostic]
    /// Events declared but not compiled (their schema has errors): validating them reports nothing new.
    let failed: Set<String>

    /// The catalogue of `entries`, whose policies may name the conditions `conditions`, and whose schemas may `$ref`
    /// the shared schema files of `library`.
    package init(_ entries: [Entry], conditions: [String] = [], library: SchemaLibrary = .empty) {
        var schemas: [String: CompiledSchema] = [:]
        var policies: [String: EventPolicy] = [:]
        var diagnostics: [Diagnostic] = []
        var failed = Set<String>()
        var seen: [String: Entry] = [:]
        for entry in entries {
            if let first = seen[entry.name] {
                diagnostics.append(
                    .error(
                        SchemaErrorCode.duplicateEvent.rawValue, "event \"\(entry.name)\" is declared twice",
                        file: entry.file, at: entry.schema.location, pointer: entry.pointer,
                        related: [
                            .init(message: "first declaration", file: first.file, location: first.schema.location)
                        ]))
                continue
            }
            seen[entry.name] = entry
            policies[entry.name] = entry.policy
            let (compiled, found) = CompiledSchema.compile(
                entry.schema, file: entry.file, pointer: entry.pointer, library: library)
            diagnostics += found
            if let compiled { schemas[entry.name] = compiled } else { failed.insert(entry.name) }
        }
        self.schemas = schemas
        self.policies = policies
        self.conditions = Set(conditions)
        // A problem inside a shared schema file is found by every event that reaches it: reported once.
        var reported = Set<Diagnostic>()
        self.diagnostics = diagnostics.sorted().filter { reported.insert($0).inserted }
        self.failed = failed
    }

    /// The catalogue of a spec bundle: its events with their policies, and the conditions its events files declare.
    package init(_ bundle: SpecBundle) {
        self.init(
            bundle.events.map(Entry.init), conditions: bundle.eventConditions.map(\.name),
            library: SchemaLibrary(bundle.schemaDocuments, directory: bundle.directory))
        sequences = bundle.eventSequences
    }

    /// The ordering and deduplication rules every run's emitted events are held to.
    package var sequences: [EventSequence] = []

    /// The declared event names, sorted.
    package var eventNames: [String] { (Array(schemas.keys) + Array(failed)).sorted(by: JSONWriter.keyOrder) }

    /// Whether the event may be emitted while `conditions` are active (an undeclared event is not this method's concern).
    package func allows(_ eventName: String, under conditions: Set<String>) -> Bool {
        policies[eventName]?.allows(under: conditions) ?? true
    }

    /// Validates one emitted event against its schema and its policies, under the conditions that were active
    /// when it was emitted.
    ///
    /// An event the catalogue does not declare gives one `event.unknown` error; an active condition the spec
    /// does not declare gives one `event.unknown-condition` error each (a subject that misspells a condition
    /// would otherwise escape its policies); an event whose schema failed to load gives nothing more (its load
    /// diagnostics already say why).
    package func validate(
        eventName: String, payload: JSONValue, conditions active: Set<String> = [],
        options: ValidationOptions = .default
    ) -> Result {
        validate(eventName: eventName, payload: payload, conditions: active, options: options, precheck: true)
    }

    /// ``validate(eventName:payload:conditions:options:)``; `precheck: false` skips the schema's first, stopping pass
    /// for a payload that is probably invalid (see ``CompiledSchema/validate(_:options:precheck:)``).
    func validate(
        eventName: String, payload: JSONValue, conditions active: Set<String>, options: ValidationOptions,
        precheck: Bool
    ) -> Result {
        let declared = conditions.sorted()
        let unknownConditions = active.subtracting(conditions).sorted().map {
            ValidationError(
                code: SchemaErrorCode.unknownCondition.rawValue,
                message:
                    "unknown condition \"\($0)\"; the spec declares \(declared.isEmpty ? "none" : declared.joined(separator: ", "))"
                    + Self.hint(for: $0, among: declared),
                instancePointer: "", schemaPointer: "")
        }
        guard let schema = schemas[eventName] else {
            if failed.contains(eventName) { return Result(errors: unknownConditions, violations: []) }
            let error = ValidationError(
                code: SchemaErrorCode.unknownEvent.rawValue,
                message: "unknown event \"\(eventName)\"; the catalogue does not declare it",
                instancePointer: "", schemaPointer: "")
            return Result(errors: [error] + unknownConditions, violations: [])
        }
        let policy = policies[eventName] ?? EventPolicy()
        // A top-level property a condition's `absent` names is stripped while that condition holds, so the schema's
        // `required` does not ask for it then (the policy's absence rule is checked instead).
        let stripped = Set(active.flatMap { policy.when[$0]?.absent ?? [] })
        let errors = schema.validate(payload, options: options, precheck: precheck).filter { error in
            !(error.code == SchemaErrorCode.required.rawValue && error.instancePointer.isEmpty
                && stripped.contains { error.message == "missing required property \"\($0)\"" })
        }
        return Result(
            errors: unknownConditions + errors,
            violations: policy.check(event: eventName, payload: payload, conditions: active))
    }

    private static func hint(for word: String, among candidates: [String]) -> String {
        Suggestion.nearest(to: word, among: candidates).map { "; did you mean \"\($0)\"?" } ?? ""
    }
}
