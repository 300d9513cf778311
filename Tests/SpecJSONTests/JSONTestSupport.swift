import Testing

@testable import SpecJSON

/// Shared helpers of the JSON reader tests.
enum JSONTestSupport {
    /// Parses `text` and returns the result.
    static func parse(_ text: String, maxDepth: Int = 512) -> JSONParser.Result {
        JSONParser(maxDepth: maxDepth).parse(text, file: "t.json")
    }

    /// Parses bytes and returns the result.
    static func parse(bytes: [UInt8], maxDepth: Int = 512) -> JSONParser.Result {
        JSONParser(maxDepth: maxDepth).parse(bytes, file: "t.json")
    }

    /// The single error of an input that must be rejected, checked for code and `line:column`.
    @discardableResult
    static func expectRejected(
        _ bytes: [UInt8], code: JSONErrorCode, at position: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Diagnostic? {
        let result = parse(bytes: bytes)
        #expect(result.root == nil, "input must be rejected", sourceLocation: sourceLocation)
        #expect(result.diagnostics.count == 1, "\(result.diagnostics)", sourceLocation: sourceLocation)
        guard let error = result.diagnostics.first else {
            Issue.record("no diagnostic", sourceLocation: sourceLocation)
            return nil
        }
        #expect(error.severity == .error, sourceLocation: sourceLocation)
        #expect(error.code == code.rawValue, "\(error.message)", sourceLocation: sourceLocation)
        #expect(
            error.location?.description == position, "\(error.code): \(error.message)", sourceLocation: sourceLocation)
        #expect(error.file == "t.json", sourceLocation: sourceLocation)
        if let location = error.location {
            #expect(location.offset >= 0 && location.offset <= bytes.count, sourceLocation: sourceLocation)
        }
        return error
    }

    @discardableResult
    static func expectRejected(
        _ text: String, code: JSONErrorCode, at position: String,
        sourceLocation: Testing.SourceLocation = #_sourceLocation
    ) -> Diagnostic? {
        expectRejected(Array(text.utf8), code: code, at: position, sourceLocation: sourceLocation)
    }

    /// The root of an input that must be accepted without diagnostics.
    static func expectAccepted(_ text: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> JSONNode? {
        let result = parse(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))", sourceLocation: sourceLocation)
        #expect(result.root != nil, sourceLocation: sourceLocation)
        return result.root
    }
}
