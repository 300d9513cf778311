import SpecConformKit

extension CommandContext {
    /// The project the command's `--spec` and `--traceability` options name, from the working directory: `--spec`
    /// may be a project root, a spec root or one product folder (``Project/locate(spec:traceability:workingDirectory:)``).
    func project(_ arguments: ParsedArguments) -> Project {
        Project.locate(
            spec: arguments.value("spec"), traceability: arguments.value("traceability"), workingDirectory: environment.workingDirectory)
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
