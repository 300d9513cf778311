import Foundation
import SpecDiff
import SpecModel
import SubjectProtocol

extension TraceabilityReading {
    /// The problems of the traceability files one command reads and `check` does not (`subjects.json`, read by
    /// `check`, `mutate` and `explain` when they start subject processes; `mutation.json`, read by `mutate`;
    /// `accepted-changes.json`, read by `diff`), decoded by the decoders those commands use, so `lint` refuses
    /// them with the same codes and locations. Files that do not exist have no problems. Their bytes join `sources`.
    static func commandFiles(_ bundle: SpecBundle, _ project: Project) -> (
        diagnostics: [Diagnostic], sources: [String: [UInt8]]
    ) {
        let product = bundle.product
        var diagnostics: [Diagnostic] = []
        var sources: [String: [UInt8]] = [:]
        let subjects = SubjectsFileLoader.load(project.layout, bundle: bundle)
        diagnostics += subjects.diagnostics
        if let source = subjects.source { sources[source.path] = source.bytes }
        let mutation = project.layout.path(.mutation, of: product)
        if let bytes = project.read(mutation) {
            sources[mutation] = bytes
            diagnostics += CoverageFileLoader.decodeMutation(bytes, file: mutation, product: product).diagnostics
        }
        let accepted = project.layout.path(.acceptedChanges, of: product)
        if let bytes = project.read(accepted) {
            sources[accepted] = bytes
            diagnostics += AcceptedChangesDecoder.decode(bytes, file: accepted, product: product).diagnostics
        }
        return (diagnostics, sources)
    }
}
