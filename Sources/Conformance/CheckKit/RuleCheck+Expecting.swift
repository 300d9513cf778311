extension RuleCheck {
    /// A rule check whose body states expectations with ``expect(_:_:)``: it passes when the body returns and
    /// fails with the first broken expectation's message (any other error fails it with its description).
    /// A pass proves `proves` for `covers` besides `rule`.
    public static func expecting(
        _ ruleID: String, covers: [String] = [], proves: [EvidenceKind] = [], title: String,
        _ body: @escaping @Sendable () throws -> Void
    ) -> RuleCheck {
        observing(ruleID, covers: covers, proves: proves, title: title) { _ in try body() }
    }

    /// A rule check like ``expecting(_:covers:proves:title:_:)`` whose body also reads the spec while it runs,
    /// through a ``RuleContext`` (e.g. to hold the events its flow emitted to the spec's catalogue).
    public static func observing(
        _ ruleID: String, covers: [String] = [], proves: [EvidenceKind] = [], title: String,
        _ body: @escaping @Sendable (RuleContext) throws -> Void
    ) -> RuleCheck {
        RuleCheck(ruleID: ruleID, covers: covers, proves: proves, title: title) { context in
            do {
                try body(context)
                return .pass
            } catch let failure as RuleFailure {
                return .fail(failure.message)
            } catch {
                return .fail("\(error)")
            }
        }
    }
}
