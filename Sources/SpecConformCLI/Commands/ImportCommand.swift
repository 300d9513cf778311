import Foundation
import SpecImport
import SpecJSON
import SpecModel
import SpecOutput

/// `specconform import FORMAT FILE`: a foreign machine written once as a native machine file.
enum ImportCommand: Command {
    static let spec = CommandSpec(
        name: "import",
        summary:
            "write a machine (XState, Mermaid, SCXML, PlantUML), scenarios (Gherkin), events (AsyncAPI) or decision tables (DMN) as native spec files, once",
        options: [
            .init(name: "select", valueName: "S", help: "what to read from the file (docs/formats/<format>.md)"),
            .init(
                name: "overlay", valueName: "FILE",
                help: "a JSON file holding an overlay (guards, actions, traces, paths; docs/SPEC-FORMAT.md)"),
            .init(name: "product", valueName: "P", help: "the product ID written in the file (default: my-product)"),
            .init(name: "id", valueName: "ID", help: "the machine ID (default: the file's name up to its first dot)"),
            .init(name: "out", valueName: "DIR", help: "write DIR/<id>.json instead of standard output"),
            .init(name: "steps", valueName: "FILE", help: "gherkin: the step table (docs/formats/gherkin.md)"),
        ],
        positionals: [
            .init(name: "FORMAT", help: "xstate, mermaid, scxml, plantuml, gherkin, asyncapi or dmn"),
            .init(name: "FILE", help: "the file to read"),
        ],
        discussion: """
            Reads FILE as `from` would (docs/formats/) and writes the native machine, for teams that move their machine
            into the spec; to keep the original as the source of truth, reference it with `from` instead. gherkin
            (with --steps) writes one scenario file per scenario (<id>.json), asyncapi events.json, dmn decisions.json.
            Exit codes: 0 written; 64 usage; 65 the file cannot be mapped (located errors on standard error).
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        guard arguments.positionals.count == 2 else {
            context.err.write("error: import needs FORMAT and FILE\nusage: \(HelpText.usage(spec))\n")
            return .usage
        }
        let format = arguments.positionals[0]
        let file = arguments.positionals[1]
        let base = context.environment.workingDirectory
        func read(_ path: String) -> [UInt8]? {
            FileManager.default.contents(atPath: path.hasPrefix("/") ? path : base + "/" + path).map { [UInt8]($0) }
        }
        guard let bytes = read(file) else {
            context.err.write("error: cannot read \(file)\n")
            return .usage
        }
        var sources = [file: bytes]
        var overlay: JSONNode?
        if let overlayFile = arguments.value("overlay") {
            guard let overlayBytes = read(overlayFile) else {
                context.err.write("error: cannot read \(overlayFile)\n")
                return .usage
            }
            sources[overlayFile] = overlayBytes
            let parsed = JSONParser().parse(overlayBytes, file: overlayFile)
            guard let root = parsed.root else {
                context.err.write(TextDiagnosticRenderer().render(parsed.diagnostics, sources: SourceFiles(sources)))
                return .invalidInput
            }
            overlay = root
        }
        if NativeContentSource.kinds[format] != nil {
            return ImportContent.run(
                arguments, context, format: format, file: file, bytes: bytes, overlay: overlay, sources: sources,
                read: read)
        }
        let imported = NativeMachineSource.imported(
            bytes, format: format, file: file, select: arguments.value("select"), overlay: overlay,
            overlayFile: arguments.value("overlay") ?? file)
        if !imported.diagnostics.isEmpty {
            context.err.write(TextDiagnosticRenderer().render(imported.diagnostics, sources: SourceFiles(sources)))
        }
        guard let node = imported.node else { return .invalidInput }
        let name = file.split(separator: "/").last.map { String($0.prefix { $0 != "." }) } ?? "machine"
        let id = arguments.value("id") ?? name
        let text = MachineFileText.text(node, product: arguments.value("product") ?? "my-product", id: id)
        guard let out = arguments.value("out") else {
            context.out.write(text)
            return .ok
        }
        let folder = out.hasPrefix("/") ? out : base + "/" + out
        do {
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            try text.write(toFile: folder + "/\(id).json", atomically: true, encoding: .utf8)
        } catch {
            context.err.write("error: cannot write \(out)/\(id).json: \(error)\n")
            return .internalError
        }
        context.out.write("wrote \(out)/\(id).json\n")
        return .ok
    }
}

/// A native machine as a machine file: the envelope, then the machine's keys in their order.
enum MachineFileText {
    static func text(_ machine: JSONNode, product: String, id: String) -> String {
        let at = machine.location
        let envelope: [(String, JSONNode)] = [
            ("kind", NativeNode.string("machine", at: at)), ("version", JSONNode(.number(JSONNumber(1)), at: at)),
            ("product", NativeNode.string(product, at: at)), ("id", NativeNode.string(id, at: at)),
        ]
        let rest = (machine.members ?? []).filter { $0.key != "id" }.map { ($0.key, $0.value) }
        return OrderedJSONWriter.string(NativeNode.object(envelope + rest, at: at))
    }
}
