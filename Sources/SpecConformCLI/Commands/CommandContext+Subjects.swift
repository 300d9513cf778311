import Foundation
import SpecModel
import SpecOutput
import SpecPipeline
import SubjectProtocol

extension CommandContext {
    /// Reads the `subjects.json` of every prepared product that has one; its problems join the preparation's, so a
    /// broken file stops the run with every other input problem.
    func readSubjects(_ prepared: inout Preparation, _ project: Project) -> [String: SubjectsFile] {
        var files: [String: SubjectsFile] = [:]
        var diagnostics: [Diagnostic] = []
        for product in prepared.products {
            let result = SubjectsFileLoader.load(project.layout, bundle: product.bundle)
            if let source = result.source { prepared.sources.add(source.path, bytes: source.bytes) }
            diagnostics += result.diagnostics
            files[product.product] = result.file
        }
        if !diagnostics.isEmpty { prepared.diagnostics = (prepared.diagnostics + diagnostics).sorted() }
        return files
    }

    /// Starts the subject processes `file` declares for `product` (the caller closes them); with `budgeted`, each
    /// subject's requests stop being sent its `runSeconds` after its start. Their problems are written here; nil when
    /// one is an error (the product cannot be verified), after the processes are closed.
    func startSubjects(
        _ file: SubjectsFile, _ product: PreparedProduct, _ project: Project, sources: SourceFiles, command: String,
        quiet: Bool, budgeted: Bool = true
    ) -> ExternalSubjects? {
        let specDirectory = (project.resolve(product.bundle.directory) as NSString).standardizingPath
        let subjects = ExternalSubjects.start(
            file, bundle: product.bundle, specDirectory: specDirectory, tool: "specconform \(SpecConform.version)",
            budgeted: budgeted)
        let shown = quiet ? subjects.diagnostics.filter { $0.severity == .error } : subjects.diagnostics
        err.write(TextDiagnosticRenderer().render(shown, sources: sources))
        guard !subjects.diagnostics.hasErrors else {
            subjects.close()
            err.write(
                "\(command): \(product.product) cannot be verified through its subjects (\(file.file)); no report written\n"
            )
            return nil
        }
        return subjects
    }
}
