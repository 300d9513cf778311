import Testing

@testable import OchreSoul

/// The recoveries of the retention checklist, settings saves and the copy pending open decisions (OD-10, OD-12),
/// each with the failure injected directly into the module.
@Suite("Experience recoveries: checklist state, settings saves, pending copy")
struct ExperienceRecoveryTests {
    /// An onboarded adult user whose profile Settings holds.
    static func onboarded(_ audience: Audience = .self) -> AppEnvironment {
        let world = TestWorld()
        let env = world.env
        env.onboarding.start()
        env.onboarding.toggleTheme("coastal")
        env.onboarding.chooseAudience(audience)
        while env.onboarding.step != .accessibility { env.onboarding.continueTapped() }
        if let profile = env.onboarding.savePreferences(userID: env.session.userID ?? "") { env.settings.load(profile) }
        return env
    }

    // MARK: FEAT-RET-001

    @Test(
        "FEAT-RET-001 a corrupted session count hides the checklist instead of restarting it, is recorded once and repaired"
    )
    func corruptedCountHides() {
        let env = AppEnvironment()
        for _ in 0..<5 { env.onboarding.recordSession() }
        #expect(!env.onboarding.checklistVisible)
        env.fileSystem.corrupt(OnboardingModule.sessionsPath)
        #expect(!env.onboarding.checklistVisible)
        env.onboarding.recordSession()
        env.onboarding.recordSession()
        #expect(!env.onboarding.checklistVisible)
        #expect(env.crashes.signals.map(\.reason) == ["checklist_state_corrupt"])
        let restarted = OnboardingModule(api: env.backend, os: env.os, fileSystem: env.fileSystem, crashes: env.crashes)
        restarted.recordSession()
        #expect(!restarted.checklistVisible && restarted.sessionCount > OnboardingModule.checklistSessions)
        #expect(env.crashes.signals.count == 1)
    }

    @Test("FEAT-RET-001 a corrupted dismissal flag counts as dismissed")
    func corruptedDismissalHides() throws {
        let env = AppEnvironment()
        env.onboarding.recordSession()
        #expect(env.onboarding.checklistVisible)
        try env.fileSystem.write(OnboardingModule.checklistDismissedPath, [7, 7])
        #expect(!env.onboarding.checklistVisible)
        env.onboarding.recordSession()
        #expect(env.fileSystem.read(OnboardingModule.checklistDismissedPath) == [1])
        #expect(env.crashes.signals.map { "\($0.area)/\($0.reason)" } == ["onboarding/checklist_state_corrupt"])
    }

    @Test("FEAT-RET-001 a failed dismissal write still hides the checklist and is written at the next session")
    func failedDismissalWrite() {
        let env = AppEnvironment()
        env.onboarding.recordSession()
        env.fileSystem.failingWritePrefixes.insert("prefs/checklist")
        env.onboarding.dismissChecklist()
        #expect(!env.onboarding.checklistVisible)
        #expect(!env.fileSystem.exists(OnboardingModule.checklistDismissedPath))
        #expect(env.crashes.signals.map(\.reason) == ["checklist_state_write_failed"])
        env.fileSystem.failingWritePrefixes.removeAll()
        env.onboarding.recordSession()
        #expect(env.fileSystem.exists(OnboardingModule.checklistDismissedPath))
        #expect(!OnboardingModule(api: env.backend, os: env.os, fileSystem: env.fileSystem).checklistVisible)
    }

    @Test("FEAT-RET-001 readable state records nothing")
    func healthyStateSilent() {
        let env = AppEnvironment()
        for _ in 0..<4 { env.onboarding.recordSession() }
        env.onboarding.dismissChecklist()
        #expect(env.crashes.signals.isEmpty)
    }

    // MARK: FEAT-SET-001, FEAT-SET-002

    @Test(
        "FEAT-SET-001 a failed save keeps the change, surfaces it inline, records a coarse reason, and the retry saves it"
    )
    func failedSaveRetried() throws {
        let env = Self.onboarded()
        let userID = try #require(env.session.userID)
        env.backend.inject(.server, on: .saveProfile)
        #expect(env.settings.setThemes(["flora"]))
        #expect(env.settings.profile?.culturalThemes == ["flora"])
        #expect(env.backend.profiles[userID]?.culturalThemes == ["coastal"])
        #expect(env.settings.hasUnsavedChanges && env.settings.saveError != nil)
        #expect(env.crashes.signals.map { "\($0.area)/\($0.reason)" } == ["settings/profile_save_server"])
        #expect(env.settings.retrySave())
        #expect(env.backend.profiles[userID]?.culturalThemes == ["flora"])
        #expect(!env.settings.hasUnsavedChanges && env.settings.saveError == nil)
        #expect(env.settings.retrySave())
        #expect(env.crashes.signals.count == 1)
    }

    @Test("FEAT-SET-002 an offline save is recorded as profile_save_offline without an identifier in child mode")
    func offlineSaveInChildMode() throws {
        let env = Self.onboarded(.child)
        env.crashes.userID = "user-1"
        env.network.isOnline = false
        let patterns = AccessibilityPreferences(alwaysShowNumbers: true, reduceMotion: true, patternFills: true)
        env.settings.setAccessibility(patterns)
        #expect(env.settings.profile?.accessibility == patterns && env.settings.hasUnsavedChanges)
        let signal = try #require(env.crashes.signals.last)
        #expect(signal.area == "settings" && signal.reason == "profile_save_offline" && signal.userID == nil)
        #expect(!env.settings.retrySave())
        env.network.isOnline = true
        #expect(env.settings.retrySave())
        #expect(env.backend.profiles[env.session.userID ?? ""]?.accessibility == patterns)
    }

    @Test("FEAT-SET-001 every remote error maps to a coarse reason code")
    func coarseReasons() {
        let errors: [RemoteError] = [
            .network, .timeout, .signInRequired, .paywall, .notFound, .rateLimited, .server,
            .rejected("free text here"), .unauthorised,
        ]
        for error in errors {
            let reason = SettingsModule.saveFailureReason(error)
            #expect(reason.hasPrefix("profile_save_") && reason.count <= 32 && !reason.contains(" "))
        }
    }

    // MARK: FEAT-OPEN-001

    @Test(
        "FEAT-OPEN-001 the note shows only the supplied approved copy; missing or draft copy withholds it and it stays due"
    )
    func founderNoteCopy() {
        let env = AppEnvironment()
        #expect(env.trust.presentNote() == .notDue)
        env.trust.observe(
            FillSignals(completedCount: 20, completionPercent: 100, ahaReached: true, completed: true), onStarter: true)
        #expect(env.trust.presentNote() == .withheld(.missing))
        env.trust.noteCopy = ReviewedCopy(text: "   ", approved: true)
        #expect(env.trust.presentNote() == .withheld(.missing))
        env.trust.noteCopy = ReviewedCopy(text: "draft", approved: false)
        #expect(env.trust.presentNote() == .withheld(.unapproved))
        #expect(env.trust.noteEligible && !env.trust.noteSeen && !env.trust.noteShowable)
        env.trust.noteCopy = ReviewedCopy(text: "approved words", approved: true)
        #expect(env.trust.presentNote() == .shown("approved words"))
        #expect(env.crashes.signals.map(\.reason) == ["founder_note_copy_missing", "founder_note_copy_unapproved"])
        #expect(env.trust.finishNote())
        #expect(env.trust.presentNote() == .notDue)
    }

    // MARK: FEAT-OPEN-003

    @Test("FEAT-OPEN-003 without approved copy the screen holds only the neutral choice and never prompts the OS")
    func prePermissionCopy() {
        let env = AppEnvironment()
        env.notifications.showPrePermission()
        #expect(env.notifications.prePermissionContent == .neutralChoice(.missing))
        #expect(env.os.notificationPromptCount == 0 && !env.notifications.requestOSPermission())
        env.notifications.decline()
        #expect(env.notifications.prePermissionContent == nil)
        env.notifications.prePermissionCopy = ReviewedCopy(text: "draft", approved: false)
        env.notifications.showPrePermission()
        #expect(env.notifications.prePermissionContent == .neutralChoice(.unapproved))
        env.notifications.showPrePermission()
        #expect(env.crashes.signals.map(\.reason) == ["pre_permission_copy_missing", "pre_permission_copy_unapproved"])
        env.notifications.prePermissionCopy = ReviewedCopy(text: "approved value copy", approved: true)
        env.notifications.showPrePermission()
        #expect(env.notifications.prePermissionContent == .approvedCopy("approved value copy"))
        #expect(env.os.notificationPromptCount == 0)
        env.notifications.optIn()
        #expect(env.os.notificationPromptCount == 1 && env.notifications.isEnabled)
        #expect(env.crashes.signals.count == 2)
    }

    @Test("ReviewedCopy shows only approved, non-blank text")
    func reviewedCopy() {
        #expect(ReviewedCopy.problem(with: nil) == .missing)
        #expect(ReviewedCopy.problem(with: ReviewedCopy(text: "\n ", approved: true)) == .missing)
        #expect(ReviewedCopy.problem(with: ReviewedCopy(text: "x", approved: false)) == .unapproved)
        #expect(ReviewedCopy.problem(with: ReviewedCopy(text: "x", approved: true)) == nil)
        #expect(ReviewedCopy(text: "x", approved: false).showableText == nil)
        #expect(ReviewedCopy(text: "x", approved: true).showableText == "x")
    }
}
