import Foundation

/// Loads the scenarios of one product from its scenarios folder (`<traceability root>/<product>/scenarios/*.json`,
/// ``ProjectLayout/scenariosFolder(of:)``).
package enum ScenarioLoader {
    /// The scenarios, sorted by ID, with every problem found; `sources` holds the bytes read, for diagnostics.
    /// A relative root is read from the layout's working directory and keeps its relative form in diagnostics.
    package static func load(_ layout: ProjectLayout, product: String) -> (
        scenarios: [Scenario], diagnostics: [Diagnostic], sources: [String: [UInt8]]
    ) {
        let folder = layout.scenariosFolder(of: product)
        let diskFolder = layout.resolve(folder)
        let fm = FileManager.default
        guard let names = try? fm.contentsOfDirectory(atPath: diskFolder) else { return ([], [], [:]) }
        var files: [String: [UInt8]] = [:]
        var diagnostics: [Diagnostic] = []
        for name in names.sorted() where name.hasSuffix(".json") && !name.hasPrefix(".") {
            let path = folder + "/" + name
            if let data = fm.contents(atPath: diskFolder + "/" + name) {
                files[path] = [UInt8](data)
            } else {
                diagnostics.append(.error(SpecDiagnosticCode.readFailed.rawValue, "cannot read file", file: path))
            }
        }
        let foreign = ForeignSources { layout.read($0) }
        let result = load(files: files, product: product, foreign: foreign)
        return (
            result.scenarios, (diagnostics + result.diagnostics).sorted(), files.merging(foreign.read) { a, _ in a }
        )
    }

    /// Decodes scenario files given as path → bytes. Files they reference in place (`from`) are read through
    /// `foreign` (by default from `files`); `foreign.read` holds them afterwards.
    package static func load(files: [String: [UInt8]], product: String, foreign: ForeignSources? = nil) -> (
        scenarios: [Scenario], diagnostics: [Diagnostic]
    ) {
        var scenarios: [Scenario] = []
        var diagnostics: [Diagnostic] = []
        let parser = JSONParser()
        let foreign = foreign ?? ForeignSources.inMemory(files, root: "")
        for (path, bytes) in files.sorted(by: { $0.key < $1.key }) {
            let parsed = parser.parse(bytes, file: path)
            diagnostics += parsed.diagnostics
            guard let root = parsed.root else { continue }
            let sink = DiagnosticSink(file: path)
            scenarios += ScenarioDecoder(sink: sink, foreign: foreign).decode(root, expectedProduct: product)
            diagnostics += sink.diagnostics
        }
        var seen: [String: Origin] = [:]
        for scenario in scenarios {
            if let first = seen[scenario.id] {
                diagnostics.append(
                    .error(
                        "lint.duplicate-id", "scenario \"\(scenario.id)\" is defined twice", file: scenario.origin.file,
                        at: scenario.origin.location, pointer: "/id",
                        related: [.init(message: "first definition", file: first.file, location: first.location)]))
            } else {
                seen[scenario.id] = scenario.origin
            }
        }
        return (scenarios.sorted { $0.id < $1.id }, diagnostics.sorted())
    }
}
