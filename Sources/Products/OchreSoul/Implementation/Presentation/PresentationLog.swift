import Foundation

/// The record of what the app presented, in order: the screen on display, the modals over it, and the full
/// history. Flows present through it at the points where the app really shows something, so what the user
/// saw is observable without a UI toolkit.
package final class PresentationLog {
    /// Every presentation, in order.
    package private(set) var history: [Presentation] = []
    /// The screen on display.
    package private(set) var screen: Presentation?
    /// Modals and overlays open over the screen, bottom first.
    package private(set) var open: [Presentation] = []

    /// Creates an empty log.
    package init() {}

    /// Presents `presentation`. A screen for another surface replaces the screen on display and closes every
    /// modal over it; a screen for the surface on display re-renders it in place (modals stay open). A modal or
    /// overlay opens over the screen.
    package func present(_ presentation: Presentation) {
        history.append(presentation)
        if presentation.kind == .screen {
            if screen?.surface != presentation.surface { open.removeAll() }
            screen = presentation
        } else {
            open.append(presentation)
        }
    }

    /// Whether a modal or overlay named `surface` is open.
    package func isOpen(_ surface: ProductSurface) -> Bool { open.contains { $0.surface == surface.rawValue } }

    /// Closes the topmost open modal or overlay named `surface`; nothing happens when none is open.
    package func dismiss(_ surface: String) {
        if let index = open.lastIndex(where: { $0.surface == surface }) { open.remove(at: index) }
    }

    /// Closes the topmost open product surface `surface`.
    package func dismiss(_ surface: ProductSurface) { dismiss(surface.rawValue) }

    /// The presentations recorded at or after `mark` (an index into `history`).
    package func since(_ mark: Int) -> [Presentation] {
        mark < history.count ? Array(history[max(0, mark)...]) : []
    }
}
