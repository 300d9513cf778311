import SpecModel

/// Stage verdicts as JSON (`gate --stage`): write it with `JSONWriter`.
extension StageResult {
    package var jsonValue: JSONValue {
        var object: [String: JSONValue] = [
            "id": .string(id),
            "outcome": .string(outcome.rawValue),
            "reason": .string(reason),
            "requirements": .array(
                requirements.map { r in
                    [
                        "requirement": .string(r.requirement), "critical": .bool(r.critical),
                        "outcome": .string(r.outcome.rawValue),
                        "reason": .string(r.reason), "matched": .array(r.matched.map { .string($0) }),
                    ]
                }),
        ]
        if let title { object["title"] = .string(title) }
        if let manual { object["manual"] = .string(manual) }
        return .object(object)
    }

    /// `{"kind": "stage-result", "product", "outcome", "stages": [...]}` for several stages of one product.
    package static func document(product: String, _ results: [StageResult]) -> JSONValue {
        [
            "kind": "stage-result", "version": 1, "product": .string(product),
            "outcome": .string(StageEvaluator.overall(results).rawValue), "stages": .array(results.map(\.jsonValue)),
        ]
    }
}
