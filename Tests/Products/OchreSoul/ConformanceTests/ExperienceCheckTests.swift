import Conformance
import OchreSoul
import Testing

@testable import OchreSoulConformance

/// The feature-flow checks that take a `Sabotage` (`OnboardingChecks.retentionChecklist`, `SettingsChecks`,
/// `NotificationsChecks`, `TrustChecks.founderNoteCopy`) pass on the reference implementation with success, recovery and
/// observability evidence, and each fails when its recovery is broken (a sabotage undoing it right after the
/// failure, or a faulty component), when an undeclared event is emitted, or when a failure is recorded wrongly.
@Suite("experience checks: FEAT-RET-001, FEAT-SET-001, FEAT-SET-002, FEAT-ONB-009, FEAT-OPEN-001, FEAT-OPEN-003")
struct ExperienceCheckTests {
    static let features = [
        "FEAT-RET-001", "FEAT-SET-001", "FEAT-SET-002", "FEAT-ONB-009", "FEAT-OPEN-001", "FEAT-OPEN-003",
    ]

    /// Runs one check alone against the loaded ochre-soul spec (its event catalogue reaches the check).
    func run(_ check: RuleCheck) throws -> CheckResult {
        let bundle = try #require(ConformanceHarness.loaded.bundle)
        var rules = RuleCheckRegistry()
        rules.register(product: OchreSoulVerification.product, check)
        let result = ConformanceRunner(subjects: SubjectRegistry(), rules: rules).run(bundle, scenarios: [])
        return try #require(result.checks.first { $0.id == "rule:\(check.ruleID)" })
    }

    /// Expects `check` to fail, with a message mentioning `words`.
    func expectFails(_ check: RuleCheck, mentioning words: String) throws {
        let result = try run(check)
        #expect(result.status == .failed, "\(check.ruleID) passed despite the breakage")
        #expect(
            result.message?.contains(words) == true,
            "\(check.ruleID) failed for another reason: \(result.message ?? "")")
    }

    @Test("the reference run passes every experience check with success, recovery and observability evidence")
    func referencePasses() throws {
        let reference = try #require(ConformanceHarness.reference)
        for feature in Self.features {
            let check = try #require(reference.checks.first { $0.id == "rule:\(feature)" }, "no check rule:\(feature)")
            #expect(check.status == .passed, "\(ConformanceHarness.describe(check))")
            let kinds = Set(check.evidence.filter { $0.id == feature }.map(\.kind))
            #expect(
                kinds.isSuperset(of: [.success, .recovery, .observability]), "rule:\(feature) proves only \(kinds)")
        }
    }

    @Test("FEAT-RET-001 fails when corrupted state restarts the checklist")
    func retentionRestartFails() throws {
        // What the earlier implementation did: an unreadable count read as 0, so the next session counted as the first.
        let check = OnboardingChecks.retentionChecklist { env in
            env.fileSystem.remove(OnboardingModule.checklistDismissedPath)
            try? env.fileSystem.write(OnboardingModule.sessionsPath, Array("1".utf8))
        }
        try expectFails(check, mentioning: "corrupted checklist state")
    }

    @Test("FEAT-RET-001 fails when the failed dismissal is never written again")
    func retentionUnwrittenDismissalFails() throws {
        // Storage under the dismissal flag stays broken after the check restores the rest: the dismissal cannot
        // reach storage, so a later launch shows the checklist again and the check must notice.
        let check = OnboardingChecks.retentionChecklist { env in
            env.fileSystem.failingWritePrefixes.insert("prefs/checklist")
        }
        try expectFails(check, mentioning: "was not written again")
    }

    @Test("FEAT-SET-001 fails when the failed save drops the local change")
    func settingsDroppedChangeFails() throws {
        let check = SettingsChecks.settingsPreferences { env in
            if let id = env.session.userID, let server = env.backend.profiles[id] { env.settings.load(server) }
        }
        try expectFails(check, mentioning: "dropped the local change")
    }

    @Test("FEAT-SET-001 fails when the failure is recorded with free text")
    func settingsFreeTextSignalFails() throws {
        let check = SettingsChecks.settingsPreferences { env in
            env.crashes.record(area: "settings", reason: "Save failed: HTTP 500 for user")
        }
        try expectFails(check, mentioning: "error signals were")
    }

    @Test("FEAT-SET-002 fails when the offline change is not kept, and when an undeclared event is emitted")
    func accessibilityFails() throws {
        let reverted = SettingsChecks.accessibilitySettings(.reference) { env in
            if let id = env.session.userID, let server = env.backend.profiles[id] { env.settings.load(server) }
        }
        try expectFails(reverted, mentioning: "offline change was dropped")
        let chatty = SettingsChecks.accessibilitySettings(.reference) { env in
            env.sink.record(AnalyticsEvent(name: "settings_changed", payload: ["setting": .string("reduce_motion")]))
        }
        try expectFails(chatty, mentioning: "events the spec does not allow")
    }

    @Test("FEAT-ONB-009 fails when a failed preference save turns notifications off")
    func prePermissionSaveFails() throws {
        let check = NotificationsChecks.prePermission(.reference) { env in env.notifications.disable() }
        try expectFails(check, mentioning: "enabling later from Settings")
    }

    @Test("FEAT-OPEN-001 fails when the withheld note is consumed")
    func founderNoteConsumedFails() throws {
        let check = TrustChecks.founderNoteCopy { env in _ = env.trust.finishNote() }
        try expectFails(check, mentioning: "withheld note was consumed")
    }

    @Test("FEAT-OPEN-003 fails when missing copy falls through to the OS prompt")
    func prePermissionCopyFallThroughFails() throws {
        let check = NotificationsChecks.prePermissionCopy(.reference) { env in
            _ = env.os.requestNotificationPermission()
        }
        try expectFails(check, mentioning: "without copy the OS prompt fired")
    }

    @Test("FEAT-ONB-009 and FEAT-OPEN-003 fail with the faulty prompter that fires the OS prompt with the screen")
    func faultyPrompterFails() throws {
        let faulty = OchreSoulFault.osPromptBeforeOptIn.components
        try expectFails(NotificationsChecks.prePermission(faulty), mentioning: "OS prompt")
        try expectFails(NotificationsChecks.prePermissionCopy(faulty), mentioning: "OS prompt fired")
    }
}
