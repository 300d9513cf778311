import Conformance
import Foundation
import OchreSoul

/// The first-steps retention checklist (RULE-RETENTION-CHECKLIST, FEAT-RET-001).
extension OnboardingChecks {
    /// §7.2 Onboarding and retention: "surface the retention checklist on library home for the first three sessions
    /// unless dismissed"; §7.4 "local checklist dismissal state". No §7.7 event and no documented failure: success only.
    static let checklistFirstThreeSessions = RuleCheck.observing(
        "RULE-RETENTION-CHECKLIST", covers: ["FEAT-RET-001", "MOD-ONBOARDING-MUST-5"], proves: [.success],
        title:
            "library home shows the first-steps checklist in the spec's first sessions, not the next one, and a dismissal hides it and persists across launches"
    ) { context throws(RuleFailure) in
        let sessions = try context.checklistSessions()
        let dismissible = try context.bool("RULE-RETENTION-CHECKLIST", "dismissible")
        let surface = try context.string("RULE-RETENTION-CHECKLIST", "surface")
        try expect(!AppEnvironment().onboarding.checklistVisible, "the checklist shows before the first session")
        let flow = try EnvironmentFixtures.onboarded(.self)
        func onLibraryHome(_ env: AppEnvironment) -> Bool? {
            // The surface the spec names (`library home`) is the implementation's `library_home`.
            guard let screen = env.presentations.screen,
                screen.surface.replacingOccurrences(of: "_", with: " ") == surface
            else {
                return nil
            }
            return screen.elements.contains("checklist:first_steps")
        }
        for session in 1...max(sessions, 1) {
            if session > 1 { flow.startNewSession() }
            try expect(
                onLibraryHome(flow.env) == true,
                "library home shows the first-steps checklist in session \(session) of the spec's first \(sessions)",
                proves: ["MOD-ONBOARDING-MUST-5", "FEAT-RET-001"])
        }
        flow.startNewSession()
        try expect(
            onLibraryHome(flow.env) == false,
            "library home no longer shows the checklist in session \(sessions + 1), after the spec's \(sessions)",
            proves: ["MOD-ONBOARDING-MUST-5", "FEAT-RET-001"])
        let other = try EnvironmentFixtures.onboarded(.self)
        other.env.onboarding.dismissChecklist()
        other.showLibrary()
        try expect(
            onLibraryHome(other.env) == !dismissible, "a checklist dismissed in session 1 is gone from library home",
            proves: ["MOD-ONBOARDING-MUST-5", "FEAT-RET-001"])
        let relaunched = OnboardingModule(api: other.env.backend, os: other.env.os, fileSystem: other.env.fileSystem)
        relaunched.recordSession()
        try expect(
            relaunched.checklistVisible == !dismissible, "the checklist's dismissal persists across launches",
            proves: ["MOD-ONBOARDING-MUST-5", "FEAT-RET-001"])
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
                    "the checklist shows in session \(session) of the spec's first \(sessions)", proves: "FEAT-RET-001")
            }
            EnvironmentFixtures.relaunch(env)
            try expect(
                !env.onboarding.checklistVisible, "the checklist no longer shows in session \(sessions + 1)",
                proves: "FEAT-RET-001")
            // Failure: the stored session count is corrupted; the next launch must not restart the first sessions.
            env.fileSystem.corrupt(OnboardingModule.sessionsPath)
            EnvironmentFixtures.relaunch(env)
            sabotage(env)
            try expect(
                !env.onboarding.checklistVisible,
                "corrupted checklist state hides the checklist rather than restarting the first sessions",
                proves: "FEAT-RET-001")
            let restarted = OnboardingModule(
                api: env.backend, os: env.os, fileSystem: env.fileSystem, crashes: env.crashes)
            restarted.recordSession()
            try expect(
                !restarted.checklistVisible && restarted.sessionCount > sessions,
                "the corrupted checklist state is repaired past the first sessions at the next launch",
                proves: "FEAT-RET-001")
            try ObservedFlow.expectConforming(env, since: mark, context, proves: ["FEAT-RET-001"])
            try ObservedFlow.expectSignals(
                env, since: mark, [(area: "onboarding", reason: "checklist_state_corrupt")], proves: ["FEAT-RET-001"])

            // A new user dismisses the checklist in session 1 while local storage refuses writes.
            let newcomer = OnboardingFlow()
            let other = newcomer.env
            let otherMark = ObservedFlow.mark(other)
            newcomer.launch()
            try expect(other.onboarding.checklistVisible, "the checklist is hidden in the first session")
            other.fileSystem.failingWritePrefixes.insert("prefs/")
            other.onboarding.dismissChecklist()
            sabotage(other)
            try expect(
                !other.onboarding.checklistVisible, "a dismissal whose write failed still hides the checklist",
                proves: "FEAT-RET-001")
            other.fileSystem.failingWritePrefixes.remove("prefs/")
            EnvironmentFixtures.relaunch(other)
            let fresh = OnboardingModule(
                api: other.backend, os: other.os, fileSystem: other.fileSystem, crashes: other.crashes)
            try expect(
                !other.onboarding.checklistVisible && !fresh.checklistVisible,
                "the failed dismissal is written again at the next session, so it persists", proves: ["FEAT-RET-001"],
                detail: "the dismissal was not written again once storage worked")
            try ObservedFlow.expectConforming(other, since: otherMark, context, proves: ["FEAT-RET-001"])
            try ObservedFlow.expectSignals(
                other, since: otherMark, [(area: "onboarding", reason: "checklist_state_write_failed")],
                proves: ["FEAT-RET-001"])
        }
    }
}
