import Foundation
import SpecConformCLI
import SpecConformTestSupport
import SpecDiff
import SpecModel
import SubjectProtocol
import Testing

/// Every JSON example of README.md and docs/*.md says what the loader accepts (docs/SPEC-FORMAT.md, "Examples in these
/// docs"): a whole file lints clean as the kind its envelope names, an excerpt writes no key the loader refuses, and an
/// example marked as an error fails with the code it names.
@Suite struct DocsExamplesTests {
    /// One fenced ```json block.
    struct Example: CustomStringConvertible, Sendable {
        /// `docs/SPEC-FORMAT.md:114`: the fence's line.
        var place: String
        var body: String
        var marker: Marker
        var description: String { place }
    }

    /// What the last non-blank line before a fence says about its block.
    enum Marker: Equatable, Sendable {
        /// No marker: JSON (one value, or one value per line), linted as a file when it is an object with a `kind`.
        case none
        /// `<!-- excerpt -->`: part of a file (elided with `...`), not parsed; it writes no `x-` key.
        case excerpt
        /// `<!-- intentional error: CODE -->`: a whole file that lint refuses with CODE.
        case intentionalError(String)
    }

    /// The files a traceability kind is read from, under `Traceability/<product>/`.
    static let traceabilityFiles = [
        "policy": "policy.json", "gate": "gate.json", "scenario": "scenarios/example.json",
        "accepted-changes": "accepted-changes.json", "mutation": "mutation.json", "subjects": "subjects.json",
    ]

    /// Diagnostics an example shown alone may draw and a whole project would not: references to IDs, machines or
    /// files that other files of a project define.
    static let referenceCodes: Set<String> = [
        "lint.undefined-reference", "traceability.unknown-id", "traceability.pattern-matches-nothing",
        "check.missing-baseline", "subjects.unknown-element",
    ]

    /// The ```json blocks of `text` (the file at `path`, for places), with their markers.
    static func examples(in text: String, path: String) -> [Example] {
        let lines = text.components(separatedBy: "\n")
        var examples: [Example] = []
        var index = 0
        while index < lines.count {
            defer { index += 1 }
            guard lines[index].trimmingCharacters(in: .whitespaces) == "```json" else { continue }
            let start = index
            var body: [String] = []
            index += 1
            while index < lines.count, !lines[index].hasPrefix("```") {
                body.append(lines[index])
                index += 1
            }
            let before = lines[..<start].last { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? ""
            examples.append(
                Example(place: "\(path):\(start + 1)", body: body.joined(separator: "\n"), marker: marker(before)))
        }
        return examples
    }

    static func marker(_ line: String) -> Marker {
        let text = line.trimmingCharacters(in: .whitespaces)
        if text == "<!-- excerpt -->" { return .excerpt }
        let prefix = "<!-- intentional error: "
        if text.hasPrefix(prefix), text.hasSuffix(" -->") {
            return .intentionalError(String(text.dropFirst(prefix.count).dropLast(4)))
        }
        return .none
    }

    /// Every example of README.md and docs/*.md.
    static func all() throws -> [Example] {
        let docs = PackagePaths.root + "/docs"
        let names = try FileManager.default.contentsOfDirectory(atPath: docs).filter { $0.hasSuffix(".md") }.sorted()
        var examples: [Example] = []
        for path in ["README.md"] + names.map({ "docs/" + $0 }) {
            let text = try String(contentsOfFile: PackagePaths.root + "/" + path, encoding: .utf8)
            examples += Self.examples(in: text, path: path)
        }
        return examples
    }

    /// The body as JSON: one value, or one value per non-blank line (messages, log and trace records); nil when it is
    /// neither.
    static func json(_ body: String) -> [Any]? {
        let options: JSONSerialization.ReadingOptions = [.fragmentsAllowed]
        if let value = try? JSONSerialization.jsonObject(with: Data(body.utf8), options: options) { return [value] }
        var values: [Any] = []
        for line in body.split(separator: "\n") where !line.trimmingCharacters(in: .whitespaces).isEmpty {
            guard let value = try? JSONSerialization.jsonObject(with: Data(line.utf8), options: options) else {
                return nil
            }
            values.append(value)
        }
        return values.isEmpty ? nil : values
    }

    /// The codes `lint` reports for `body` as a file of the kind its envelope names, in a temporary project beside a
    /// product file and a policy that claim nothing (`error[code]` and `warning[code]` lines); nil when the body is no
    /// whole file.
    static func lintCodes(_ body: String) throws -> [String]? {
        guard let values = json(body), values.count == 1, let object = values[0] as? [String: Any],
            let kind = object["kind"] as? String
        else { return nil }
        let product = object["product"] as? String ?? "example"
        let root = try SubjectFixture.temporaryFolder("specconform-docs-example")
        let spec = root + "/Spec/" + product
        let traceability = root + "/Traceability/" + product
        try FileManager.default.createDirectory(atPath: spec, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: traceability + "/scenarios", withIntermediateDirectories: true)
        let stub =
            #"{"kind": "product", "version": 1, "product": "\#(product)", "name": "example", "documents": [], "idPatterns": [{"kind": "any", "pattern": "^[A-Z]+(-[A-Za-z0-9.]+)+$"}]}"#
        let policy =
            #"{"kind": "policy", "version": 1, "product": "\#(product)", "requirements": [{"idKind": "any", "evidence": [["rule"]]}]}"#
        var files = [spec + "/product.json": stub, traceability + "/policy.json": policy]
        if kind == "product" {
            files[spec + "/product.json"] = body
        } else if let name = traceabilityFiles[kind] {
            files[traceability + "/" + name] = body
        } else {
            files[spec + "/example.json"] = body
        }
        for (path, text) in files { try text.write(toFile: path, atomically: true, encoding: .utf8) }
        let run = CLIRun(["lint", "--spec", root, "--strict"])
        var codes = decoderCodes(kind: kind, body: body, product: product, folder: traceability)
        for line in run.err.split(separator: "\n") {
            for severity in ["error[", "warning["] {
                guard let open = line.range(of: " " + severity) ?? line.range(of: severity),
                    let close = line[open.upperBound...].firstIndex(of: "]")
                else { continue }
                codes.append(String(line[open.upperBound..<close]))
            }
        }
        return codes
    }

    /// The codes of the decoders of the files `lint` does not read (`mutation.json`, `accepted-changes.json`,
    /// `subjects.json`: `mutate`, `diff` and `check` read them), for a body of that kind; empty for any other kind.
    static func decoderCodes(kind: String, body: String, product: String, folder: String) -> [String] {
        let bytes = Array(body.utf8)
        let diagnostics: [Diagnostic]
        switch kind {
        case "mutation":
            diagnostics = CoverageFileLoader.decodeMutation(bytes, file: "mutation.json", product: product).diagnostics
        case "accepted-changes":
            diagnostics =
                AcceptedChangesDecoder.decode(bytes, file: "accepted-changes.json", product: product)
                .diagnostics
        case "subjects":
            let stub =
                #"{"kind": "product", "version": 1, "product": "\#(product)", "name": "example", "documents": []}"#
            let bundle = SpecLoader.loadBundle(product: product, texts: ["product.json": stub]).catalog.bundles[0]
            diagnostics =
                SubjectsFileLoader.decode(bytes, file: "subjects.json", folder: folder, bundle: bundle)
                .diagnostics
        default:
            diagnostics = []
        }
        return diagnostics.map(\.code)
    }

    /// What is wrong with `example` under the convention; empty when nothing is.
    static func problems(_ example: Example) throws -> [String] {
        switch example.marker {
        case .excerpt:
            return example.body.contains("\"x-") ? ["an excerpt writes an x- key, which the loader refuses"] : []
        case .intentionalError(let code):
            guard let codes = try lintCodes(example.body) else {
                return ["marked as an intentional error, but it is no whole file with a kind"]
            }
            return codes.contains(code) ? [] : ["marked as an intentional \(code), but lint reports \(codes)"]
        case .none:
            guard json(example.body) != nil else {
                return ["not JSON (one value, or one per line): mark it <!-- excerpt --> if it elides parts of a file"]
            }
            guard let codes = try lintCodes(example.body) else { return [] }
            return codes.filter { !referenceCodes.contains($0) }.map { "lint reports \($0)" }
        }
    }

    @Test(
        "every JSON example in README.md and docs/*.md lints clean, is an excerpt without x- keys, or is a marked error"
    )
    func everyExampleLints() throws {
        let examples = try Self.all()
        #expect(examples.count >= 40, "the docs hold \(examples.count) JSON examples")
        for example in examples {
            let problems = try Self.problems(example)
            #expect(problems.isEmpty, "\(example.place): \(problems)")
        }
        let files = examples.filter { $0.marker == .none && $0.body.contains("\"kind\"") }
        #expect(files.count >= 10, "whole files: \(files.map(\.place))")
    }

    @Test("negative control: a whole-file example with a key the loader refuses is caught")
    func brokenFileIsCaught() throws {
        let text = """
            The gate:

            ```json
            {"kind": "gate", "version": 1, "product": "toy", "mustCover": [], "waivers": [], "x-owner": "qa"}
            ```
            """
        let example = try #require(Self.examples(in: text, path: "broken.md").first)
        #expect(example.marker == .none && example.place == "broken.md:3")
        let problems = try Self.problems(example)
        #expect(problems == ["lint reports spec.unknown-key"], "\(problems)")
    }

    @Test("negative control: an excerpt with an x- key, and an example marked as an error that lints clean, are caught")
    func markedExamplesAreHeldToTheirMarks() throws {
        let text = """
            <!-- excerpt -->
            ```json
            {"kind": "events", ..., "events": [{"name": "refund_issued", "schema": {"x-pii": true, ...}}]}
            ```

            <!-- intentional error: spec.unknown-key -->
            ```json
            {"kind": "mutation", "version": 1, "product": "toy", "equivalent": []}
            ```
            """
        let examples = Self.examples(in: text, path: "marked.md")
        #expect(examples.map(\.marker) == [.excerpt, .intentionalError("spec.unknown-key")])
        #expect(try examples.map { try Self.problems($0) }.map(\.count) == [1, 1])
        var fixed = examples
        fixed[0].body = fixed[0].body.replacingOccurrences(of: "\"x-pii\": true, ", with: "")
        fixed[1].body = fixed[1].body.replacingOccurrences(of: "\"equivalent\": []", with: "\"equivalents\": []")
        let left = try fixed.map { try Self.problems($0) }
        #expect(left == [[], []], "\(left)")
    }
}
