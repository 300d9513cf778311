/// Every diff rule, by stable ID: one type per rule, one file per type (`Rules/<Area>/<TypeName>.swift`).
package enum RuleCatalogue {
    /// Every rule type, by area. A new rule is added here and in its own file.
    static var types: [any DiffRule.Type] {
        [
            // general
            IDReused.self, ElementRenamed.self, AcceptedExpired.self, AcceptedUnused.self,
            // feature
            FeatureAdded.self, FeatureRemoved.self, FeatureDeprecatedRemoved.self, FeatureDeprecated.self,
            FeatureScopeChanged.self,
            FeatureTextChanged.self, FeatureRenumbered.self,
            // journey
            JourneyAdded.self, JourneyRemoved.self, JourneyStepAdded.self, JourneyStepRemoved.self,
            JourneyStepsReordered.self,
            JourneyEntryChanged.self, JourneyFeatureRemoved.self, JourneyFeatureOrphaned.self,
            JourneySurfaceRemoved.self,
            // machine
            MachineAdded.self, MachineRemoved.self, MachineStateAdded.self, MachineStateRemoved.self,
            MachineInitialChanged.self,
            MachineStateBecameFinal.self, MachineStateBecameNonFinal.self, MachineStateUnreachable.self,
            MachineStateDeadEnd.self,
            MachineContextFieldRemoved.self, MachineTransitionAdded.self, MachineTransitionRemoved.self,
            MachineTransitionTargetChanged.self, MachineGuardAdded.self, MachineGuardChanged.self,
            MachineGuardRemoved.self,
            MachineEmitsAdded.self, MachineEmitsRemoved.self,
            // machine: statecharts
            MachineStateMoved.self, MachineRegionAdded.self, MachineRegionRemoved.self, MachineStateKindChanged.self,
            MachineStateInitialChanged.self,
            MachineHistoryAdded.self, MachineHistoryRemoved.self, MachineHistoryDepthChanged.self,
            MachineHistoryDefaultChanged.self,
            MachineEventlessTransitionAdded.self, MachineEventlessTransitionRemoved.self, MachineRestructured.self,
            // event
            EventAdded.self, EventRemoved.self, EventRenamed.self, EventPolicyChanged.self,
            EventRequiredPropertyAdded.self,
            EventRequiredPropertyRemoved.self, EventPropertyAdded.self, EventPropertyRemoved.self,
            EventPropertyBecameRequired.self,
            EventPropertyBecameOptional.self, EventTypeChanged.self, EventEnumValueAdded.self,
            EventEnumValueRemoved.self,
            EventConstraintNarrowed.self, EventConstraintWidened.self, EventSchemaChanged.self,
            EventSharedSchemaChanged.self,
            SequenceAdded.self, SequenceRemoved.self, SequenceChanged.self,
            // api
            APIEndpointAdded.self, APIEndpointRemoved.self, APIOperationChanged.self, APISuccessStatusChanged.self,
            APIErrorStatusAdded.self, APIErrorStatusRemoved.self, APIRequestFieldAdded.self,
            APIRequestFieldRemoved.self,
            APIResponseFieldAdded.self, APIResponseFieldRemoved.self, APIFieldTypeChanged.self, APISchemaChanged.self,
            // module
            ModuleAdded.self, ModuleRemoved.self, ModuleRuleAdded.self, ModuleRuleRemoved.self,
            // rule
            RuleAdded.self, RuleRemoved.self, RuleParameterChanged.self,
            // decision
            DecisionTableAdded.self, DecisionTableRemoved.self, DecisionRuleAdded.self, DecisionRuleRemoved.self,
            DecisionOutputChanged.self,
            DecisionConditionChanged.self, DecisionHitPolicyChanged.self,
            // output
            InvariantAdded.self, InvariantRemoved.self, InvariantChanged.self,
            // traceability
            TraceMatrixIDDropped.self, TraceClaimChanged.self, TraceCoverageLost.self,
            // feature items
            FeatureItemAdded.self, FeatureItemRemoved.self, FeatureItemChanged.self,
            // assumption
            AssumptionAdded.self, AssumptionRemoved.self, AssumptionChanged.self,
            // limit
            LimitAdded.self, LimitRemoved.self, LimitChanged.self,
            // stage
            StageAdded.self, StageRemoved.self, StageChanged.self,
        ]
    }

    /// The rules decided by comparing both sides, in catalogue order.
    static var comparisons: [any ComparisonRule.Type] { types.compactMap { $0 as? any ComparisonRule.Type } }

    /// Every rule, sorted by ID.
    package static var rules: [DiffRuleDescriptor] { types.map { $0.descriptor }.sorted { $0.id < $1.id } }

    /// The rule with ID `id`.
    package static func rule(_ id: String) -> DiffRuleDescriptor? { rules.first { $0.id == id } }
}
