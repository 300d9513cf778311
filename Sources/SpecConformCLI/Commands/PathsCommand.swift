import SpecModel
import SpecOutput
import SpecPipeline
import StateMachine

/// `specconform paths`: the test paths the planner finds through one state machine.
enum PathsCommand: Command {
    static let spec = CommandSpec(
        name: "paths", summary: "plan test paths through a state machine",
        options: [
            CommonOptions.spec,
            .init(name: "product", valueName: "P", help: "the product (required unless --spec names a product folder)"),
            .init(name: "machine", valueName: "M", help: "the machine ID (required)"),
            .init(
                name: "criterion", valueName: "C", allowed: CoverageCriterion.allCases.map(\.rawValue),
                help: "what the paths must cover (default: transitions)"),
            .init(
                name: "format", valueName: "FORMAT", allowed: ["text", "json"], help: "output format (default: text)"),
        ] + PlannerOptions.options,
        discussion: """
            When a planner limit stops the search before every target is covered or proved unreachable, the plan is
            truncated: it names the limit, its value and the option that raises it ("truncated: yes: planner limit
            max-depth=64 reached (raise it with --max-depth)"), and a warning on standard error says the same.
            Exit codes: 0 planned (even when truncated: the plan says so); 64 usage; 65 invalid spec.
            """)

    static func run(_ arguments: ParsedArguments, _ context: CommandContext) -> ExitStatus {
        guard let product = arguments.value("product") ?? context.project(arguments).product,
            let machineID = arguments.value("machine")
        else {
            context.err.write("error: paths needs --product P and --machine M\nusage: \(HelpText.usage(spec))\n")
            return .usage
        }
        guard let limits = PlannerOptions.limits(arguments, context, usage: HelpText.usage(spec)) else { return .usage }
        let project = context.project(arguments)
        guard let input = context.load(project, products: [product]) else { return .usage }
        let criterion = CoverageCriterion(rawValue: arguments.value("criterion") ?? "transitions") ?? .transitions
        switch Pipeline.paths(
            input, project, product: product, machine: machineID, criterion: criterion, limits: limits)
        {
        case .failure(.invalidSpec(let error)):
            context.err.write(TextDiagnosticRenderer().render(error.diagnostics, sources: error.sources))
            return .invalidInput
        case .failure(.unknownMachine(let error)):
            context.err.write("error: \(error.message)\n")
            return .usage
        case .success(let plan):
            if let limit = plan.limitText {
                context.err.write(
                    "warning: machine \"\(plan.machine)\": \(limit); \(plan.uncovered.count) targets neither covered nor proved unreachable\n"
                )
            }
            if arguments.value("format") == "json" {
                context.out.write(JSONWriter().string(plan.json()) + "\n")
            } else {
                context.out.write(plan.text())
            }
            return .ok
        }
    }
}
