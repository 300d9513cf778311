import Foundation
import SpecLint
import SpecModel
import Traceability

/// The load, decode and lint stages for `check`, `explain` and `gate`: reads `Spec/` and `Traceability/`,
/// collects every problem of every product before anything runs.
enum ProductPreparation {
    static func prepare(
        _ input: SpecInput, specRoot: String, traceabilityRoot: String, environment: SpecConformEnvironment
    ) -> PreparedInputs {
        var diagnostics = input.loadDiagnostics(root: specRoot)
        diagnostics += Linter().lint(input.load, options: LintOptions(products: input.products))
        var sources = input.sources
        var products: [PreparedProduct] = []
        for product in input.products {
            guard let bundle = input.load.catalog.bundle(product) else { continue }
            let loaded = ScenarioLoader.load(traceabilityRoot: traceabilityRoot, product: product, base: environment.workingDirectory)
            diagnostics += loaded.diagnostics
            for (path, bytes) in loaded.sources { sources.add(path, bytes: bytes) }

            let policyPath = "\(traceabilityRoot)/\(product)/policy.json"
            var policy: CoveragePolicy? = nil
            if let bytes = read(policyPath, environment) {
                sources.add(policyPath, bytes: bytes)
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
            let gatePath = "\(traceabilityRoot)/\(product)/gate.json"
            var gate: GateSpec? = nil
            if let bytes = read(gatePath, environment) {
                sources.add(gatePath, bytes: bytes)
                let result = CoverageFileLoader.decodeGate(bytes, file: gatePath, product: product)
                diagnostics += result.diagnostics
                gate = result.value
            }
            var baseline: CoverageReport? = nil
            if let path = gate?.baseline {
                if let bytes = read(path.value, environment) {
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
            if let policy {
                products.append(
                    PreparedProduct(bundle: bundle, scenarios: loaded.scenarios, policy: policy, gate: gate, baseline: baseline))
            }
        }
        return PreparedInputs(products: products, diagnostics: diagnostics.sorted(), sources: sources)
    }

    /// The bytes of `path` (relative paths from the working directory), or nil when it does not exist.
    static func read(_ path: String, _ environment: SpecConformEnvironment) -> [UInt8]? {
        let disk = path.hasPrefix("/") ? path : environment.workingDirectory + "/" + path
        return FileManager.default.contents(atPath: disk).map { [UInt8]($0) }
    }
}
