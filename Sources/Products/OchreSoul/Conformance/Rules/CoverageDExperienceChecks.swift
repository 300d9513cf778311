import Conformance
import OchreSoul

/// Rule checks for the onboarding, retention, settings, notifications and trust-moment features (FEAT-RET-001, FEAT-SET-001, FEAT-SET-002, FEAT-ONB-009, FEAT-OPEN-001, FEAT-OPEN-003): each drives the implementation through the feature's success path, a failure
/// and its recovery, and holds what the flow recorded to the observability reading of `policy.json`.
///
/// Each check takes a `sabotage`, applied right after its failure is met: the reference run passes none; a negative
/// control passes a breakage (undoing the recovery) to prove the check notices a recovery that did not happen.
enum CoverageDExperienceChecks {
    typealias Sabotage = @Sendable (AppEnvironment) -> Void
    static let noSabotage: Sabotage = { _ in }

    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [retentionChecklist(), settingsPreferences(), accessibilitySettings(c), prePermission(c), founderNoteCopy(), prePermissionCopy(c)]
    }

    /// Approved copy as its owner would supply it (OD-10, OD-12): fixture text, so a shown note or screen can only
    /// hold it by taking the input.
    static let approvedNote = "Check fixture: the approved OD-10 founder's note"
    static let draftNote = "Check fixture: a draft founder's note nobody approved"
    static let approvedPrompt = "Check fixture: the approved OD-12 value copy"
    static let draftPrompt = "Check fixture: draft OD-12 value copy"

    /// The app opens again on `env` (a new session: the identity restores, app_opened, the session is counted).
    static func relaunch(_ env: AppEnvironment) { OnboardingFlow(env: env).launch() }

    /// An onboarded user on a fresh environment (themes, audience and accessibility saved, library revealed).
    static func onboarded(_ audience: Audience, extra: [SampleArtwork] = []) throws(RuleFailure) -> OnboardingFlow {
        let flow = OnboardingFlow()
        for sample in extra { flow.env.backend.addArtwork(sample.row, files: sample.files) }
        try expect(
            RuleFixtures.onboard(flow, audience: audience) == .preferencesCaptured && flow.revealLibrary() == .libraryRevealed,
            "onboarding did not reach the library")
        return flow
    }

    /// §7.2 Onboarding and retention "surface the retention checklist on library home for the first three sessions
    /// unless dismissed"; §7.4 "local checklist dismissal state". No documented failure: the recovery of unreadable
    /// or unwritable local state is the assumption in the feature's notes.
    static func retentionChecklist(sabotage: @escaping Sabotage = noSabotage) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-RET-001", covers: ["FEAT-RET-001"], proves: [.success, .recovery, .observability],
            title: "the checklist shows in sessions 1 to 3 and not after; corrupted checklist state hides it (never restarts it) and is repaired, a failed dismissal write holds for the running app and is written again; each failure is one coarse signal"
        ) { context throws(RuleFailure) in
            let veteran = OnboardingFlow()
            let env = veteran.env
            let mark = ObservedFlow.mark(env)
            veteran.launch()
            for session in 1...3 {
                if session > 1 { relaunch(env) }
                try expect(env.onboarding.checklistVisible, "the checklist is hidden in session \(session)")
            }
            relaunch(env)
            try expect(!env.onboarding.checklistVisible, "the checklist still shows in session 4")
            // Failure: the stored session count is corrupted; the next launch must not restart the first sessions.
            env.fileSystem.corrupt(OnboardingModule.sessionsPath)
            relaunch(env)
            sabotage(env)
            try expect(!env.onboarding.checklistVisible, "corrupted checklist state made the checklist show again after session 4")
            let restarted = OnboardingModule(api: env.backend, os: env.os, fileSystem: env.fileSystem, crashes: env.crashes)
            restarted.recordSession()
            try expect(!restarted.checklistVisible && restarted.sessionCount > OnboardingModule.checklistSessions, "the corrupted state was not repaired")
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
            relaunch(other)
            let fresh = OnboardingModule(api: other.backend, os: other.os, fileSystem: other.fileSystem, crashes: other.crashes)
            try expect(!other.onboarding.checklistVisible && !fresh.checklistVisible, "the dismissal was not written again once storage worked")
            try ObservedFlow.expectConforming(other, since: otherMark, context)
            try ObservedFlow.expectSignals(other, since: otherMark, [(area: "onboarding", reason: "checklist_state_write_failed")])
        }
    }

    /// JRN-A02 (themes later → library rows update), JRN-A04 (notifications from Settings), JRN-A05 (restore from
    /// Settings); §7.2 Settings "persist changes"; §7.3.1 "do not drop previous selections"; MOD-OBSERVABILITY-MUST-3.
    static func settingsPreferences(sabotage: @escaping Sabotage = noSabotage) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-SET-001", covers: ["FEAT-SET-001"], proves: [.success, .recovery, .observability],
            title: "Settings persists themes (library rows follow), notifications on/off and exposes restore; a failed save keeps the change applied with an inline error, is recorded as settings/profile_save_server, and the retry persists it"
        ) { context throws(RuleFailure) in
            let desert = SampleArtwork.make(id: "art-desert", slug: "desert-art", themes: ["desert"])
            let flora = SampleArtwork.make(id: "art-flora", slug: "flora-art", themes: ["flora"])
            let flow = try onboarded(.self, extra: [desert, flora])
            let env = flow.env
            env.notifications.prePermissionCopy = ReviewedCopy(text: approvedPrompt, approved: true)
            let mark = ObservedFlow.mark(env)
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            try expect(env.settings.setThemes(["desert"]) && env.backend.profiles[userID]?.culturalThemes == ["desert"], "a theme change was not persisted")
            try expect(env.library.home(profile: env.settings.profile).chosenForYou.first?.slug == desert.row.slug, "library rows did not follow the new theme")
            env.settings.setNotifications(true)
            try expect(env.settings.notificationsEnabled && env.os.notificationPromptCount == 1 && env.backend.profiles[userID]?.notificationsEnabled == true, "Settings did not turn notifications on")
            env.settings.setNotifications(false)
            try expect(!env.settings.notificationsEnabled && env.backend.profiles[userID]?.notificationsEnabled == false && env.push.registeredTokens.isEmpty, "Settings did not turn notifications off")
            try expect(env.settings.restoreAvailable && env.settings.restore() == .accountRequired, "restore is not exposed, or ran for an anonymous user")
            // Failure: the backend rejects the save of the next change.
            env.backend.inject(.server, on: .saveProfile)
            try expect(env.settings.setThemes(["flora"]), "a valid theme change was refused")
            sabotage(env)
            try expect(env.settings.hasUnsavedChanges && env.settings.saveError != nil && !env.settings.lastSaveSucceeded, "the failed save was not surfaced inline")
            try expect(env.settings.profile?.culturalThemes == ["flora"] && env.backend.profiles[userID]?.culturalThemes == ["desert"], "the failed save dropped the local change or reached the server")
            try expect(env.library.home(profile: env.settings.profile).chosenForYou.first?.slug == flora.row.slug, "library rows dropped the kept change")
            // Recovery: the retry persists the kept change.
            try expect(env.settings.retrySave() && env.backend.profiles[userID]?.culturalThemes == ["flora"], "the retry did not persist the kept change")
            try expect(!env.settings.hasUnsavedChanges && env.settings.saveError == nil, "the inline error outlived the successful retry")
            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(env, since: mark, [(area: "settings", reason: "profile_save_server")])
        }
    }

    /// JRN-A03 (pattern fills in Settings); §7.2 Settings "persist changes", Canvas "accessibility settings" input;
    /// child mode (§7.7): the failure signal carries no identifier.
    static func accessibilitySettings(_ c: OchreSoulComponents, sabotage: @escaping Sabotage = noSabotage) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-SET-002", covers: ["FEAT-SET-002"], proves: [.success, .recovery, .observability],
            title: "accessibility settings (pattern fills, reduce motion) persist; saved offline they stay applied on this device and on the canvas, are recorded as settings/profile_save_offline without identifiers in child mode, and the retry persists them"
        ) { context throws(RuleFailure) in
            let flow = try onboarded(.child)
            let env = flow.env
            let mark = ObservedFlow.mark(env)
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            try expect(env.analytics.childMode && env.crashes.childMode, "the child audience did not apply child mode")
            try expect(c.downloadSeam.run(env.downloadJob(for: flow.starter.row), cache: env.cacheIndex) == .cached, "the starter did not download")
            let patterns = AccessibilityPreferences(alwaysShowNumbers: true, reduceMotion: false, patternFills: true)
            env.settings.setAccessibility(patterns)
            try expect(env.backend.profiles[userID]?.accessibility == patterns && !env.settings.hasUnsavedChanges, "pattern fills were not persisted")
            // Failure: the device is offline when the next change is saved.
            env.network.isOnline = false
            let calmer = AccessibilityPreferences(alwaysShowNumbers: true, reduceMotion: true, patternFills: true)
            env.settings.setAccessibility(calmer)
            sabotage(env)
            try expect(env.settings.profile?.accessibility == calmer && env.settings.hasUnsavedChanges && env.settings.saveError != nil, "the offline change was dropped or not surfaced")
            try expect(env.backend.profiles[userID]?.accessibility == patterns, "the offline change reached the server")
            guard let canvas = c.openSeam.open(flow.starter.row, env: env, temporaryPath: "") else { throw RuleFailure("the cached starter did not open offline") }
            try expect(canvas.reduceMotion, "the canvas ignores the kept accessibility change")
            // Recovery: back online, the retry persists it.
            env.network.isOnline = true
            try expect(env.settings.retrySave() && env.backend.profiles[userID]?.accessibility == calmer, "the retry did not persist the kept change")
            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(env, since: mark, [(area: "settings", reason: "profile_save_offline")])
        }
    }

    /// §7.2 Notifications "show the pre-permission value screen before triggering the OS prompt"; JRN-A04 "no OS
    /// prompt; notifications can be enabled later from settings"; §7.4 "notification preference flag in profiles".
    static func prePermission(_ c: OchreSoulComponents, sabotage: @escaping Sabotage = noSabotage) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-ONB-009", covers: ["FEAT-ONB-009"], proves: [.success, .recovery, .observability],
            title: "the pre-permission screen shows the approved copy and no OS prompt; opting in prompts once and saves the preference; after a decline Settings enables it later, and a failed preference save keeps it on, is recorded and retried"
        ) { context throws(RuleFailure) in
            let flow = try onboarded(.self)
            let env = flow.env
            env.notifications.prePermissionCopy = ReviewedCopy(text: approvedPrompt, approved: true)
            let mark = ObservedFlow.mark(env)
            guard let userID = env.session.userID else { throw RuleFailure("no session") }
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            try expect(env.notifications.prePermissionContent == .approvedCopy(approvedPrompt) && env.os.notificationPromptCount == 0, "the screen did not show the approved copy before any OS prompt")
            env.notifications.decline()
            try expect(!env.notifications.requestOSPermission() && env.os.notificationPromptCount == 0 && env.push.registeredTokens.isEmpty, "declining still prompted or registered")
            // Later, from Settings, while the backend rejects the preference save.
            env.backend.inject(.server, on: .saveProfile)
            env.settings.setNotifications(true)
            sabotage(env)
            try expect(env.settings.notificationsEnabled && env.os.notificationPromptCount == 1 && env.push.registeredTokens.count == 1, "enabling later from Settings did not prompt once and register")
            try expect(env.settings.hasUnsavedChanges && env.backend.profiles[userID]?.notificationsEnabled != true, "the failed preference save was not surfaced")
            try expect(env.settings.retrySave() && env.backend.profiles[userID]?.notificationsEnabled == true && env.settings.notificationsEnabled, "the retry did not persist the preference")
            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(env, since: mark, [(area: "settings", reason: "profile_save_server")])

            // Opting in on the screen itself: one OS prompt, preference saved, nothing recorded.
            let direct = try onboarded(.self).env
            direct.notifications.prePermissionCopy = ReviewedCopy(text: approvedPrompt, approved: true)
            let directMark = ObservedFlow.mark(direct)
            c.notificationSeam.presentPrePermission(direct.notifications, os: direct.os)
            try expect(direct.os.notificationPromptCount == 0, "the OS prompt fired with the pre-permission screen")
            direct.settings.setNotifications(true)
            try expect(direct.os.notificationPromptCount == 1 && direct.notifications.isEnabled && !direct.notifications.prePermissionVisible, "opting in on the screen did not prompt once")
            try expect(direct.backend.profiles[direct.session.userID ?? ""]?.notificationsEnabled == true, "the opt-in was not saved to the profile")
            try ObservedFlow.expectConforming(direct, since: directMark, context)
            try ObservedFlow.expectSignals(direct, since: directMark, [])
        }
    }

    /// §7.2 Trust moment row "FEAT-OPEN-001 (founder's-note copy / OD-10)"; §7.4 Trust moment inputs "founder's-note
    /// copy (OD-10)". The copy is an input pending a decision: the recovery of missing or draft copy is the
    /// assumption in the feature's notes.
    static func founderNoteCopy(sabotage: @escaping Sabotage = noSabotage) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-OPEN-001", covers: ["FEAT-OPEN-001"], proves: [.success, .recovery, .observability],
            title: "after the milestone the founder's note shows the supplied approved copy verbatim, once; with copy missing or a draft it is withheld, stays due and is recorded (trust/founder_note_copy_missing, _unapproved)"
        ) { context throws(RuleFailure) in
            let env = RuleFixtures.launched()
            let mark = ObservedFlow.mark(env)
            let starter = SampleArtwork.make(id: "art-open-note", slug: "open-note-art", columns: 5, rows: 4, isStarter: true)
            guard RuleFixtures.cached(starter, in: env), let canvas = RuleFixtures.canvas(starter, in: env, analytics: env.analytics) else { throw RuleFailure("set-up failed") }
            try expect(env.trust.presentNote() == .notDue, "the note was due before the milestone")
            for region in starter.geometry.regions.prefix(ProgressTracker.ahaThreshold) {
                guard let point = canvas.screenCentre(ofRegion: region.index) else { continue }
                canvas.select(colourID: region.colourID)
                if case .correctFill(_, _, let signals) = canvas.tap(screen: point) { env.trust.observe(signals, onStarter: true) }
            }
            try expect(env.trust.noteEligible, "the qualifying milestone did not make the note due")
            // Failure: OD-10 is undecided, then only a draft exists.
            try expect(env.trust.presentNote() == .withheld(.missing) && env.trust.presentNote() == .withheld(.missing), "the note showed without copy")
            env.trust.noteCopy = ReviewedCopy(text: draftNote, approved: false)
            try expect(env.trust.presentNote() == .withheld(.unapproved), "the note showed draft copy")
            sabotage(env)
            let session = env.session
            try expect(env.trust.noteEligible && !env.trust.noteSeen && !env.trust.accountPromptEligible(session: session), "the withheld note was consumed, or the prompt skipped it")
            // Recovery: the approved copy arrives; the note shows it, once, and the soft prompt follows.
            env.trust.noteCopy = ReviewedCopy(text: approvedNote, approved: true)
            try expect(env.trust.presentNote() == .shown(approvedNote), "the note did not show the supplied approved copy")
            try expect(env.trust.finishNote() && env.trust.accountPromptEligible(session: session) && env.trust.presentNote() == .notDue, "the note did not finish into the soft prompt")
            try expect(TrustMoment(fileSystem: env.fileSystem, crashes: env.crashes).presentNote() == .notDue, "the note showed again after a relaunch")
            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(env, since: mark, [(area: "trust", reason: "founder_note_copy_missing"), (area: "trust", reason: "founder_note_copy_unapproved")])
        }
    }

    /// §7.2 Notifications row "FEAT-OPEN-003 (pre-permission copy / OD-12)"; §7.4 Notifications inputs
    /// "pre-permission copy (OD-12)"; must not "fire the OS prompt without prior in-app opt-in". The recovery of
    /// missing or draft copy is the assumption in the feature's notes.
    static func prePermissionCopy(_ c: OchreSoulComponents, sabotage: @escaping Sabotage = noSabotage) -> RuleCheck {
        RuleCheck.observing(
            "FEAT-OPEN-003", covers: ["FEAT-OPEN-003"], proves: [.success, .recovery, .observability],
            title: "the pre-permission screen shows the supplied approved copy verbatim; with copy missing or a draft it shows only the neutral choice, never the draft and never the OS prompt, and records notifications/pre_permission_copy_missing, _unapproved"
        ) { context throws(RuleFailure) in
            let flow = OnboardingFlow()
            let env = flow.env
            let mark = ObservedFlow.mark(env)
            flow.launch()
            // Failure: OD-12 is undecided.
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            sabotage(env)
            try expect(env.notifications.prePermissionVisible && env.notifications.prePermissionContent == .neutralChoice(.missing), "without copy the screen was skipped or showed other words")
            try expect(env.os.notificationPromptCount == 0 && !env.notifications.requestOSPermission(), "without copy the OS prompt fired")
            env.notifications.decline()
            // Only a draft exists.
            env.notifications.prePermissionCopy = ReviewedCopy(text: draftPrompt, approved: false)
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            try expect(env.notifications.prePermissionContent == .neutralChoice(.unapproved) && env.os.notificationPromptCount == 0, "the draft copy was shown, or the OS prompt fired")
            env.notifications.decline()
            // Recovery: the approved copy arrives.
            env.notifications.prePermissionCopy = ReviewedCopy(text: approvedPrompt, approved: true)
            c.notificationSeam.presentPrePermission(env.notifications, os: env.os)
            try expect(env.notifications.prePermissionContent == .approvedCopy(approvedPrompt) && env.os.notificationPromptCount == 0, "the screen did not show the supplied approved copy")
            env.notifications.optIn()
            try expect(env.os.notificationPromptCount == 1 && env.notifications.isEnabled, "opting in on the approved screen did not prompt once")
            try ObservedFlow.expectConforming(env, since: mark, context)
            try ObservedFlow.expectSignals(
                env, since: mark, [(area: "notifications", reason: "pre_permission_copy_missing"), (area: "notifications", reason: "pre_permission_copy_unapproved")])
        }
    }
}
