import Foundation

/// Who the app is for (§JRN-P01 step 3).
package enum Audience: String, CaseIterable, Sendable {
    case `self` = "self"
    case child
    case both
}

/// Accessibility preferences captured in onboarding and editable in Settings.
package struct AccessibilityPreferences: Equatable, Sendable {
    /// Numbers always visible in regions; on by default (FEAT-ONB-004).
    package var alwaysShowNumbers: Bool
    /// Reduce motion; inherited from the OS at onboarding.
    package var reduceMotion: Bool
    /// Pattern fills so colour is not the only signal; optional.
    package var patternFills: Bool

    /// Creates preferences.
    package init(alwaysShowNumbers: Bool = true, reduceMotion: Bool = false, patternFills: Bool = false) {
        self.alwaysShowNumbers = alwaysShowNumbers
        self.reduceMotion = reduceMotion
        self.patternFills = patternFills
    }
}

/// Profile preferences (§7.6.1): the server profile is authoritative, the local copy optimises display.
package struct Profile: Equatable, Sendable {
    package var id: String
    package var isAnonymous: Bool
    package var childMode: Bool
    package var audience: Audience?
    /// Selected cultural themes; never persisted empty once onboarding completes.
    package var culturalThemes: [String]
    package var accessibility: AccessibilityPreferences
    /// New-artwork notifications preference.
    package var notificationsEnabled: Bool

    /// Creates a profile row.
    package init(
        id: String, isAnonymous: Bool = true, childMode: Bool = false, audience: Audience? = nil,
        culturalThemes: [String] = [], accessibility: AccessibilityPreferences = AccessibilityPreferences(),
        notificationsEnabled: Bool = false
    ) {
        self.id = id
        self.isAnonymous = isAnonymous
        self.childMode = childMode
        self.audience = audience
        self.culturalThemes = culturalThemes
        self.accessibility = accessibility
        self.notificationsEnabled = notificationsEnabled
    }
}
