/// A strict RFC 8259 JSON parser over bytes that locates every value.
///
/// Rejects trailing commas, leading zeros, `NaN`/`Infinity`, single quotes, comments, unescaped control
/// characters, invalid escapes, lone surrogates, invalid UTF-8 and anything after the top-level value.
/// Duplicate object keys are errors naming both locations; keys are compared as Swift compares strings
/// (canonical equivalence), so a key is a duplicate exactly when it would collide in ``JSONNode/value``.
/// Nesting is limited by `maxDepth`; the parser keeps its own stack, so no input can overflow the
/// thread's stack.
package struct JSONParser: Sendable {
    /// The deepest nesting of arrays and objects accepted.
    ///
    /// The parser itself never recurses and a parsed document is flat, but code that walks the tree
    /// (``JSONNode/value``, ``JSONWriter``) does: keep the limit in the hundreds or low thousands.
    package var maxDepth: Int

    package init(maxDepth: Int = 512) {
        self.maxDepth = maxDepth
    }

    /// The outcome of parsing one document.
    package struct Result: Sendable {
        /// The document, or nil when it has a syntax error.
        package var root: JSONNode?
        /// Every problem found; a syntax error ends parsing, duplicate keys do not.
        package var diagnostics: [Diagnostic]
    }

    /// Parses `bytes` as one JSON document; `file` names it in diagnostics. The document shares the array.
    package func parse(_ bytes: [UInt8], file: String? = nil) -> Result {
        bytes.withUnsafeBufferPointer { parse(buffer: $0, input: bytes, file: file) }
    }

    /// Parses a UTF-8 string as one JSON document.
    package func parse(_ text: String, file: String? = nil) -> Result {
        var text = text
        return text.withUTF8 { parse(buffer: $0, input: nil, file: file) }
    }

    /// Parses the UTF-8 bytes of `bytes` as one JSON document; the document keeps a copy of them.
    package func parse(_ bytes: UnsafeRawBufferPointer, file: String? = nil) -> Result {
        parse(buffer: bytes.bindMemory(to: UInt8.self), input: nil, file: file)
    }

    /// Parses `buffer`; the tape keeps `input`, the same bytes as an array, or a copy of them when nil.
    private func parse(buffer: UnsafeBufferPointer<UInt8>, input: [UInt8]?, file: String?) -> Result {
        var scanner = JSONScanner(buffer, file: file, maxDepth: maxDepth)
        guard scanner.parseDocument() else { return Result(root: nil, diagnostics: scanner.diagnostics) }
        let count = scanner.tape.count
        let tape = JSONTape(
            input: input ?? Array(buffer), entries: scanner.tape.take(), count: count, lineStarts: scanner.lineStarts)
        return Result(root: JSONNode(tape: tape, index: 0), diagnostics: scanner.diagnostics)
    }
}

/// Stable codes of the JSON reader's diagnostics.
package enum JSONErrorCode: String, CaseIterable, Sendable {
    case unexpectedEnd = "json.unexpected-end"
    case unexpectedCharacter = "json.unexpected-character"
    case trailingComma = "json.trailing-comma"
    case leadingZero = "json.leading-zero"
    case invalidNumber = "json.invalid-number"
    case invalidLiteral = "json.invalid-literal"
    case singleQuote = "json.single-quote"
    case comment = "json.comment"
    case controlCharacter = "json.control-character"
    case invalidEscape = "json.invalid-escape"
    case loneSurrogate = "json.lone-surrogate"
    case invalidUTF8 = "json.invalid-utf8"
    case byteOrderMark = "json.byte-order-mark"
    case trailingContent = "json.trailing-content"
    case duplicateKey = "json.duplicate-key"
    case depthLimit = "json.depth-limit"
    case expectedKey = "json.expected-key"
    /// The input is larger than 4 GiB.
    case tooLarge = "json.too-large"
}
