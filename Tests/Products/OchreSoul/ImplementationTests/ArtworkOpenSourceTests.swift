import Testing

@testable import OchreSoul

/// Where an artwork detail opens from (§7.7 artwork_viewed source) and where the paywall opens for (trigger).
@Suite("Artwork detail sources and paywall triggers")
struct ArtworkOpenSourceTests {
    private func viewed(_ env: AppEnvironment) -> [String] {
        env.sink.events.filter { $0.name == "artwork_viewed" }.compactMap {
            if case .string(let s) = $0.payload["source"] { return s }
            return nil
        }
    }

    @Test("continue row: only an artwork with local progress opens from it, recorded as continue_row")
    func continueRowNeedsProgress() throws {
        let flow = ArtworkAccessFlow()
        let slug = flow.free.row.slug
        #expect(flow.openFromContinueRow(slug) == .catalogueVisible)  // nothing in progress yet
        #expect(viewed(flow.env).isEmpty)
        flow.openArtwork(slug)
        flow.tapDownload()
        flow.receiveURL()
        flow.deliverAllFiles()
        #expect(flow.verify() == .cachedPlayable)
        let canvas = try #require(flow.openCanvas())
        let region = try #require(flow.free.geometry.regions.first)
        #expect(canvas.select(colourID: region.colourID))
        _ = canvas.tap(screen: try #require(canvas.screenCentre(ofRegion: region.index)))
        let later = ArtworkAccessFlow(env: flow.env)
        #expect(later.openFromContinueRow(slug) == .cachedPlayable)
        #expect(viewed(flow.env) == ["library", "continue_row"])
    }

    @Test(
        "preview link: the link oands artwork preview prints opens the detail as internal_preview; other links do nothing"
    )
    func previewLink() {
        let flow = ArtworkAccessFlow()
        #expect(flow.openPreviewLink("https://example.com/\(flow.free.row.slug)") == .catalogueVisible)
        #expect(flow.openPreviewLink("internal://preview/unknown-art") == .catalogueVisible)
        #expect(flow.openPreviewLink("internal://preview/\(flow.free.row.slug)") == .detailViewed)
        #expect(viewed(flow.env) == ["internal_preview"])
    }

    @Test("settings restore opens the paywall recorded as restore, runs the restore there, and not in child mode")
    func settingsRestore() {
        let env = AppEnvironment()
        _ = env.identity.launch()
        _ = env.identity.upgrade(credential: "buyer@example.com")
        let settings = SettingsFlow(env: env)
        settings.openRestorePurchases()
        #expect(env.presentations.isOpen(.paywall))
        #expect(
            env.sink.events.filter { $0.name == "paywall_viewed" }.map { $0.payload["trigger"] } == [.string("restore")]
        )
        settings.openRestorePurchases()  // already open: no second paywall_viewed
        #expect(env.sink.events.filter { $0.name == "paywall_viewed" }.count == 1)
        #expect(settings.restoreOnPaywall() == .noPurchases)
        #expect(env.presentations.isOpen(.paywall))

        let child = AppEnvironment()
        _ = child.identity.launch()
        let childSettings = SettingsFlow(env: child)
        childSettings.setChildMode(true)
        #expect(child.analytics.childMode)
        childSettings.openRestorePurchases()
        #expect(!child.presentations.isOpen(.paywall))
    }

    @Test("the app's version and the backend's session ID reach app_opened as given")
    func appOpenedCarriesConfiguredValues() {
        let env = AppEnvironment()
        env.appVersion = "2.4.1 (311)"
        env.backend.scheduledIDs = ["session-from-backend"]
        OnboardingFlow(env: env).launch()
        let opened = env.sink.events.filter { $0.name == "app_opened" }
        #expect(opened.map { $0.payload["app_version"] } == [.string("2.4.1 (311)")])
        #expect(opened.map { $0.payload["session_id"] } == [.string("session-from-backend")])
    }
}
