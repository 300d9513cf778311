import Conformance
import OchreSoul

/// The first-steps retention checklist (RULE-RETENTION-CHECKLIST, FEAT-RET-001).
extension OnboardingChecks {
    /// §7.2 Onboarding and retention: "surface the retention checklist on library home for the first three sessions
    /// unless dismissed"; §7.4 "local checklist dismissal state". No §7.7 event and no documented failure: success only.
    static let checklistFirstThreeSessions = RuleCheck.observing(
        "RULE-RETENTION-CHECKLIST", covers: ["FEAT-RET-001", "MOD-ONBOARDING-MUST-5"], proves: [.success],
        title:
            "the first-steps checklist shows for the spec's first sessions, not the next one, and a dismissal persists across launches"
    ) { context throws(RuleFailure) in
        let sessions = try context.checklistSessions()
        let env = AppEnvironment()
        try expect(!env.onboarding.checklistVisible, "the checklist showed before the first session")
        for session in 1...max(sessions, 1) {
            env.onboarding.recordSession()
            try expect(
                env.onboarding.checklistVisible,
                "the checklist is hidden in session \(session) of the spec's \(sessions)")
        }
        env.onboarding.recordSession()
        try expect(
            !env.onboarding.checklistVisible,
            "the checklist still shows in session \(sessions + 1); the spec's window is \(sessions) sessions")
        let other = AppEnvironment()
        other.onboarding.recordSession()
        other.onboarding.dismissChecklist()
        try expect(!other.onboarding.checklistVisible, "a dismissed checklist still shows")
        let relaunched = OnboardingModule(api: other.backend, os: other.os, fileSystem: other.fileSystem)
        relaunched.recordSession()
        try expect(!relaunched.checklistVisible, "the dismissal did not persist across launches")
    }

    /// §7.2 Onboarding and retention "surface the retention checklist on library home for the first three sessions
    /// unless dismissed"; §7.4 "local checklist dismissal state". No documented failure: the recovery of unreadable
    /// or unwritable local state is the assumption in the feature's notes.
    static func retentionChecklist(sabotage: @escaping Sabotage = noSabotage) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-RET-001", covers: ["FEAT-RET-001"], proves: [.success, .recovery, .observability],
            title:
                "the checklist shows in the spec's first sessions and not after; corrupted checklist state hides it (never restarts it) and is repaired, a failed dismissal write holds for the running app and is written again; each failure is one coarse signal"
        ) { context throws(RuleFailure) in
            let sessions = try context.checklistSessions()
            let veteran = OnboardingFlow()
            let env = veteran.env
            let mark = ObservedFlow.mark(env)
            veteran.launch()
            for session in 1...max(sessions, 1) {
                if session > 1 { EnvironmentFixtures.relaunch(env) }
                try expect(
                    env.onboarding.checklistVisible,
                    "the checklist is hidden in session \(session) of the spec's \(sessions)")
            }
            EnvironmentFixtures.relaunch(env)
            try expect(!env.onboarding.checklistVisible, "the checklist still shows in session \(sessions + 1)")
            // Failure: the stored session count is corrupted; the next launch must not restart the first sessions.
            env.fileSystem.corrupt(OnboardingModule.sessionsPath)
            EnvironmentFixtures.relaunch(env)
            sabotage(env)
            try expect(
                !env.onboarding.checklistVisible,
                "corrupted checklist state made the checklist show again after session \(sessions + 1)")
            let restarted = OnboardingModule(
                api: env.backend, os: env.os, fileSystem: env.fileSystem, crashes: env.crashes)
            restarted.recordSession()
            try expect(
                !restarted.checklistVisible && restarted.sessionCount > sessions, "the corrupted state was not repaired"
            )
            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(env, since: mark, [(area: "onboarding", reason: "checklist_state_corrupt")])

            // A new user dismisses the checklist in session 1 while local storage refuses writes.
            let newcomer = OnboardingFlow()
            let other = newcomer.env
            let otherMark = ObservedFlow.mark(other)
            newcomer.launch()
            try expect(other.onboarding.checklistVisible, "the checklist is hidden in the first session")
            other.fileSystem.failingWritePrefixes.insert("prefs/")
            other.onboarding.dismissChecklist()
            sabotage(other)
            try expect(!other.onboarding.checklistVisible, "a dismissal whose write failed did not hide the checklist")
            other.fileSystem.failingWritePrefixes.remove("prefs/")
            EnvironmentFixtures.relaunch(other)
            let fresh = OnboardingModule(
                api: other.backend, os: other.os, fileSystem: other.fileSystem, crashes: other.crashes)
            try expect(
                !other.onboarding.checklistVisible && !fresh.checklistVisible,
                "the dismissal was not written again once storage worked")
            try ObservedFlow.expectConforming(other, since: otherMark, context)
            try ObservedFlow.expectSignals(
                other, since: otherMark, [(area: "onboarding", reason: "checklist_state_write_failed")])
        }
    }
}
