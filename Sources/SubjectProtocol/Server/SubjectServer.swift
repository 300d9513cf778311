import Conformance
import SpecModel

/// Serves the Swift subjects and rule checks registered for one product over the subject protocol
/// (docs/SUBJECT-PROTOCOL.md): one request line in, one reply line out.
///
/// A product's subject executable is a few lines:
///
/// ```swift
/// import MyProductConformance
/// import SubjectProtocol
///
/// var server = SubjectServer(MyProductVerification.self)
/// server.serve()  // standard input and output, until end of input
/// ```
///
/// Each request does what the in-process runner does with the same subject, so a run through the protocol gives
/// the results of the in-process run:
///
/// - `reset`: a fresh subject from the factory of the group the context's machines belong to, reset with the
///   request's `context`; the reply is the subject's ``ConformanceSubject/observeReset()`` when it has one, else `ok`.
///   `apply` goes to the subject of the last reset.
/// - `decide`: one decision subject per table, as the runner asks every combination of a table of one subject:
///   consecutive `decide` requests of the same table share it; any other request, or another table, makes a fresh one.
/// - `call`, `probe`, `drive`, `output`: a fresh contract subject, limit probe, property driver or output subject for
///   every request, as the runners make one per call, probed value, driven value and asked input.
/// - `rule`: the registered check runs here, with a ``RuleContext`` over the spec bundle at the hello's
///   `specDirectory` (its event catalogue and business rules), the requested rule's parameters replaced by the
///   request's `parameters` (so a spec change that reaches the request reaches the check).
///
/// A thrown error is an error reply with the error's text (what the in-process runner reports after its own words);
/// a request that cannot be read is an error reply; nothing a request holds stops the server.
package struct SubjectServer {
    /// The product whose subjects are served.
    package let product: String
    /// The name the `hello` reply gives.
    package let name: String
    /// The longest request line served; a longer one is answered with an error reply (seq 0) and skipped.
    package var maxLineBytes = SubjectServer.protocolMaxLineBytes
    let subjects: SubjectRegistry
    let rules: RuleCheckRegistry

    /// The subject of the last successful `reset`, and the machines its world holds.
    var world: World?
    /// The decision subject of the last `decide`, kept while `decide` requests of its table follow one another.
    var decision: (table: String, subject: any DecisionSubject)?
    /// The spec bundle at the hello's `specDirectory`, once loaded (or why it could not be).
    var spec: LoadedSpec?

    /// A server for `product`'s subjects in `subjects` and its rule checks in `rules`.
    package init(
        product: String, subjects: SubjectRegistry, rules: RuleCheckRegistry = RuleCheckRegistry(), name: String? = nil
    ) {
        self.product = product
        self.subjects = subjects
        self.rules = rules
        self.name = name ?? "\(product) (Swift subjects)"
    }

    /// A server for everything `verification` registers.
    package init(_ verification: any ProductVerification.Type, name: String? = nil) {
        var rules = RuleCheckRegistry()
        let subjects = SubjectRegistry.registering([verification], rules: &rules)
        self.init(product: verification.product, subjects: subjects, rules: rules, name: name)
    }

    /// The reply line (without its newline) to one request line (without its newline).
    package mutating func reply(to line: [UInt8]) -> [UInt8] {
        line.withUnsafeBytes { reply(toLine: $0) }
    }

    /// The reply line (without its newline) to one request line held in `line`.
    package mutating func reply(toLine line: UnsafeRawBufferPointer) -> [UInt8] {
        var seq = 0
        let reply: JSONValue
        do {
            let request = try Request(parsing: line, seq: &seq)
            reply = try handle(request)
        } catch {
            reply = Self.error(error.message)
        }
        // A reply always carries the request's seq (0 when the request's could not be read).
        guard case .object(var fields) = reply else { return [] }
        fields["seq"] = .int(seq)
        if let bad = Self.unwritableNumber(in: .object(fields)) {
            fields = Self.error("the reply holds a number JSON cannot carry: \(bad)").objectValue ?? [:]
            fields["seq"] = .int(seq)
        }
        return Array(JSONWriter(indent: 0).string(.object(fields)).utf8)
    }

    /// One request's reply, without its seq.
    private mutating func handle(_ request: Request) throws(Failure) -> JSONValue {
        if request.type != "decide" { decision = nil }
        switch request.type {
        case "hello": return try hello(request)
        case "reset": return try reset(request)
        case "apply": return try apply(request)
        case "decide": return try decide(request)
        case "call": return try call(request)
        case "probe": return try probe(request)
        case "drive": return try drive(request)
        case "output": return try output(request)
        case "rule": return try rule(request)
        default:
            throw Failure(
                "unknown request type \"\(request.type)\" (one of " + Request.types.joined(separator: ", ") + ")"
                    + Suggestion.hint(for: request.type, among: Request.types))
        }
    }

    /// `{"type": "error", "message": …}`.
    static func error(_ message: String) -> JSONValue {
        .object(["type": .string("error"), "message": .string(message)])
    }
}

extension SubjectServer {
    /// The world of the last reset: the subject and the machines of its group.
    struct World {
        var machines: [String]
        var subject: any ConformanceSubject
    }

    /// A request the server could not do: the message of its error reply.
    struct Failure: Error {
        var message: String

        init(_ message: String) { self.message = message }
    }
}
