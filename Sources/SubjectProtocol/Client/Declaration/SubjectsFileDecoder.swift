import Foundation
import SpecModel

/// Reads `subjects.json` strictly against its key tables and holds every `serves` ID to the spec: unknown keys,
/// wrong types, an ID the spec does not define (with "did you mean"), an element two subjects serve, a repeated
/// subject ID, a product that does not match the folder. Every problem is recorded; none stops the others.
final class SubjectsFileDecoder {
    static let supportedVersion = 1

    let sink: DiagnosticSink
    let bundle: SpecBundle
    private let spec: ServedElements
    /// The subject serving each element (kind and ID) an earlier entry's `serves` object lists.
    private var owners: [String: String] = [:]
    /// Where each subject ID was first declared.
    private var ids: [String: Origin] = [:]

    init(sink: DiagnosticSink, bundle: SpecBundle) {
        self.sink = sink
        self.bundle = bundle
        spec = ServedElements(definedBy: bundle)
    }

    func decode(_ root: JSONNode, product: String, file: String, folder: String) -> SubjectsFile? {
        guard
            let (reader, name) = ObjectReader.envelope(
                root, table: .subjectsFile, kind: "subjects", supportedVersion: Self.supportedVersion,
                expectedProduct: product, sink: sink)
        else { return nil }
        _ = reader.strings("notes")
        let subjects = reader.objects("subjects", .subject, subject)
        if reader.value("subjects")?.node.items?.isEmpty == true {
            sink.error(
                "selects-nothing", "\"subjects\" is empty: a subjects.json must declare at least one subject",
                at: reader.origin)
        }
        return SubjectsFile(product: name, subjects: subjects, file: sink.origin(root, "").file, folder: folder)
    }

    private func subject(_ reader: ObjectReader) -> SubjectDeclaration? {
        let id = reader.nonBlank("id")
        if let id {
            if let first = ids[id] {
                sink.error(
                    "duplicate-id", "subject \"\(id)\" is declared twice (first at line \(first.location.line))",
                    at: reader.origin)
            } else {
                ids[id] = reader.origin
            }
        }
        let command = reader.nonBlank("command")
        var environment: [String: String] = [:]
        for (key, value) in reader.stringMap("environment") {
            if key.isEmpty || key.contains("=") {
                sink.error(
                    "invalid-value",
                    "an environment variable's name must be non-empty and hold no \"=\", found \"\(key)\"",
                    at: value.origin)
            }
            environment[key] = value.value
        }
        var start = SubjectDeclaration.defaultStartSeconds
        var reply = SubjectDeclaration.defaultReplySeconds
        var run = SubjectDeclaration.defaultRunSeconds
        if let timeouts = reader.object("timeouts", .subjectTimeouts) {
            start = seconds(timeouts, "startSeconds", atMost: 3_600) ?? start
            reply = seconds(timeouts, "replySeconds", atMost: 3_600) ?? reply
            run = seconds(timeouts, "runSeconds", atMost: 86_400) ?? run
        }
        let restarts = self.restarts(reader) ?? SubjectDeclaration.defaultRestarts
        let serves = self.serves(reader, subject: id ?? "")
        let arguments = reader.strings("arguments")
        let workingDirectory = reader.string("workingDirectory")
        let notes = reader.strings("notes")
        guard let id, ids[id] == reader.origin, let command, let serves else { return nil }
        return SubjectDeclaration(
            id: id, command: command, arguments: arguments, workingDirectory: workingDirectory,
            environment: environment,
            startSeconds: start, replySeconds: reply, runSeconds: run, restarts: restarts, serves: serves,
            notes: notes, origin: reader.origin)
    }

    /// A timeout: a number of seconds above 0 and at most `atMost`.
    private func seconds(_ reader: ObjectReader, _ key: String, atMost: Double) -> Double? {
        guard let value = reader.double(key), let node = reader.value(key) else { return nil }
        guard value > 0, value <= atMost else {
            sink.error(
                "invalid-value",
                "\"\(key)\" must be above 0 and at most \(SubjectFailure.seconds(atMost)) seconds, found \(value)",
                at: sink.origin(node.node, node.pointer))
            return nil
        }
        return value
    }

    /// `restarts`: a whole number from 0 to 1000.
    private func restarts(_ reader: ObjectReader) -> Int? {
        guard let value = reader.int("restarts"), let node = reader.value("restarts") else { return nil }
        guard (0...1_000).contains(value) else {
            sink.error(
                "invalid-value", "\"restarts\" must be a whole number from 0 to 1000, found \(value)",
                at: sink.origin(node.node, node.pointer))
            return nil
        }
        return value
    }

    /// `"*"` or an object of ID arrays, each ID defined by the spec.
    private func serves(_ reader: ObjectReader, subject: String) -> SubjectDeclaration.Serves? {
        guard let value = reader.value("serves") else { return nil }
        if let text = value.node.string {
            guard text == "*" else {
                sink.error(
                    "invalid-value",
                    "\"serves\" is \"*\" or an object listing what the subject serves, found \"\(text)\"",
                    at: sink.origin(value.node, value.pointer))
                return nil
            }
            return .everything
        }
        guard value.node.members != nil else {
            reader.wrongType("serves", expected: "\"*\" or object", value)
            return nil
        }
        guard let object = reader.object("serves", .subjectServes) else { return nil }
        var elements = ServedElements()
        for kind in ServedElements.Kind.allCases {
            var seen: Set<String> = []
            for id in object.locatedStrings(kind.rawValue) {
                guard ServedElements.defines(id.value, kind, in: spec, bundle: bundle) else {
                    let candidates = kind == .rules ? bundle.idIndex.ids : spec[kind]
                    sink.error(
                        "unknown-element",
                        "the spec defines no \(kind.noun) \"\(id.value)\""
                            + Suggestion.hint(for: id.value, among: candidates),
                        at: id.origin)
                    continue
                }
                guard seen.insert(id.value).inserted else { continue }
                elements[kind].append(id.value)
                let key = kind.rawValue + "\u{0}" + id.value
                if let first = owners[key] {
                    sink.error(
                        "served-twice",
                        "\(kind.noun) \"\(id.value)\" is served by subjects \"\(first)\" and \"\(subject)\"; an element has one subject",
                        at: id.origin)
                } else {
                    owners[key] = subject
                }
            }
        }
        return .only(elements)
    }
}
