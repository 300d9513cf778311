import SpecModel

/// One line of a subject's standard output, read as the reply to one request: a JSON object with the request's
/// `seq` and a reply `type` that answers it, then the type's own keys.
package enum ReplyLine {
    /// The deepest nesting accepted in a reply: deeper lines are malformed (never walked recursively).
    package static let maxDepth = 100

    /// The reply `bytes` (one line without its newline) gives to `request` sent as `seq`, or why it is malformed.
    package static func decode(_ bytes: [UInt8], answering request: SubjectRequest, seq: Int) throws(MalformedReply)
        -> SubjectReply
    {
        let parsed = JSONParser(maxDepth: maxDepth).parse(bytes)
        guard let root = parsed.root else {
            let first = parsed.diagnostics.first
            let at = first?.location.map { " at column \($0.column)" } ?? ""
            throw MalformedReply("not JSON\(at): \(first?.message ?? "empty line")")
        }
        if let duplicate = parsed.diagnostics.first(where: { $0.severity == .error }) {
            throw MalformedReply("not valid JSON: \(duplicate.message)")
        }
        guard case .object(let members) = root.kind else {
            throw MalformedReply("a JSON \(root.typeName), not an object")
        }
        var object: [String: JSONValue] = [:]
        for member in members { object[member.key] = member.value.value }
        let reader = ReplyReader(object, name: "reply", allowed: [])
        let got = try reader.int("seq")
        guard got == seq else { throw MalformedReply("seq \(got), expected \(seq)") }
        let type = try reader.string("type")
        guard type == "error" || request.replyTypes.contains(type) else {
            let expected = request.replyTypes.map { "\"\($0)\"" }.joined(separator: " or ")
            throw MalformedReply(
                "reply type \"\(type)\" does not answer \(request.type) (expected \(expected) or \"error\")")
        }
        return try SubjectReply.decode(type: type, object)
    }

    /// The first 200 bytes of `bytes` as a quoted JSON string (invalid UTF-8 shown as U+FFFD, control characters
    /// escaped), with the line's length when it was cut: what a failure shows of the offending line.
    package static func excerpt(_ bytes: some Collection<UInt8>) -> String {
        let shown = String(decoding: bytes.prefix(200), as: UTF8.self)
        var quoted = ""
        JSONWriter.appendQuoted(shown, to: &quoted)
        return bytes.count > 200 ? "\(quoted)… (\(bytes.count) bytes)" : quoted
    }
}
