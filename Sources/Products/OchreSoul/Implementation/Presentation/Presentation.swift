import Foundation

/// How a surface is shown: a full screen, a modal over it, or an overlay on top of the current screen.
package enum PresentationKind: String, CaseIterable, Sendable {
    case screen
    case modal
    case overlay
}

/// The surfaces the app presents, named as the flows present them.
package enum ProductSurface: String, CaseIterable, Sendable {
    case onboardingStep = "onboarding_step"
    case libraryHome = "library_home"
    case artworkDetail = "artwork_detail"
    case paywall
    case accountRequired = "account_required"
    case canvas
    case founderNote = "founder_note"
    case accountPrompt = "account_prompt"
    case settings
    case notificationPrePermission = "notification_pre_permission"

    /// How the product shows this surface.
    package var kind: PresentationKind {
        switch self {
        case .paywall, .founderNote, .accountPrompt, .accountRequired, .notificationPrePermission: return .modal
        default: return .screen
        }
    }
}

/// One presentation decision: what surface was shown, how, and the elements it carried (each `role:value`,
/// e.g. `row:continue:starter`, `progress:starter:4/20`, `action:unlock`), in the order the surface lays them out.
///
/// Elements are the facts a surface shows, not pixels: enough to tell two renderings apart, so a time-driven or
/// gamified element (a countdown, a streak count, a badge) would show up as a difference.
package struct Presentation: Equatable, Sendable {
    package let kind: PresentationKind
    /// The surface name (a `ProductSurface` raw value for everything the product presents).
    package let surface: String
    package let elements: [String]

    /// A presentation of any surface.
    package init(kind: PresentationKind, surface: String, elements: [String]) {
        self.kind = kind
        self.surface = surface
        self.elements = elements
    }

    /// A presentation of one of the product's own surfaces.
    package init(_ surface: ProductSurface, elements: [String] = []) {
        self.init(kind: surface.kind, surface: surface.rawValue, elements: elements)
    }
}
