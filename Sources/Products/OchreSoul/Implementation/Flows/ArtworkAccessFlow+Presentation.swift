import Foundation

/// What artwork access presents: library home, the artwork detail, the paywall for a locked artwork, the canvas.
extension ArtworkAccessFlow {
    func presentLibrary() {
        let home = env.library.home(profile: env.settings.profile)
        env.presentations.present(
            SurfaceRenderer.libraryHome(
                home, progress: env.progressStore, checklistVisible: env.onboarding.checklistVisible))
    }

    func presentDetail() {
        guard let detail, let slug = current?.row.slug else { return }
        env.presentations.present(SurfaceRenderer.artworkDetail(detail, slug: slug))
    }

    func presentPaywall() {
        guard let slug = current?.row.slug, !env.presentations.isOpen(.paywall) else { return }
        env.presentations.present(SurfaceRenderer.paywall(pack: pack, artworkSlug: slug))
    }

    func presentCanvas(_ engine: CanvasEngine, row: CatalogueRow) {
        guard let sample = current, sample.row.id == row.id else { return }
        let palette = PaletteModel(
            geometry: sample.geometry, progress: engine.progress.completedRegions,
            selectedColourID: engine.selectedColourID)
        env.presentations.present(
            SurfaceRenderer.canvas(
                row: row, progress: engine.progress, palette: palette, reduceMotion: engine.reduceMotion))
    }

    /// The user goes back to library home.
    package func showLibrary() { presentLibrary() }
}
