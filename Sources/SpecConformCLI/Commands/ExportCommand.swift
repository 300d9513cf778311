import SpecImport
import SpecModel
import SpecOutput
import SpecPipeline

/// `specconform export FORMAT --product P --machine M`: a machine written in XState or Mermaid.
enum ExportCommand: Command {
    static let formats = ["xstate", "mermaid", "scxml"]

    static let spec = CommandSpec(
        name: "export", summary: "print a machine as an XState v5 config, a Mermaid state diagram or SCXML",
        options: [
            CommonOptions.spec,
            .init(name: "product", valueName: "P", help: "the product (required unless --spec names a product folder)"),
            .init(name: "machine", valueName: "M", help: "the machine ID (required)"),
        ],
        positionals: [.init(name: "FORMAT", help: formats.joined(separator: " or "))],
        discussion: """
            Importing the output gives the same machine back (docs/formats/<format>.md says what a format cannot
            express; such a machine is refused with located errors naming each construct).
            Exit codes: 0 printed; 64 usage; 65 invalid spec or a machine the format cannot express.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        guard arguments.positionals.count == 1, formats.contains(arguments.positionals[0]),
            let product = arguments.value("product") ?? context.project(arguments).product,
            let machineID = arguments.value("machine")
        else {
            context.err.write(
                "error: export needs FORMAT (\(formats.joined(separator: ", "))), --product P and --machine M\n"
                    + "usage: \(HelpText.usage(spec))\n")
            return .usage
        }
        let project = context.project(arguments)
        guard let input = context.load(project, products: [product]) else { return .usage }
        let errors = input.load.diagnostics.filter { $0.severity == .error }
        guard errors.isEmpty else {
            context.err.write(TextDiagnosticRenderer().render(errors, sources: input.sources))
            return .invalidInput
        }
        guard let machine = input.load.catalog.bundle(product)?.machine(id: machineID),
            let node = NativeMachineSource.native(of: machine, sources: input.load.sources)
        else {
            context.err.write("error: no machine \"\(machineID)\" in product \"\(product)\"\n")
            return .usage
        }
        switch arguments.positionals[0] {
        case "xstate":
            context.out.write(XStateExporter.export(node, id: machineID))
            return .ok
        default:
            let exported =
                arguments.positionals[0] == "scxml"
                ? SCXMLExporter.export(node, id: machineID, file: machine.origin.file)
                : MermaidExporter.export(node, file: machine.origin.file)
            if !exported.diagnostics.isEmpty {
                context.err.write(TextDiagnosticRenderer().render(exported.diagnostics, sources: input.sources))
            }
            guard let text = exported.text else { return .invalidInput }
            context.out.write(text)
            return .ok
        }
    }
}
