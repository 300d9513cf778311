import SpecModel

extension Linter {
    /// Every built-in rule, in the order the docs list them; each has its `id`, `defaultSeverity` and `summary`.
    package static let defaultRules: [any LintRule] = [
        DuplicateIDRule(),
        UndefinedReferenceRule(),
        UnknownReferenceRule(),
        InvalidRangeRule(),
        InvertedRangeRule(),
        UnknownInitialStateRule(),
        UndefinedTargetRule(),
        UnreachableStateRule(),
        DeadEndStateRule(),
        AmbiguousTransitionRule(),
        UnreachableTransitionRule(),
        RegionNeverFinishesRule(),
        EventlessLoopRule(),
        DoneEventUnknownStateRule(),
        InvalidExpressionRule(),
        UnknownContextFieldRule(),
        JourneyUndefinedFeatureRule(),
        JourneyUndefinedUIRule(),
        MatrixClaimRule(),
        ModuleReadinessRule(),
        PayloadFieldRule(),
        DeadTransitionRule(),
        RefusalOutputRule(),
        DecisionOverlapRule(),
        DecisionGapRule(),
        DecisionUnreachableRule(),
        StageWithoutRequirementsRule(),
        OutputUnknownRootRule(),
        OutputInvariantShapeRule(),
        OutputInputSchemaRule(),
        EventSchemaCompileRule(),
        UnitUnknownRule(),
        UnitMismatchRule(),
        ParameterDuplicatesLimitRule(),
    ]

    /// The rule with `id` among ``defaultRules``.
    package static func rule(id: String) -> (any LintRule)? {
        defaultRules.first { $0.id == id }
    }
}
