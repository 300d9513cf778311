import Foundation
import SpecModel

/// Reads `<traceability root>/<product>/subjects.json`, when a product has one, and decodes it against the product's
/// spec bundle.
package enum SubjectsFileLoader {
    /// The outcome of reading one product's `subjects.json`.
    package struct Result: Sendable {
        /// The file, when it exists and has no errors.
        package var file: SubjectsFile?
        /// Every problem found, sorted.
        package var diagnostics: [Diagnostic]
        /// The path (as diagnostics name it) and bytes read, so diagnostics can show their source lines; nil when
        /// the product has no `subjects.json`.
        package var source: (path: String, bytes: [UInt8])?
    }

    /// The file name under `Traceability/<product>/`.
    package static let fileName = ProjectLayout.TraceabilityInput.subjects.rawValue

    /// Reads the `subjects.json` of `bundle`'s product where `layout` puts it; a relative root is read from the
    /// layout's working directory (the project's) and keeps its relative form in diagnostics.
    package static func load(_ layout: ProjectLayout, bundle: SpecBundle) -> Result {
        let path = layout.path(.subjects, of: bundle.product)
        let disk = layout.resolve(path)
        guard FileManager.default.fileExists(atPath: disk) else { return Result(file: nil, diagnostics: []) }
        guard let data = FileManager.default.contents(atPath: disk) else {
            return Result(file: nil, diagnostics: [.error("subjects.read-failed", "cannot read file", file: path)])
        }
        let bytes = [UInt8](data)
        let folder = (disk as NSString).deletingLastPathComponent
        var result = decode(bytes, file: path, folder: (folder as NSString).standardizingPath, bundle: bundle)
        result.source = (path, bytes)
        return result
    }

    /// Decodes `bytes` as the `subjects.json` of `bundle`'s product; `folder` is the absolute folder holding it.
    package static func decode(_ bytes: [UInt8], file: String, folder: String, bundle: SpecBundle) -> Result {
        let parsed = JSONParser().parse(bytes, file: file)
        guard let root = parsed.root else { return Result(file: nil, diagnostics: parsed.diagnostics.sorted()) }
        let sink = DiagnosticSink(file: file, domain: "subjects")
        let value = SubjectsFileDecoder(sink: sink, bundle: bundle).decode(
            root, product: bundle.product, file: file, folder: folder)
        let diagnostics = (parsed.diagnostics + sink.sorted).sorted()
        return Result(file: diagnostics.hasErrors ? nil : value, diagnostics: diagnostics)
    }
}
