import SpecModel
import Traceability

extension Pipeline {
    /// Loads, lints and reads the traceability files of `products` (every product when empty): every problem of
    /// every product is collected before anything runs.
    package static func prepare(_ project: Project, products: [String] = []) -> Result<Preparation, UnknownProductError>
    {
        load(project, products: products).map { prepare($0, project) }
    }

    /// The decode, lint and traceability stages on an already loaded spec.
    package static func prepare(_ spec: LoadedSpec, _ project: Project) -> Preparation {
        let (lint, readings) = lintReading(spec, project, traceabilityRequired: true)
        var prepared: [PreparedProduct] = []
        for product in spec.products {
            guard let bundle = spec.load.catalog.bundle(product), let reading = readings[product],
                let policy = reading.policy
            else { continue }
            prepared.append(
                PreparedProduct(
                    bundle: bundle, scenarios: reading.scenarios, policy: policy, gate: reading.gate,
                    baseline: reading.baseline))
        }
        return Preparation(products: prepared, diagnostics: lint.diagnostics.sorted(), sources: lint.sources)
    }
}
