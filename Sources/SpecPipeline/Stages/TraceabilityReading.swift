import Foundation
import SpecModel
import Traceability

/// One product's traceability folder, read and checked against its spec: the scenarios, policy, gate and baseline,
/// and every problem of them, the IDs they name included. What `lint` and `check` both read, so they refuse the same
/// traceability files with the same codes.
struct TraceabilityReading {
    var scenarios: [Scenario] = []
    var policy: CoveragePolicy?
    var gate: GateSpec?
    var baseline: CoverageReport?
    var diagnostics: [Diagnostic] = []
    var sources: [String: [UInt8]] = [:]

    /// Reads the traceability folder of `bundle`'s product. A missing policy is an error (`check.missing-policy`):
    /// nothing can be judged covered without it.
    init(_ bundle: SpecBundle, _ project: Project) {
        let product = bundle.product
        let loaded = ScenarioLoader.load(project.layout, product: product)
        scenarios = loaded.scenarios
        diagnostics += loaded.diagnostics
        sources.merge(loaded.sources) { first, _ in first }

        let policyPath = project.layout.path(.policy, of: product)
        if let bytes = project.read(policyPath) {
            sources[policyPath] = bytes
            let result = CoverageFileLoader.decodePolicy(bytes, file: policyPath, product: product)
            diagnostics += result.diagnostics
            policy = result.value
        } else {
            diagnostics.append(
                .error(
                    "check.missing-policy",
                    "product \"\(product)\" has no coverage policy; add \(policyPath) saying which evidence each ID kind needs",
                    file: policyPath))
        }
        if let file = Pipeline.readGate(of: product, project) {
            sources[file.path] = file.bytes
            diagnostics += file.decoded.diagnostics
            gate = file.decoded.value
        }
        if let path = gate?.baseline {
            if let bytes = project.read(path.value) {
                let result = CoverageReport.decode(bytes, file: path.value)
                diagnostics += result.diagnostics
                baseline = result.value
            } else {
                diagnostics.append(
                    .error(
                        "check.missing-baseline", "the gate's baseline report \(path.value) cannot be read",
                        file: path.origin.file, at: path.origin.location, pointer: path.origin.pointer))
            }
        }
        diagnostics += TraceabilityIDCheck(bundle: bundle).problems(
            scenarios: scenarios, gate: gate, baseline: baseline)
        diagnostics += Self.strayFiles(in: project.layout.traceabilityFolder(of: product), project)
    }

    /// A warning for each file in `folder` (and its `scenarios/`) that is not JSON: it is never read
    /// (`traceability.ignored-file`), so a `gate.yaml` written beside the JSON files does not silently do nothing.
    static func strayFiles(in folder: String, _ project: Project) -> [Diagnostic] {
        var found: [Diagnostic] = []
        for sub in [folder, folder + "/" + ProjectLayout.scenariosFolderName] {
            guard let names = try? FileManager.default.contentsOfDirectory(atPath: project.layout.resolve(sub)) else {
                continue
            }
            for name in names.sorted() where !name.hasPrefix(".") && !name.hasSuffix(".json") && !name.hasSuffix(".md")
            {
                var isFolder: ObjCBool = false
                let path = sub + "/" + name
                guard FileManager.default.fileExists(atPath: project.layout.resolve(path), isDirectory: &isFolder),
                    !isFolder.boolValue
                else { continue }
                found.append(
                    .warning(
                        "traceability.ignored-file",
                        "\(name) is not read: traceability files are JSON (*.json); convert it or move it out of \(sub)",
                        file: path))
            }
        }
        return found
    }
}
