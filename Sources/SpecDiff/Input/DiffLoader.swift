import SpecModel

/// Turns snapshots into the sides of a diff, product by product, with every load problem.
package struct LoadedSnapshot: Sendable {
    package var snapshot: Snapshot
    package var load: LoadResult
    package var diagnostics: [Diagnostic]
    /// Every file read, for diagnostics with source lines.
    package var sources: [String: [UInt8]]

    package init(_ snapshot: Snapshot) {
        self.snapshot = snapshot
        load = SpecLoader.load(files: snapshot.specFiles, root: snapshot.specRoot, foreign: snapshot.foreign)
        diagnostics = load.diagnostics
        sources = load.sources
    }

    package var products: [String] { load.catalog.products }

    /// The side of `product`: its bundle (empty when the product is not there) and its scenarios.
    package mutating func side(_ product: String) -> DiffSide {
        let bundle = load.catalog.bundle(product) ?? SpecBundle(product: product, files: [])
        var scenarioFiles: [String: [UInt8]] = [:]
        let prefix = ProjectLayout.relativeScenariosFolder(of: product) + "/"
        for (path, bytes) in snapshot.traceabilityFiles
        where path.hasPrefix(prefix) && !path.dropFirst(prefix.count).contains("/") {
            scenarioFiles[snapshot.layout.traceabilityPath(path)] = bytes
        }
        let scenarios = ScenarioLoader.load(files: scenarioFiles, product: product, foreign: snapshot.foreign)
        diagnostics += scenarios.diagnostics
        for (path, bytes) in scenarioFiles { sources[path] = bytes }
        for (path, bytes) in snapshot.foreign?.read ?? [:] where sources[path] == nil { sources[path] = bytes }
        return DiffSide(bundle: bundle, scenarios: scenarios.scenarios)
    }

    /// The accepted-changes entries of `product`, decoded with located errors.
    package mutating func accepted(_ product: String) -> [AcceptedChange] {
        guard let bytes = snapshot.traceabilityFiles[ProjectLayout.relativePath(.acceptedChanges, of: product)] else {
            return []
        }
        let path = snapshot.layout.path(.acceptedChanges, of: product)
        sources[path] = bytes
        let decoded = AcceptedChangesDecoder.decode(bytes, file: path, product: product)
        diagnostics += decoded.diagnostics
        return decoded.entries
    }
}
