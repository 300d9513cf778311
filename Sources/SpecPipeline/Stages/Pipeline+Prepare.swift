import SpecModel
import Traceability

extension Pipeline {
    /// Loads, lints and reads the traceability files of `products` (every product when empty): every problem of
    /// every product is collected before anything runs.
    public static func prepare(_ project: Project, products: [String] = []) -> Result<Preparation, UnknownProductError>
    {
        load(project, products: products).map { prepare($0, project) }
    }

    /// The decode, lint and traceability stages on an already loaded spec.
    public static func prepare(_ spec: LoadedSpec, _ project: Project) -> Preparation {
        var diagnostics = lint(spec, project).diagnostics
        var sources = spec.sources
        var prepared: [PreparedProduct] = []
        for product in spec.products {
            guard let bundle = spec.load.catalog.bundle(product) else { continue }
            let loaded = ScenarioLoader.load(project.layout, product: product)
            diagnostics += loaded.diagnostics
            for (path, bytes) in loaded.sources { sources.add(path, bytes: bytes) }

            let policyPath = project.layout.path(.policy, of: product)
            var policy: CoveragePolicy? = nil
            if let bytes = project.read(policyPath) {
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
            var gate: GateSpec? = nil
            if let file = readGate(of: product, project) {
                sources.add(file.path, bytes: file.bytes)
                diagnostics += file.decoded.diagnostics
                gate = file.decoded.value
            }
            var baseline: CoverageReport? = nil
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
            if let policy {
                prepared.append(
                    PreparedProduct(
                        bundle: bundle, scenarios: loaded.scenarios, policy: policy, gate: gate, baseline: baseline))
            }
        }
        return Preparation(products: prepared, diagnostics: diagnostics.sorted(), sources: sources)
    }
}
