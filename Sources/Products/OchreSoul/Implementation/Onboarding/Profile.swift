import Foundation

/// Who the app is for (§JRN-P01 step 3).
public enum Audience: String, CaseIterable, Sendable {
    case `self` = "self"
    case child
    case both
}

/// Accessibility preferences captured in onboarding and editable in Settings.
public struct AccessibilityPreferences: Equatable, Sendable {
    /// Numbers always visible in regions; on by default (FEAT-ONB-004).
    public var alwaysShowNumbers: Bool
    /// Reduce motion; inherited from the OS at onboarding.
    public var reduceMotion: Bool
    /// Pattern fills so colour is not the only signal; optional.
    public var patternFills: Bool

    /// Creates preferences.
    public init(alwaysShowNumbers: Bool = true, reduceMotion: Bool = false, patternFills: Bool = false) {
        self.alwaysShowNumbers = alwaysShowNumbers
        self.reduceMotion = reduceMotion
        self.patternFills = patternFills
    }
}

/// Profile preferences (§7.6.1): the server profile is authoritative, the local copy optimises display.
public struct Profile: Equatable, Sendable {
    public var id: String
    public var isAnonymous: Bool
    public var childMode: Bool
    public var audience: Audience?
    /// Selected cultural themes; never persisted empty once onboarding completes.
    public var culturalThemes: [String]
    public var accessibility: AccessibilityPreferences
    /// New-artwork notifications preference.
    public var notificationsEnabled: Bool

    /// Creates a profile row.
    public init(
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
