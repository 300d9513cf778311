/// An HTTP API endpoint contract (`API-DOWNLOAD-URL`).
package struct APIEndpoint: Sendable {
    /// The closed set of HTTP methods, written in upper case.
    package enum Method: String, CaseIterable, Codable, Sendable {
        case get = "GET"
        case head = "HEAD"
        case post = "POST"
        case put = "PUT"
        case patch = "PATCH"
        case delete = "DELETE"
        case options = "OPTIONS"
    }

    /// A named field and its type name (`artwork_id: uuid`).
    package struct Field: Hashable, Sendable {
        package var name: String
        package var type: String

        package init(name: String, type: String) {
            self.name = name
            self.type = type
        }
    }

    /// The request: field → type name, and an optional JSON Schema of the body.
    package struct Input: Sendable {
        /// Field → type name, in document order.
        package var fields: [Field]
        package var schema: JSONNode?

        package init(fields: [Field] = [], schema: JSONNode? = nil) {
            self.fields = fields
            self.schema = schema
        }
    }

    /// The success response.
    package struct Success: Sendable {
        package var status: Int
        package var output: String?
        /// Field → type name, in document order.
        package var fields: [Field]
        package var schema: JSONNode?

        package init(status: Int, output: String? = nil, fields: [Field] = [], schema: JSONNode? = nil) {
            self.status = status
            self.output = output
            self.fields = fields
            self.schema = schema
        }
    }

    /// One documented error response.
    package struct ErrorResponse: Hashable, Sendable {
        package var status: Int
        package var code: String?
        package var when: String?
        package var origin: Origin

        package init(status: Int, code: String? = nil, when: String? = nil, origin: Origin = .synthetic()) {
            self.status = status
            self.code = code
            self.when = when
            self.origin = origin
        }
    }

    package var id: String
    package var method: Method
    package var path: String
    package var caller: String?
    package var input: Input?
    package var success: Success
    package var errors: [ErrorResponse]
    /// Inputs with constraints the implementation must enforce (`constraints`).
    package var constraints: [ContractInput]
    package var info: ElementInfo
    package var origin: Origin

    package init(
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
