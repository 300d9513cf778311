import SpecModel

extension EventPolicy {
    /// Checks one payload of the event `event`, emitted while the conditions `conditions` were active.
    ///
    /// - `policy.not-allowed`: an active condition's rule says `"allowed": false` and the event was emitted.
    /// - `policy.absent-property`: a key an active condition's rule lists in `absent` is present, at any depth
    ///   of the payload.
    /// - `policy.forbidden-content`: a value or key of a forbidden class (see ``ContentScanner``), whatever the
    ///   conditions.
    ///
    /// Violations come in a stable order: by rule, conditions by name, then by pointer, keys visited in sorted order.
    package func check(event: String, payload: JSONValue, conditions: Set<String>) -> [PolicyViolation] {
        var violations: [PolicyViolation] = []
        let active = conditions.sorted().compactMap { name in when[name].map { (name, $0) } }
        for (condition, rule) in active where rule.allowed == false {
            violations.append(
                PolicyViolation(
                    code: PolicyViolation.Code.notAllowed, event: event, instancePointer: "",
                    message: "event \"\(event)\" is not allowed while \"\(condition)\" holds but was emitted",
                    condition: condition))
        }
        for (condition, rule) in active where !rule.absent.isEmpty {
            let absent = Set(rule.absent)
            ContentScanner.visitKeys(payload) { key, pointer in
                guard absent.contains(key) else { return }
                violations.append(
                    PolicyViolation(
                        code: PolicyViolation.Code.absentProperty, event: event, instancePointer: pointer,
                        message: "property \"\(key)\" must be absent while \"\(condition)\" holds", condition: condition
                    ))
            }
        }
        if !forbiddenContent.isEmpty {
            violations += ContentScanner(classes: forbiddenContent).scan(payload).map {
                PolicyViolation(
                    code: PolicyViolation.Code.forbiddenContent, event: event, instancePointer: $0.pointer,
                    message: "\($0.reason); \($0.contentClass.name) content is forbidden in \"\(event)\"",
                    contentClass: $0.contentClass)
            }
        }
        return violations
    }
}
