import SpecModel
import StateMachine

/// What the path plans of a run say about the machines' guard outcomes and def-use pairs, for the coverage report:
/// which no run can observe, which the planner left unplanned and why, and which limit stopped a machine's search.
///
/// Built from ``ConformanceRun/plans`` (``ConformanceRun/planning``); the report lists every guard outcome neither
/// covered nor proved unreachable with a reason, and these are the planner's reasons.
package struct PlanningFindings: Hashable, Sendable {
    /// Guard outcomes the planner proved unreachable (see `PathPlan.unreachable`).
    package var unreachable: Set<GuardOutcome>
    /// Guard outcomes no planned path reaches, and not proved unreachable, with why: a planner limit, or guards
    /// that read event data the planner does not choose.
    package var unplanned: [GuardOutcome: String]
    /// Per machine whose search a limit stopped: which limit, its value and the option that raises it.
    package var limitReached: [String: String]
    /// The machines that were planned (they have a subject); nil when unknown (the report then does not say that
    /// a machine had no plan).
    package var planned: Set<String>?
    /// Per machine planned with the `uses` criterion, its def-use pairs (``DefUsePair``), sorted; a machine planned
    /// otherwise has none.
    package var defUsePairs: [String: [DefUsePair]]
    /// Def-use pairs the planner proved no run exercises.
    package var infeasibleDefUses: Set<DefUsePair>
    /// Def-use pairs no planned path exercises, and not proved infeasible, with why.
    package var unplannedDefUses: [DefUsePair: String]

    package init(
        unreachable: Set<GuardOutcome> = [], unplanned: [GuardOutcome: String] = [:],
        limitReached: [String: String] = [:],
        planned: Set<String>? = nil, defUsePairs: [String: [DefUsePair]] = [:],
        infeasibleDefUses: Set<DefUsePair> = [], unplannedDefUses: [DefUsePair: String] = [:]
    ) {
        self.unreachable = unreachable
        self.unplanned = unplanned
        self.limitReached = limitReached
        self.planned = planned
        self.defUsePairs = defUsePairs
        self.infeasibleDefUses = infeasibleDefUses
        self.unplannedDefUses = unplannedDefUses
    }

    /// The findings of `plans`, one per machine ID.
    package init(plans: [String: PathPlan]) {
        self.init(planned: Set(plans.keys))
        for (machine, plan) in plans {
            if let text = plan.limitText { limitReached[machine] = text }
            let reason =
                plan.limitText
                ?? "no planned path reaches it: guards read event data the planner does not choose (it sends null), so the search cannot prove it unreachable either"
            for target in plan.unreachable {
                if target.kind == .guardFalse, let t = target.transition {
                    unreachable.insert(GuardOutcome(t, outcome: false))
                }
                if let pair = target.pair { infeasibleDefUses.insert(pair) }
            }
            for target in plan.uncovered {
                if let pair = target.pair { unplannedDefUses[pair] = reason }
                guard let t = target.transition else { continue }
                switch target.kind {
                case .guardFalse: unplanned[GuardOutcome(t, outcome: false)] = reason
                // A guard is true exactly when its transition is taken: the transition's target is its true outcome.
                case .transition: unplanned[GuardOutcome(t, outcome: true)] = reason
                case .state, .defUse, .keepRepeat: break
                }
            }
            if plan.criterion == .uses {
                defUsePairs[machine] = (plan.covered + plan.uncovered + plan.unreachable).compactMap(\.pair).sorted()
            }
        }
    }
}

extension ConformanceRun {
    /// What the run's path plans say about guard outcomes and limits (see ``PlanningFindings``).
    package var planning: PlanningFindings { PlanningFindings(plans: plans) }
}
