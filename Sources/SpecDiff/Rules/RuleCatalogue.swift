/// Every diff rule, by stable ID.
public enum RuleCatalogue {
    static var sets: [any DiffRuleSet.Type] {
        [
            IdentityRules.self, FeatureRules.self, JourneyStepRules.self, JourneyFeatureRules.self, MachineStateRules.self,
            TransitionRules.self, MachineGraphRules.self, EventRules.self, EventSchemaRules.self, APIEndpointRules.self,
            APIFieldRules.self, ModuleRules.self, BusinessRuleRules.self, TraceabilityRules.self, AcceptedChangeRules.self,
        ]
    }

    /// Every rule, sorted by ID.
    public static var rules: [DiffRuleDescriptor] { sets.flatMap { $0.rules }.sorted { $0.id < $1.id } }

    /// The rule with ID `id`.
    public static func rule(_ id: String) -> DiffRuleDescriptor? { rules.first { $0.id == id } }
}
