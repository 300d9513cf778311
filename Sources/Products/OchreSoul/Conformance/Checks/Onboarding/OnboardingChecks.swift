import Conformance
import OchreSoul

/// Rule checks of MOD-ONBOARDING: preferences captured in onboarding, the way to the first colouring session, and
/// the first-steps retention checklist.
enum OnboardingChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [
            v1Preferences, minOneTheme, accessibilityDefaults, revealAfterOfflineCatalogue(c), starterGuidance(c),
            noFeatureTour, noPaywallBeforeFirstValue, checklistFirstThreeSessions, retentionChecklist(),
        ]
    }
}
