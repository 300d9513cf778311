import SpecConformKit

extension CommandContext {
    /// The project the command's `--spec` and `--traceability` options name, from the working directory.
    func project(_ arguments: ParsedArguments) -> Project {
        Project(
            specRoot: arguments.value("spec") ?? "Spec", traceabilityRoot: arguments.value("traceability") ?? "Traceability",
            workingDirectory: environment.workingDirectory)
    }

    /// The pipeline's load stage; an unknown product is a usage error, written here (nil then).
    func load(_ project: Project, products: [String]) -> LoadedSpec? {
        switch Pipeline.load(project, products: products) {
        case .failure(let error):
            err.write("error: \(error.message)\n")
            return nil
        case .success(let loaded):
            return loaded
        }
    }
}
