import Foundation
import SpecImport
import SpecJSON
import SpecModel
import SpecOutput

/// `specconform import gherkin|asyncapi|dmn FILE`: scenarios, events or decision tables written once as native spec
/// files (one scenario file per scenario, one events or decisions file).
enum ImportContent {
    static func run(
        _ arguments: ParsedArguments, _ context: CommandContext, format: String, file: String, bytes: [UInt8],
        overlay: JSONNode?, sources: [String: [UInt8]], read: (String) -> [UInt8]?
    ) -> ExitStatus {
        var sources = sources
        var steps: NativeContentSource.StepTable?
        if let stepsFile = arguments.value("steps") {
            guard let stepBytes = read(stepsFile) else {
                context.err.write("error: cannot read \(stepsFile)\n")
                return .usage
            }
            sources[stepsFile] = stepBytes
            steps = .init(bytes: stepBytes, file: stepsFile)
        } else if format == "gherkin" {
            context.err.write("error: import gherkin needs --steps FILE, the step table (docs/formats/gherkin.md)\n")
            return .usage
        }
        let imported = NativeContentSource.imported(
            bytes, format: format, file: file, select: arguments.value("select"), steps: steps, overlay: overlay,
            overlayFile: arguments.value("overlay") ?? file)
        if !imported.diagnostics.isEmpty {
            context.err.write(TextDiagnosticRenderer().render(imported.diagnostics, sources: SourceFiles(sources)))
        }
        guard let node = imported.node, let kind = NativeContentSource.kinds[format] else { return .invalidInput }
        let product = arguments.value("product") ?? "my-product"
        let files: [(name: String, text: String)] =
            kind == "scenario"
            ? (node.items ?? []).map {
                ("\($0["id"]?.string ?? "scenario").json", text($0, kind: kind, product: product))
            }
            : [("\(kind).json", text(node, kind: kind, product: product))]
        guard let out = arguments.value("out") else {
            context.out.write(files.map(\.text).joined())
            return .ok
        }
        let base = context.environment.workingDirectory
        let folder = out.hasPrefix("/") ? out : base + "/" + out
        for (name, text) in files {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
            } catch {
                context.err.write("error: cannot write \(out)/\(name): \(error)\n")
                return .internalError
            }
            context.out.write("wrote \(out)/\(name)\n")
        }
        return .ok
    }

    /// `content` as a spec file of `kind`: the envelope, then the content's keys in their order.
    static func text(_ content: JSONNode, kind: String, product: String) -> String {
        let at = content.location
        let envelope: [(String, JSONNode)] = [
            ("kind", NativeNode.string(kind, at: at)), ("version", JSONNode(.number(JSONNumber(1)), at: at)),
            ("product", NativeNode.string(product, at: at)),
        ]
        return OrderedJSONWriter.string(
            NativeNode.object(envelope + (content.members ?? []).map { ($0.key, $0.value) }, at: at))
    }
}
