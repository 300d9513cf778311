import SpecConformKit
import SpecModel
import Traceability

/// `specconform gate`: evaluates a product's release gate on a coverage report, prints the verdict as JSON.
enum GateCommand: Command {
    static let spec = CommandSpec(
        name: "gate", summary: "evaluate the release gate on a coverage report and print the verdict as JSON",
        options: [
            CommonOptions.traceability,
            .init(name: "product", valueName: "P", help: "the product (default: the report's product)"),
            .init(name: "report", valueName: "FILE", help: "the coverage report (default: Reports/<product>/coverage.json)"),
            .init(name: "baseline", valueName: "FILE", help: "an earlier coverage report; any ID whose status got worse fails"),
        ],
        discussion: """
            Reads Traceability/<product>/gate.json: minimum percentages per ID kind and priority, IDs that must be
            covered, waivers (an expired waiver fails) and an optional baseline. Prints
            {"pass", "failures", "regressions", "expiredWaivers", ...}. Exit 0 pass, 1 fail, 64 usage, 65 invalid input.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        let traceability = arguments.value("traceability") ?? "Traceability"
        var product = arguments.value("product")
        guard product != nil || arguments.value("report") != nil else {
            context.err.write("error: gate needs --product P or --report FILE\nusage: \(HelpText.usage(spec))\n")
            return .usage
        }
        let reportPath = arguments.value("report") ?? "Reports/\(product!)/coverage.json"
        var diagnostics: [Diagnostic] = []
        var sources = SourceFiles()
        guard let report = readReport(reportPath, arguments, context, &diagnostics, &sources) else {
            context.err.write(TextDiagnosticRenderer().render(diagnostics, sources: sources))
            return .invalidInput
        }
        product = product ?? report.product
        let gatePath = "\(traceability)/\(product!)/gate.json"
        guard let gateBytes = context.project(arguments).read(gatePath) else {
            context.err.write("error: \(gatePath) does not exist; a product's gate lives there\n")
            return .invalidInput
        }
        sources.add(gatePath, bytes: gateBytes)
        let decoded = CoverageFileLoader.decodeGate(gateBytes, file: gatePath, product: product)
        diagnostics += decoded.diagnostics
        var baseline: CoverageReport? = nil
        if let path = arguments.value("baseline") ?? decoded.value?.baseline?.value {
            baseline = readReport(path, arguments, context, &diagnostics, &sources)
        }
        if diagnostics.hasErrors || decoded.value == nil {
            context.err.write(TextDiagnosticRenderer().render(diagnostics, sources: sources))
            return .invalidInput
        }
        let result = Gate.evaluate(report, decoded.value!, baseline: baseline, today: context.environment.today)
        context.out.write(JSONWriter().string(result.jsonValue) + "\n")
        return result.pass ? .ok : .failure
    }

    private static func readReport(
        _ path: String, _ arguments: ParsedArguments, _ context: CommandContext, _ diagnostics: inout [Diagnostic], _ sources: inout SourceFiles
    ) -> CoverageReport? {
        guard let bytes = context.project(arguments).read(path) else {
            diagnostics.append(.error("gate.read-failed", "cannot read coverage report; run 'specconform check' first", file: path))
            return nil
        }
        sources.add(path, bytes: bytes)
        let result = CoverageReport.decode(bytes, file: path)
        diagnostics += result.diagnostics
        return result.value
    }
}
