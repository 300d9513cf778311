import Testing

@testable import OchreSoul

/// The presentation record and the SDK registry: what the flows present, and what the app initialises.
@Suite("presentation record and SDK registry")
struct PresentationTests {
    static func onboarded(
        noteCopy: ReviewedCopy? = ReviewedCopy(text: "Thank you for colouring with us.", approved: true)
    ) -> OnboardingFlow {
        let flow = OnboardingFlow()
        flow.env.trust.noteCopy = noteCopy
        flow.launch()
        flow.startOnboarding()
        flow.toggleTheme("flora")
        flow.chooseAudience(.self)
        flow.savePreferences()
        flow.revealLibrary()
        return flow
    }

    @Test(
        "a new screen closes open modals; the same screen re-renders in place; dismissing what is not open changes nothing"
    )
    func logSemantics() {
        let log = PresentationLog()
        log.present(Presentation(.canvas, elements: ["progress:a:1/4"]))
        log.present(SurfaceRenderer.founderNote(citation: nil))
        log.present(Presentation(.canvas, elements: ["progress:a:2/4"]))
        #expect(log.isOpen(.founderNote), "re-rendering the same screen closed the modal")
        #expect(log.screen?.elements == ["progress:a:2/4"])
        log.dismiss(.accountPrompt)
        #expect(log.open.count == 1, "dismissing a modal that is not open changed the open modals")
        log.present(Presentation(.libraryHome))
        #expect(log.open.isEmpty, "navigating to another screen left the modal open")
        #expect(log.history.count == 4)
        #expect(log.since(2).map(\.surface) == ["canvas", "library_home"])
        #expect(log.since(99).isEmpty)
    }

    @Test(
        "MOD-SETTINGS-MUSTNOT-1: start-up initialises analytics, crash reporting, purchases and push, each once, and nothing for ads"
    )
    func startUpSDKs() {
        let env = AppEnvironment()
        #expect(env.sdks.initialised == [.productAnalytics, .crashReporting, .purchases, .pushNotifications])
        env.sdks.register(.pushNotifications)
        #expect(env.sdks.initialised.count == 4, "a second initialisation was recorded again")
        #expect(!env.sdks.contains(purpose: .advertising) && !env.sdks.contains(purpose: .attribution))
        env.sdks.register(InitialisedSDK(name: "admob", purpose: .advertising))
        #expect(env.sdks.contains(purpose: .advertising), "the registry must record whatever is initialised")
    }

    @Test(
        "MOD-XC-MUSTNOT-6: onboarding presents steps, library, canvas, then only the founder's note after the milestone and the soft prompt"
    )
    func onboardingPresentations() {
        let flow = Self.onboarded()
        let log = flow.env.presentations
        #expect(log.history.map(\.surface).prefix(2) == ["onboarding_step", "onboarding_step"])
        #expect(log.screen?.surface == "library_home")
        flow.openStarter()
        #expect(log.screen?.surface == "canvas")
        let regions = flow.starter.geometry.regions.count
        flow.fill(regions / 2 - 1)
        #expect(log.open.isEmpty, "a modal showed before the qualifying milestone")
        flow.fill(2)
        #expect(log.open.map(\.surface) == ["founder_note"])
        flow.finishFounderNote()
        #expect(log.open.map(\.surface) == ["account_prompt"])
        flow.dismissAccountPrompt()
        flow.fill(regions)
        #expect(log.open.isEmpty)
        #expect(log.screen?.elements.contains("state:completed") == true)
        #expect(Set(log.history.filter { $0.kind != .screen }.map(\.surface)) == ["founder_note", "account_prompt"])
    }

    @Test(
        "FEAT-OPEN-001: without approved founder's-note copy the milestone presents no note, records the coarse reason, and the note stays due"
    )
    func founderNoteWithheldWithoutCopy() {
        let flow = Self.onboarded(noteCopy: ReviewedCopy(text: "draft", approved: false))
        flow.openStarter()
        flow.fill(flow.starter.geometry.regions.count / 2 + 1)
        #expect(flow.phase == .founderNoteEligible)
        #expect(flow.env.presentations.open.isEmpty, "the note showed with draft copy")
        #expect(flow.env.crashes.signals.map { "\($0.area)/\($0.reason)" } == ["trust/founder_note_copy_unapproved"])
        flow.env.trust.noteCopy = ReviewedCopy(text: "Thank you.", approved: true)
        flow.fill(1)
        #expect(
            flow.env.presentations.open.map(\.surface) == ["founder_note"], "approved copy did not bring the due note")
    }

    @Test("resume renders the screen on display again from module state and keeps open modals")
    func resumeRerenders() {
        let flow = Self.onboarded()
        flow.openStarter()
        flow.fill(flow.starter.geometry.regions.count / 2 + 1)
        let screen = flow.env.presentations.screen
        let open = flow.env.presentations.open
        flow.env.clock.advance(millis: 30 * 86_400_000)
        flow.resume()
        #expect(flow.env.presentations.screen == screen)
        #expect(flow.env.presentations.open == open)
        #expect(flow.env.presentations.history.last == screen)
    }

    @Test(
        "library home shows progress in the continue row after a later session; the checklist follows the session count"
    )
    func libraryHomeProgress() {
        let flow = Self.onboarded()
        #expect(flow.env.presentations.screen?.elements.contains("checklist:first_steps") == true)
        flow.openStarter()
        flow.fill(3)
        flow.startNewSession()
        let home = flow.env.presentations.screen
        #expect(home?.surface == "library_home")
        #expect(home?.elements.contains("row:continue:starter") == true)
        #expect(home?.elements.contains("progress:starter:3/\(flow.starter.row.regionCount)") == true)
        flow.startNewSession()
        flow.startNewSession()
        #expect(
            flow.env.presentations.screen?.elements.contains("checklist:first_steps") == false,
            "checklist shown after the third session")
    }

    @Test(
        "MOD-NOTIFICATIONS-MUST-1: settings show the pre-permission screen before the OS prompt; without it nothing is asked"
    )
    func settingsPrePermission() {
        let flow = Self.onboarded()
        let settings = SettingsFlow(env: flow.env)
        settings.acceptPrePermission()
        #expect(flow.env.os.notificationPromptCount == 0, "accepting a screen that was never shown reached the OS")
        settings.open()
        settings.setNotifications(true)
        #expect(flow.env.presentations.open.map(\.surface) == ["notification_pre_permission"])
        #expect(flow.env.os.notificationPromptCount == 0)
        settings.declinePrePermission()
        #expect(flow.env.os.notificationPromptCount == 0 && !flow.env.settings.notificationsEnabled)
        settings.setNotifications(true)
        settings.acceptPrePermission()
        #expect(flow.env.os.notificationPromptCount == 1 && flow.env.settings.notificationsEnabled)
        #expect(flow.env.presentations.screen?.elements.contains("notifications:on") == true)
        #expect(flow.env.presentations.open.isEmpty)
    }

    @Test("unlock opens the paywall over the detail; dismissal closes it and shows the detail still locked")
    func paywallPresentation() {
        let flow = ArtworkAccessFlow()
        #expect(flow.env.presentations.screen?.surface == "library_home")
        flow.openArtwork(flow.premium.row.slug)
        flow.tapDownload()
        #expect(flow.env.presentations.screen?.surface == "artwork_detail")
        #expect(flow.env.presentations.open.map(\.surface) == ["paywall"])
        flow.dismissPaywall()
        #expect(flow.env.presentations.open.isEmpty)
        #expect(flow.env.presentations.screen?.elements.contains("access:locked") == true)
        flow.openArtwork(flow.free.row.slug)
        #expect(flow.env.presentations.open.isEmpty, "opening a free artwork showed a modal")
    }
}
