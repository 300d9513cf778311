import Foundation

/// What the user and onboarding journey presents after the first session: library home on later sessions, the
/// canvas again from the continue row, and the screen on display when the app returns to the foreground. None
/// of these changes the §7.3.1 phase.
extension OnboardingFlow {
    func presentLibrary() {
        let home = env.library.home(profile: env.settings.profile)
        env.presentations.present(
            SurfaceRenderer.libraryHome(
                home, progress: env.progressStore, checklistVisible: env.onboarding.checklistVisible))
    }

    func presentCanvas() {
        guard let canvas else { return }
        let palette = PaletteModel(
            geometry: starter.geometry, progress: canvas.progress.completedRegions,
            selectedColourID: canvas.selectedColourID)
        env.presentations.present(
            SurfaceRenderer.canvas(
                row: starter.row, progress: canvas.progress, palette: palette, reduceMotion: canvas.reduceMotion))
    }

    /// The user goes back to library home (from the canvas or a dismissed prompt).
    package func showLibrary() {
        guard env.session.userID != nil, env.settings.profile != nil else { return }
        presentLibrary()
    }

    /// The app is opened again for a later session: the session counts (retention checklist), the catalogue
    /// refreshes and library home shows. Nothing here depends on when the session happens.
    package func startNewSession() {
        guard env.session.userID != nil, env.settings.profile != nil else { return }
        env.onboarding.recordSession()
        env.library.refresh()
        presentLibrary()
    }

    /// The user opens the starter again from library home (continue row); requires it to have been opened.
    package func continueFromLibrary() {
        presentCanvas()
    }

    /// The app returns to the foreground: the screen on display renders again from the modules' state; open
    /// modals stay as they were.
    package func resume() {
        switch env.presentations.screen?.surface {
        case ProductSurface.libraryHome.rawValue?: presentLibrary()
        case ProductSurface.canvas.rawValue?: presentCanvas()
        case ProductSurface.onboardingStep.rawValue?:
            env.presentations.present(SurfaceRenderer.onboarding(env.onboarding))
        default: break
        }
    }
}
