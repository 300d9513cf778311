/// An HTTP API endpoint contract (`API-DOWNLOAD-URL`).
public struct APIEndpoint: Sendable {
    /// The closed set of HTTP methods, written in upper case.
    public enum Method: String, CaseIterable, Codable, Sendable {
        case get = "GET"
        case head = "HEAD"
        case post = "POST"
        case put = "PUT"
        case patch = "PATCH"
        case delete = "DELETE"
        case options = "OPTIONS"
    }

    /// A named field and its type name (`artwork_id: uuid`).
    public struct Field: Hashable, Sendable {
        public var name: String
        public var type: String

        public init(name: String, type: String) {
            self.name = name
            self.type = type
        }
    }

    /// The request: field → type name, and an optional JSON Schema of the body.
    public struct Input: Sendable {
        /// Field → type name, in document order.
        public var fields: [Field]
        public var schema: JSONNode?

        public init(fields: [Field] = [], schema: JSONNode? = nil) {
            self.fields = fields
            self.schema = schema
        }
    }

    /// The success response.
    public struct Success: Sendable {
        public var status: Int
        public var output: String?
        /// Field → type name, in document order.
        public var fields: [Field]
        public var schema: JSONNode?

        public init(status: Int, output: String? = nil, fields: [Field] = [], schema: JSONNode? = nil) {
            self.status = status
            self.output = output
            self.fields = fields
            self.schema = schema
        }
    }

    /// One documented error response.
    public struct ErrorResponse: Hashable, Sendable {
        public var status: Int
        public var code: String?
        public var when: String?
        public var origin: Origin

        public init(status: Int, code: String? = nil, when: String? = nil, origin: Origin = .synthetic()) {
            self.status = status
            self.code = code
            self.when = when
            self.origin = origin
        }
    }

    public var id: String
    public var method: Method
    public var path: String
    public var caller: String?
    public var input: Input?
    public var success: Success
    public var errors: [ErrorResponse]
    /// Inputs with constraints the implementation must enforce (`constraints`).
    public var constraints: [ContractInput]
    public var info: ElementInfo
    public var origin: Origin

    public init(
        id: String, method: Method, path: String, caller: String? = nil, input: Input? = nil, success: Success,
        errors: [ErrorResponse] = [], constraints: [ContractInput] = [], info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.method = method
        self.path = path
        self.caller = caller
        self.input = input
        self.success = success
        self.errors = errors
        self.constraints = constraints
        self.info = info
        self.origin = origin
    }
}
