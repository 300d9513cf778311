import SpecModel

/// The compiled schemas and policies of a set of events, by name.
public struct EventCatalog: Sendable {
    /// One event as read from an `events` spec file.
    public struct Entry: Sendable {
        public var name: String
        public var schema: JSONNode
        /// The file that declares it.
        public var file: String?
        /// The pointer of its `schema` in that file, such as `/events/3/schema`.
        public var pointer: String

        public init(name: String, schema: JSONNode, file: String? = nil, pointer: String = "") {
            self.name = name
            self.schema = schema
            self.file = file
            self.pointer = pointer
        }
    }

    /// The outcome of validating one emitted event.
    public struct Result: Hashable, Sendable {
        /// Schema errors; `event.unknown` when the catalogue has no such event.
        public var errors: [ValidationError]
        /// Policy violations.
        public var violations: [PolicyViolation]
        /// Whether there is neither an error nor a violation.
        public var isValid: Bool { errors.isEmpty && violations.isEmpty }
    }

    /// Compiled schemas by event name; an event whose schema failed to compile is absent.
    public let schemas: [String: CompiledSchema]
    /// Every load problem of every schema, sorted; duplicates of an event name are `event.duplicate`.
    public let diagnostics: [Diagnostic]
    /// Events declared but not compiled (their schema has errors): validating them reports nothing new.
    let failed: Set<String>

    public init(_ entries: [Entry]) {
        var schemas: [String: CompiledSchema] = [:]
        var diagnostics: [Diagnostic] = []
        var failed = Set<String>()
        var seen: [String: Entry] = [:]
        for entry in entries {
            if let first = seen[entry.name] {
                diagnostics.append(
                    .error(
                        SchemaErrorCode.duplicateEvent.rawValue, "event \"\(entry.name)\" is declared twice",
                        file: entry.file, at: entry.schema.location, pointer: entry.pointer,
                        related: [.init(message: "first declaration", file: first.file, location: first.schema.location)]))
                continue
            }
            seen[entry.name] = entry
            let (compiled, found) = CompiledSchema.compile(entry.schema, file: entry.file, pointer: entry.pointer)
            diagnostics += found
            if let compiled { schemas[entry.name] = compiled } else { failed.insert(entry.name) }
        }
        self.schemas = schemas
        self.diagnostics = diagnostics.sorted()
        self.failed = failed
    }

    /// The declared event names, sorted.
    public var eventNames: [String] { (Array(schemas.keys) + Array(failed)).sorted(by: JSONWriter.keyOrder) }

    /// Validates one emitted event against its schema and its policies.
    ///
    /// An event the catalogue does not declare gives one `event.unknown` error; an event whose schema
    /// failed to load gives nothing (its load diagnostics already say why).
    public func validate(eventName: String, payload: JSONValue, mode: EventMode = .normal, options: ValidationOptions = .default) -> Result {
        guard let schema = schemas[eventName] else {
            if failed.contains(eventName) { return Result(errors: [], violations: []) }
            let error = ValidationError(
                code: SchemaErrorCode.unknownEvent.rawValue, message: "unknown event \"\(eventName)\"; the catalogue does not declare it",
                instancePointer: "", schemaPointer: "")
            return Result(errors: [error], violations: [])
        }
        return Result(
            errors: schema.validate(payload, options: options),
            violations: schema.policy.check(event: eventName, payload: payload, mode: mode))
    }
}
