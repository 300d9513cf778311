import Foundation

/// States of §7.3.1 (user and onboarding), named as in the design document.
package enum OnboardingPhase: String, CaseIterable, Sendable {
    case firstLaunch = "FirstLaunch"
    case anonymousSessionCreated = "AnonymousSessionCreated"
    case onboardingInProgress = "OnboardingInProgress"
    case preferencesCaptured = "PreferencesCaptured"
    case libraryRevealed = "LibraryRevealed"
    case firstPlayStarted = "FirstPlayStarted"
    case ahaMomentReached = "AhaMomentReached"
    case founderNoteEligible = "FounderNoteEligible"
    case accountPromptEligible = "AccountPromptEligible"
    case anonymousContinuing = "AnonymousContinuing"
    case authenticated = "Authenticated"
}

/// Drives the user and onboarding journey through the real Identity, Onboarding, Library, Download, Canvas,
/// Progress and Trust moment modules, one user action or fault at a time.
package final class OnboardingFlow {
    /// The wired app.
    package let env: AppEnvironment
    /// The starter artwork published in the fake backend.
    package let starter: SampleArtwork
    /// Current state.
    package private(set) var phase: OnboardingPhase = .firstLaunch
    /// Set when launch ended in the recoverable startup error.
    package private(set) var startupError = false
    /// Set when a progress write failed (storage error surfaced).
    package private(set) var storageError = false
    var canvas: CanvasEngine?

    /// Creates the flow with a published free starter artwork of `starterRegions` regions (≥ 10).
    package init(env: AppEnvironment = AppEnvironment(), starterColumns: Int = 5, starterRows: Int = 4) {
        self.env = env
        starter = SampleArtwork.make(
            id: "art-starter", slug: "starter", columns: starterColumns, rows: starterRows, isStarter: true)
        env.backend.addArtwork(starter.row, files: starter.files)
    }

    /// Emitted events.
    package var events: [AnalyticsEvent] { env.sink.events }

    // MARK: faults

    /// The next `times` anonymous sign-ins fail.
    package func failAuth(times: Int = 1) { env.backend.inject(.network, on: .signInAnonymously, times: times) }
    /// The next profile save fails.
    package func failProfileSave() { env.backend.inject(.server, on: .saveProfile) }
    /// Local progress writes fail until `restoreStorage()`.
    package func failLocalWrite() { env.fileSystem.failingWritePrefixes.insert("db/progress") }
    /// Local storage works again (the user retries).
    package func restoreStorage() {
        env.fileSystem.failingWritePrefixes.remove("db/progress")
        env.progressStore.clearStorageError()
        storageError = false
    }

    // MARK: user actions

    /// App open with no stored token.
    @discardableResult
    package func launch() -> OnboardingPhase {
        guard phase == .firstLaunch else { return phase }
        switch env.identity.launch() {
        case .ready:
            startupError = false
            phase = .anonymousSessionCreated
            env.onboarding.recordSession()
            env.analytics.emit(
                .appOpened(
                    sessionID: env.session.userID ?? "", appVersion: env.appVersion, childMode: env.analytics.childMode)
            )
            env.presentations.present(SurfaceRenderer.onboarding(env.onboarding))
        case .startupError:
            startupError = true
        }
        return phase
    }

    /// Onboarding starts once the profile row exists.
    @discardableResult
    package func startOnboarding() -> OnboardingPhase {
        guard phase == .anonymousSessionCreated, let id = env.session.userID, env.backend.profiles[id] != nil else {
            return phase
        }
        env.onboarding.start()
        env.presentations.present(SurfaceRenderer.onboarding(env.onboarding))
        phase = .onboardingInProgress
        return phase
    }

    /// Toggles a cultural theme.
    package func toggleTheme(_ theme: String) { env.onboarding.toggleTheme(theme) }
    /// Chooses the audience.
    package func chooseAudience(_ audience: Audience) { env.onboarding.chooseAudience(audience) }

    /// Walks the remaining steps and saves themes + audience + accessibility.
    @discardableResult
    package func savePreferences() -> OnboardingPhase {
        guard phase == .onboardingInProgress, let id = env.session.userID else { return phase }
        while env.onboarding.step != .accessibility && env.onboarding.step != .done {
            let moved = env.onboarding.continueTapped()
            env.presentations.present(SurfaceRenderer.onboarding(env.onboarding))
            guard moved else { return phase }
        }
        guard let profile = env.onboarding.savePreferences(userID: id) else {
            env.presentations.present(SurfaceRenderer.onboarding(env.onboarding))
            return phase
        }
        env.settings.load(profile)
        phase = .preferencesCaptured
        return phase
    }

    /// Reveals the personalised library when the starter path is available.
    @discardableResult
    package func revealLibrary() -> OnboardingPhase {
        guard phase == .preferencesCaptured else { return phase }
        env.library.refresh()
        guard env.library.snapshot.contains(where: { $0.isStarter }) else { return phase }
        env.library.viewed(.featured)
        presentLibrary()
        phase = .libraryRevealed
        return phase
    }

    /// Opens the starter artwork (downloads it first if needed).
    @discardableResult
    package func openStarter() -> OnboardingPhase {
        guard phase == .libraryRevealed else { return phase }
        if !env.cacheIndex.isDownloaded(starter.row.slug) {
            guard env.downloadJob(for: starter.row).run() == .cached else { return phase }
        }
        guard let opened = env.openCanvas(starter.row) else { return phase }
        canvas = opened
        presentCanvas()
        phase = .firstPlayStarted
        return phase
    }

    /// Fills the next unfilled region with its correct colour.
    @discardableResult
    package func fillNextRegion() -> OnboardingPhase {
        guard let canvas,
            [
                .firstPlayStarted, .ahaMomentReached, .founderNoteEligible, .accountPromptEligible,
                .anonymousContinuing, .authenticated,
            ].contains(phase)
        else { return phase }
        let filled = canvas.progress.completedRegions
        guard let region = starter.geometry.regions.first(where: { !filled.contains($0.index) }),
            let point = canvas.screenCentre(ofRegion: region.index)
        else { return phase }
        canvas.select(colourID: region.colourID)
        switch canvas.tap(screen: point) {
        case .correctFill(_, _, let signals):
            if signals.completed { canvas.recordCompletion() }
            env.trust.observe(signals, onStarter: true)
            // One diagram transition per user action, so AhaMomentReached is always observable.
            if phase == .firstPlayStarted && env.trust.ahaReached {
                phase = .ahaMomentReached
            } else if phase == .ahaMomentReached && env.trust.noteEligible {
                phase = .founderNoteEligible
            }
            presentCanvas()
            // The note shows only with approved copy (OD-10); without it, it stays due and the problem is recorded.
            if phase == .founderNoteEligible && !env.presentations.isOpen(.founderNote),
                case .shown = env.trust.presentNote()
            {
                env.presentations.present(
                    SurfaceRenderer.founderNote(citation: env.trust.citableCulturalNote(for: starter.row)))
            }
        case .storageError:
            storageError = true
        default:
            break
        }
        return phase
    }

    /// Fills `count` regions.
    @discardableResult
    package func fill(_ count: Int) -> OnboardingPhase {
        for _ in 0..<max(0, count) { fillNextRegion() }
        return phase
    }

    /// The user dismisses or completes the founder's note.
    @discardableResult
    package func finishFounderNote() -> OnboardingPhase {
        guard phase == .founderNoteEligible, env.trust.finishNote() else { return phase }
        env.presentations.dismiss(.founderNote)
        if env.trust.accountPromptEligible(session: env.session) {
            phase = .accountPromptEligible
            env.presentations.present(SurfaceRenderer.accountPrompt())
        }
        return phase
    }

    /// The user dismisses the soft account prompt.
    @discardableResult
    package func dismissAccountPrompt() -> OnboardingPhase {
        guard phase == .accountPromptEligible else { return phase }
        env.trust.dismissPrompt()
        env.presentations.dismiss(.accountPrompt)
        phase = .anonymousContinuing
        return phase
    }

    /// The user upgrades (from the prompt, or later sign-in).
    @discardableResult
    package func upgradeAccount(credential: String = "me@example.com") -> OnboardingPhase {
        guard phase == .accountPromptEligible || phase == .anonymousContinuing else { return phase }
        switch env.identity.upgrade(credential: credential) {
        case .promoted, .merged:
            phase = .authenticated
            env.presentations.dismiss(.accountPrompt)
        case .failed: break
        }
        return phase
    }
}
