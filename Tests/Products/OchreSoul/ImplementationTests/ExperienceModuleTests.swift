import Testing

@testable import OchreSoul

@Suite("Onboarding, trust moment, notifications")
struct ExperienceModuleTests {
    @Test("at least one cultural theme is required before continue")
    func themeRequired() {
        let env = AppEnvironment()
        env.onboarding.start()
        #expect(!env.onboarding.canContinue)
        #expect(!env.onboarding.continueTapped())
        #expect(env.onboarding.step == .themes)
        #expect(env.onboarding.error != nil)
        env.onboarding.toggleTheme("not-a-theme")
        #expect(!env.onboarding.canContinue)
        env.onboarding.toggleTheme("flora")
        #expect(env.onboarding.continueTapped())
        #expect(env.onboarding.step == .audience)
    }

    @Test("always-show-numbers is on by default and reduce motion is inherited from the OS")
    func accessibilityDefaults() {
        let env = AppEnvironment()
        #expect(env.onboarding.accessibility.alwaysShowNumbers)
        #expect(!env.onboarding.accessibility.reduceMotion)
        env.os.reduceMotion = true
        let inherited = OnboardingModule(api: env.backend, os: env.os, fileSystem: env.fileSystem)
        #expect(inherited.accessibility.reduceMotion)
        #expect(!inherited.accessibility.patternFills)
    }

    @Test("the server refuses a profile with zero cultural themes")
    func zeroThemesRefused() {
        let world = TestWorld()
        let id = world.env.session.userID ?? ""
        #expect(throws: RemoteError.rejected("cultural_themes_required")) {
            try world.env.backend.saveProfile(Profile(id: id))
        }
    }

    @Test("the retention checklist shows on the first three sessions unless dismissed")
    func checklist() {
        let env = AppEnvironment()
        #expect(!env.onboarding.checklistVisible)
        var visible: [Bool] = []
        for _ in 0..<4 {
            env.onboarding.recordSession()
            visible.append(env.onboarding.checklistVisible)
        }
        #expect(visible == [true, true, true, false])
        let other = AppEnvironment()
        other.onboarding.recordSession()
        other.onboarding.dismissChecklist()
        #expect(!other.onboarding.checklistVisible)
        other.onboarding.recordSession()
        #expect(!other.onboarding.checklistVisible)
    }

    @Test("no unsolicited paywall before first value")
    func noEarlyPaywall() {
        #expect(!OnboardingModule.mayPresentUnsolicitedPaywall(firstValueReached: false))
        #expect(OnboardingModule.mayPresentUnsolicitedPaywall(firstValueReached: true))
    }

    @Test("the founder's note waits for the aha moment and a qualifying milestone; dismissals persist")
    func founderNote() {
        let env = AppEnvironment()
        let session = Session(userID: "u", isAnonymous: true)
        env.trust.observe(
            FillSignals(completedCount: 9, completionPercent: 60, ahaReached: false, completed: false), onStarter: true)
        #expect(!env.trust.noteEligible)
        #expect(!env.trust.finishNote())
        #expect(!env.trust.accountPromptEligible(session: session))
        env.trust.observe(
            FillSignals(completedCount: 10, completionPercent: 40, ahaReached: true, completed: false), onStarter: true)
        #expect(!env.trust.noteEligible)
        env.trust.observe(
            FillSignals(completedCount: 13, completionPercent: 52, ahaReached: false, completed: false), onStarter: true
        )
        #expect(env.trust.noteEligible)
        #expect(env.trust.finishNote())
        #expect(!env.trust.noteEligible)
        #expect(env.trust.accountPromptEligible(session: session))
        env.trust.dismissPrompt()
        let reopened = TrustMoment(fileSystem: env.fileSystem)
        #expect(reopened.noteSeen && reopened.promptDismissed)
        #expect(!reopened.accountPromptEligible(session: session))
    }

    @Test("completion qualifies for the founder's note; unapproved note copy is never shown")
    func completionQualifies() {
        let env = AppEnvironment()
        env.trust.noteCopy = ReviewedCopy(text: "draft", approved: false)
        env.trust.observe(
            FillSignals(completedCount: 4, completionPercent: 100, ahaReached: false, completed: true), onStarter: false
        )
        #expect(env.trust.noteEligible && !env.trust.noteShowable)
        env.trust.noteCopy = ReviewedCopy(text: "approved", approved: true)
        #expect(env.trust.noteShowable)
    }

    @Test("the OS prompt fires only after the in-app opt-in on the pre-permission screen")
    func prePermission() {
        let env = AppEnvironment()
        #expect(!env.notifications.requestOSPermission())
        #expect(env.os.notificationPromptCount == 0)
        env.notifications.showPrePermission()
        env.notifications.decline()
        #expect(env.os.notificationPromptCount == 0)
        #expect(!env.settings.notificationsEnabled)
        env.notifications.showPrePermission()
        env.notifications.optIn()
        #expect(env.os.notificationPromptCount == 1)
        #expect(env.settings.notificationsEnabled)
        #expect(env.push.registeredTokens.count == 1)
    }

    @Test("notifications route to the artwork or pack, falling back to the library")
    func routing() {
        let env = AppEnvironment()
        #expect(env.notifications.route(.init(kind: "artwork", slug: "a")) == .artworkDetail(slug: "a"))
        #expect(env.notifications.route(.init(kind: "pack", slug: "p")) == .packDetail(slug: "p"))
        #expect(env.notifications.route(.init(kind: "weird", slug: "p")) == .library)
        #expect(env.notifications.route(.init(kind: "artwork", slug: "")) == .library)
    }

    @Test("notification opens emit no behavioural analytics in child mode")
    func childModeOpens() {
        let env = AppEnvironment()
        _ = env.notifications.open(.init(kind: "artwork", slug: "a"), artworkID: "art-a")
        #expect(
            env.sink.events.last
                == AnalyticsEvent(
                    name: "artwork_viewed",
                    payload: ["artwork_id": .string("art-a"), "source": .string("notification")]))
        env.sink.clear()
        env.analytics.setChildMode(true)
        #expect(
            env.notifications.open(.init(kind: "artwork", slug: "a"), artworkID: "art-a") == .artworkDetail(slug: "a"))
        #expect(env.sink.events.isEmpty)
    }
}
