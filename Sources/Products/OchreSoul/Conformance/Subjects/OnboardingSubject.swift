import Conformance
import OchreSoul
import SpecModel

/// Drives `user-onboarding` through `OnboardingFlow` (Identity, Onboarding, Library, Download, Canvas, Progress,
/// Trust moment). The state reported is `flow.phase.rawValue`.
///
/// `IdentityService.launch` retries a failed anonymous sign-in itself, so `auth.unavailable` queues one failed
/// attempt and the launch runs when the implementation's attempts are used up or at `auth.anonymous.succeeded`.
///
/// The starter's size is a choice the spec leaves to the environment: it has 20 regions, so the fill after the
/// aha moment reaches the 50 % milestone without completing it (`milestone.reached`). `artwork.completed` is the
/// fill that completes the starter, so for it the subject replays its history on a starter one region larger
/// than the fills made so far (like the canvas subject re-aims a tap); the replayed steps' events were reported
/// already and are skipped.
struct OnboardingSubject: ConformanceSubject {
    static let machine = "user-onboarding"
    static let themes = ["coastal", "desert", "flora", "river", "sky"]

    private var flow: OnboardingFlow?
    private var recorder = EventRecorder()
    private var queuedAuthFailures = 0
    private var history: [Stimulus] = []
    /// Regions of the starter: columns × 1 when set by a replay, the flow's default (5 × 4) otherwise.
    private var starterColumns: Int?

    mutating func reset(context: JSONValue) throws {
        let ctx = ContextReader(context, machine: Self.machine)
        try ctx.require(
            "retriesLeft", equals: .int(IdentityService.anonymousSignInAttempts - 1),
            because:
                "IdentityService retries the anonymous sign-in \(IdentityService.anonymousSignInAttempts - 1) time(s)")
        try ctx.require("themesSelected", equals: 0, because: "themes are selected with theme.selected")
        try ctx.require("correctFills", equals: 0, because: "fills are made with fill.correct")
        try ctx.require("isStarter", equals: false, because: "the starter is opened with starter.opened")
        try ctx.require("anonymous", equals: true, because: "a first launch is anonymous")
        try ctx.require("storageBlocked", equals: false, because: "progress writes are blocked with local.write.failed")
        history = []
        starterColumns = nil
        rebuild()
    }

    private mutating func rebuild() {
        let flow = starterColumns.map { OnboardingFlow(starterColumns: $0, starterRows: 1) } ?? OnboardingFlow()
        self.flow = flow
        queuedAuthFailures = 0
        recorder.skip(flow.env)
    }

    mutating func apply(_ stimulus: Stimulus) throws -> Observation {
        guard let current = flow else { throw SubjectError("user-onboarding: not reset") }
        if stimulus.event == "artwork.completed", current.phase == .ahaMomentReached {
            // The starter is completed by the next fill: replay on a starter with exactly one region left.
            starterColumns = (current.env.progressStore.load(current.starter.row.id)?.completedCount ?? 0) + 1
            let past = history
            rebuild()
            for step in past { try perform(step) }
            if let flow { recorder.skip(flow.env) }
        }
        history.append(stimulus)
        try perform(stimulus)
        guard let flow else { throw SubjectError("user-onboarding: not reset") }
        return Observation(
            states: [Self.machine: flow.phase.rawValue], events: recorder.drain(flow.env),
            outputs: ["startupError": .bool(flow.startupError)], conditions: EventRecorder.conditions(flow.env))
    }

    private mutating func perform(_ stimulus: Stimulus) throws {
        guard let flow else { throw SubjectError("user-onboarding: not reset") }
        let env = flow.env
        switch stimulus.event {
        case "auth.anonymous.succeeded":
            queuedAuthFailures = 0
            flow.launch()
        case "auth.unavailable":
            queuedAuthFailures += 1
            flow.failAuth(times: 1)
            if queuedAuthFailures >= IdentityService.anonymousSignInAttempts {
                queuedAuthFailures = 0
                flow.launch()
            }
        case "profile.ready": flow.startOnboarding()
        case "theme.selected":
            if let theme = Self.themes.first(where: { !env.onboarding.selectedThemes.contains($0) }) {
                flow.toggleTheme(theme)
            }
        case "theme.deselected":
            if let theme = Self.themes.last(where: { env.onboarding.selectedThemes.contains($0) }) {
                flow.toggleTheme(theme)
            }
        case "preferences.saved":
            flow.chooseAudience(.self)
            flow.savePreferences()
        case "preferences.save.failed":
            flow.chooseAudience(.self)
            flow.failProfileSave()
            let calls = env.backend.calls[.saveProfile, default: 0]
            flow.savePreferences()
            // The failure meets the save; when no save was made (no theme chosen yet) it is not left for a later one.
            if env.backend.calls[.saveProfile, default: 0] == calls { env.backend.withdrawFaults(on: .saveProfile) }
        case "starter.available": flow.revealLibrary()
        case "starter.opened": flow.openStarter()
        case "fill.correct": flow.fillNextRegion()
        case "local.write.failed":
            flow.failLocalWrite()
            flow.fillNextRegion()
        case "storage.recovered": flow.restoreStorage()
        case "artwork.completed":
            // Colour the rest of the starter (one region after the replay in `apply`).
            flow.fill(flow.starter.row.regionCount)
        case "milestone.reached": flow.fillNextRegion()
        case "note.dismissed", "note.completed": flow.finishFounderNote()
        case "prompt.dismissed": flow.dismissAccountPrompt()
        case "account.upgraded", "sign.in": flow.upgradeAccount()
        case "purchase.sign.in": flow.upgradeAccount(credential: "buyer@example.com")
        case "auth.failed":
            env.backend.inject(.network, on: .upgradeAccount)
            flow.upgradeAccount()
        default:
            throw SubjectError(
                "adapter gap: user-onboarding stimulus '\(stimulus.event)' has no counterpart in the implementation")
        }
    }
}
