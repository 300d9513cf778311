import SpecModel

extension SubjectServer {
    /// One request line, read: its `seq`, its `type` and its other fields.
    ///
    /// Keys a request type does not use are ignored, so the engine may add optional ones.
    struct Request {
        /// The request types, in the order of docs/SUBJECT-PROTOCOL.md §4.
        static let types = ["hello", "reset", "apply", "decide", "call", "probe", "drive", "output", "rule"]

        var seq: Int
        var type: String
        var fields: [String: JSONValue]

        /// Reads `line`; `seq` is set as soon as it is read, so an error about the rest can carry it.
        init(parsing line: UnsafeRawBufferPointer, seq: inout Int) throws(Failure) {
            let parsed = JSONParser().parse(line)
            if let problem = parsed.diagnostics.first(where: { $0.severity == .error }) {
                let at = problem.location.map { " at column \($0.column)" } ?? ""
                throw Failure("the request is not valid JSON: \(problem.message)\(at)")
            }
            guard let root = parsed.root else { throw Failure("the request is not valid JSON") }
            guard case .object(let fields) = root.value else {
                throw Failure("the request is \(Self.article(root.value.typeName)), not a JSON object")
            }
            self.fields = fields
            guard let seqValue = fields["seq"] else { throw Failure("the request has no \"seq\" (an integer)") }
            guard case .number(let number) = seqValue, number.isInteger else {
                throw Failure("the request's \"seq\" is \(Self.article(seqValue.typeName)), not an integer")
            }
            guard let int = number.intValue else {
                throw Failure("the request's \"seq\" \(number.text) is out of range")
            }
            seq = int
            self.seq = int
            guard let typeValue = fields["type"] else { throw Failure("the request has no \"type\" (a string)") }
            guard case .string(let type) = typeValue else {
                throw Failure("the request's \"type\" is \(Self.article(typeValue.typeName)), not a string")
            }
            self.type = type
        }

        /// The field `key`, of any type (null included); absent fails the request.
        func value(_ key: String, _ what: String) throws(Failure) -> JSONValue {
            guard let value = fields[key] else { throw missing(key, what) }
            return value
        }

        func string(_ key: String) throws(Failure) -> String {
            let value = try value(key, "a string")
            guard case .string(let string) = value else { throw wrongType(key, value, "a string") }
            return string
        }

        func object(_ key: String) throws(Failure) -> [String: JSONValue] {
            let value = try value(key, "an object")
            guard case .object(let object) = value else { throw wrongType(key, value, "an object") }
            return object
        }

        func number(_ key: String) throws(Failure) -> JSONNumber {
            let value = try value(key, "a number")
            guard case .number(let number) = value else { throw wrongType(key, value, "a number") }
            return number
        }

        /// The field when present (null counts as absent), else nil.
        func optionalString(_ key: String) throws(Failure) -> String? {
            guard let value = fields[key], value != .null else { return nil }
            guard case .string(let string) = value else { throw wrongType(key, value, "a string") }
            return string
        }

        func optionalObject(_ key: String) throws(Failure) -> [String: JSONValue]? {
            guard let value = fields[key], value != .null else { return nil }
            guard case .object(let object) = value else { throw wrongType(key, value, "an object") }
            return object
        }

        private func missing(_ key: String, _ what: String) -> Failure {
            Failure("\(type) request without \"\(key)\" (\(what))")
        }

        private func wrongType(_ key: String, _ value: JSONValue, _ expected: String) -> Failure {
            Failure("\(type) request: \"\(key)\" is \(Self.article(value.typeName)), not \(expected)")
        }

        /// `an object`, `a string`, `null`.
        static func article(_ typeName: String) -> String {
            if typeName == "null" { return "null" }
            return (["a", "e", "i", "o", "u"].contains(typeName.prefix(1)) ? "an " : "a ") + typeName
        }
    }
}
