import SpecPipeline

extension CommandContext {
    /// The project the command's `--spec` and `--traceability` options name, from the working directory: `--spec`
    /// may be a project root, a spec root or one product folder (``Project/locate(spec:traceability:workingDirectory:)``);
    /// its reports go where `--out` says (`check`, `merge`).
    func project(_ arguments: ParsedArguments) -> Project {
        var project = Project.locate(
            spec: arguments.value("spec"), traceability: arguments.value("traceability"),
            workingDirectory: environment.workingDirectory)
        if let out = arguments.value("out") { project.layout.reportRoot = out }
        return project
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
