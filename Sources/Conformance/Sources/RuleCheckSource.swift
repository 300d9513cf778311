import SpecModel

/// One `rule` check per registered rule check of the product (``RuleCheckRegistry``), run with a ``RuleContext``
/// over the spec's event catalogue and business rules.
enum RuleCheckSource: CheckSource {
    static let isRuleLike = true

    static func run(_ run: inout SourceRun) -> Bool {
        let bundle = run.bundle
        let product = run.product
        let registered = run.runner.rules.checks(product: product)
        if let reused = run.reuse?.rules(
            registered.map(\.ruleID), in: bundle, catalogueReused: run.changedEvents?.isEmpty == true)
        {
            for rule in registered { _ = run.claim("rule:\(rule.ruleID)") }
            return run.record(reused)
        }
        let context = RuleContext(
            catalog: run.context.catalog, rules: bundle.rules, events: bundle.events, limits: bundle.limits)
        for rule in registered {
            guard run.claim("rule:\(rule.ruleID)") != nil else { continue }
            guard run.record(ConformanceRunner.runRule(rule, product: product, bundle: bundle, context: context)) else {
                return false
            }
        }
        return true
    }
}
