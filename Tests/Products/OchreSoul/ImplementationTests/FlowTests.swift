import Testing

@testable import OchreSoul

@Suite("Flows follow the §7.3 state diagrams")
struct FlowTests {
    @Test("user and onboarding: first launch to aha moment, founder's note, prompt and upgrade")
    func onboardingHappyPath() {
        let flow = OnboardingFlow()
        #expect(flow.launch() == .anonymousSessionCreated)
        #expect(flow.startOnboarding() == .onboardingInProgress)
        #expect(flow.savePreferences() == .onboardingInProgress)  // no theme yet: continue is blocked
        flow.toggleTheme("coastal")
        flow.chooseAudience(.self)
        #expect(flow.savePreferences() == .preferencesCaptured)
        #expect(flow.revealLibrary() == .libraryRevealed)
        #expect(flow.openStarter() == .firstPlayStarted)
        #expect(flow.fill(9) == .firstPlayStarted)
        #expect(flow.finishFounderNote() == .firstPlayStarted)  // no note before the aha moment
        #expect(flow.fillNextRegion() == .ahaMomentReached)
        #expect(flow.fillNextRegion() == .founderNoteEligible)
        #expect(flow.finishFounderNote() == .accountPromptEligible)
        #expect(flow.dismissAccountPrompt() == .anonymousContinuing)
        #expect(flow.upgradeAccount() == .authenticated)
        #expect(flow.events.first?.name == "app_opened")
    }

    @Test("user and onboarding: auth failing twice stays on FirstLaunch with a recoverable error")
    func onboardingStartupError() {
        let flow = OnboardingFlow()
        flow.failAuth(times: 2)
        #expect(flow.launch() == .firstLaunch)
        #expect(flow.startupError)
        #expect(flow.launch() == .anonymousSessionCreated)
    }

    @Test("user and onboarding: a failed profile save keeps the user and the selections on the step")
    func onboardingSaveFailure() {
        let flow = OnboardingFlow()
        flow.launch()
        flow.startOnboarding()
        flow.toggleTheme("desert")
        flow.chooseAudience(.both)
        flow.failProfileSave()
        #expect(flow.savePreferences() == .onboardingInProgress)
        #expect(flow.env.onboarding.selectedThemes == ["desert"])
        #expect(flow.savePreferences() == .preferencesCaptured)
    }

    @Test("user and onboarding: the tenth fill failing to write fires no aha trigger")
    func onboardingFailedWrite() {
        let flow = OnboardingFlow()
        flow.launch()
        flow.startOnboarding()
        flow.toggleTheme("coastal")
        flow.chooseAudience(.self)
        flow.savePreferences()
        flow.revealLibrary()
        flow.openStarter()
        flow.fill(9)
        flow.failLocalWrite()
        #expect(flow.fillNextRegion() == .firstPlayStarted)
        #expect(flow.storageError)
        #expect(!flow.env.trust.ahaReached)
        flow.restoreStorage()
        #expect(flow.fillNextRegion() == .ahaMomentReached)
    }

    @Test("artwork access: free artwork from detail to CachedPlayable and OfflinePlayable")
    func freeAccess() {
        let flow = ArtworkAccessFlow()
        #expect(flow.phase == .catalogueVisible)
        #expect(flow.openArtwork("free-art") == .detailViewed)
        #expect(flow.detail?.primaryAction == .download)
        #expect(flow.tapDownload() == .downloadRequested)
        #expect(flow.receiveURL() == .downloading)
        #expect(flow.deliverAllFiles() == .verifying)
        #expect(flow.verify() == .cachedPlayable)
        #expect(flow.detail?.primaryAction == .play)
        flow.failNetwork()
        #expect(flow.phase == .offlinePlayable)
        #expect(flow.openCanvas() != nil)
        flow.restoreNetwork()
        #expect(flow.phase == .cachedPlayable)
        #expect(
            flow.events.map(\.name) == [
                "artwork_viewed", "artwork_download_started", "artwork_download_completed", "artwork_opened",
            ])
    }

    @Test("artwork access: anonymous premium goes Paywall, AccountRequired, Paywall, Entitled, download")
    func premiumAccess() {
        let flow = ArtworkAccessFlow()
        flow.openArtwork("premium-art")
        #expect(flow.detail?.access == .locked)
        #expect(flow.tapDownload() == .paywallRequired)
        #expect(flow.tapPurchase() == .accountRequired)
        #expect(flow.signIn() == .paywallRequired)
        // The sheet opens (purchase_started) and the paywall stays until the sheet finishes.
        #expect(flow.tapPurchase() == .paywallRequired)
        #expect(flow.purchaseInFlight)
        #expect(flow.dismissPaywall() == .paywallRequired, "the paywall was dismissed under the open purchase sheet")
        flow.prepareStore(validReceipt: false)
        #expect(flow.finishPurchase() == .paywallRequired)
        #expect(!flow.purchaseInFlight)
        #expect(flow.finishPurchase() == .paywallRequired, "a sheet that is not open finished")
        #expect(flow.tapPurchase() == .paywallRequired)
        flow.prepareStore(validReceipt: true)
        #expect(flow.finishPurchase() == .entitled)
        #expect(flow.continueToDownload() == .downloadRequested)
        #expect(flow.receiveURL() == .downloading)
        flow.expireSignedURL()
        #expect(flow.deliverAllFiles() == .verifying)
        #expect(flow.verify() == .cachedPlayable)
        #expect(flow.events.map(\.name).contains("paywall_viewed"))
        #expect(
            flow.events.map(\.name).filter { $0.hasPrefix("purchase_") } == [
                "purchase_started", "purchase_failed", "purchase_started", "purchase_succeeded",
            ])
    }

    @Test("artwork access: a 402 for premium shows the paywall with paywall_viewed; dismissal returns to the detail")
    func paywallFromDownloadURL() {
        let flow = ArtworkAccessFlow()
        #expect(flow.env.identity.upgrade(credential: "buyer@example.com") == .promoted)
        flow.env.backend.grant(flow.pack.id, to: flow.env.session.userID ?? "")
        flow.openArtwork("premium-art")
        #expect(flow.tapDownload() == .downloadRequested)
        flow.env.backend.inject(.paywall, on: .downloadURL)
        let mark = flow.events.count
        #expect(flow.receiveURL() == .paywallRequired)
        #expect(flow.events[mark...].map(\.name) == ["paywall_viewed"])
        #expect(flow.dismissPaywall() == .detailViewed)
        #expect(flow.dismissPaywall() == .detailViewed)
    }

    @Test("artwork access: a 402 for free artwork is a recoverable download error, never the paywall")
    func freeArtworkNeverLocked() {
        let flow = ArtworkAccessFlow()
        flow.openArtwork("free-art")
        flow.tapDownload()
        flow.env.backend.inject(.paywall, on: .downloadURL)
        #expect(flow.receiveURL() == .downloadFailed)
        #expect(!flow.events.map(\.name).contains("paywall_viewed"))
    }

    @Test("artwork access: transfer retry budget: three stalls resume, the fourth fails the download")
    func transferRetryBudget() {
        let flow = ArtworkAccessFlow()
        flow.openArtwork("free-art")
        flow.tapDownload()
        flow.receiveURL()
        flow.failNetwork()
        for _ in 0..<DownloadJob.transferRetries { #expect(flow.deliverChunk() == .downloading) }
        #expect(flow.deliverChunk() == .downloadFailed)
        flow.restoreNetwork()
        #expect(flow.retryDownload() == .downloadRequested)
        flow.receiveURL()
        #expect(flow.job?.transferRetriesLeft == DownloadJob.transferRetries)
        flow.deliverAllFiles()
        #expect(flow.verify() == .cachedPlayable)
    }

    @Test("artwork access: cache pressure evicts a synced artwork back to the detail, never unsynced work")
    func cachePressure() {
        let flow = ArtworkAccessFlow()
        flow.openArtwork("free-art")
        flow.tapDownload()
        flow.receiveURL()
        flow.deliverAllFiles()
        flow.verify()
        if let canvas = flow.openCanvas(), let region = flow.free.geometry.regions.first,
            let point = canvas.screenCentre(ofRegion: region.index)
        {
            canvas.select(colourID: region.colourID)
            _ = canvas.tap(screen: point)
        }
        #expect(flow.evictUnderCachePressure().isEmpty, "unsynced in-progress artwork was evicted")
        #expect(flow.phase == .cachedPlayable)
        flow.env.syncQueue.process()
        #expect(flow.evictUnderCachePressure() == ["free-art"])
        #expect(flow.phase == .detailViewed)
        #expect(flow.detail?.primaryAction != .play)
    }

    @Test("artwork access: checksum failure retries once then DownloadFailed; retry recovers")
    func downloadFailure() {
        let flow = ArtworkAccessFlow()
        flow.openArtwork("free-art")
        flow.tapDownload()
        flow.receiveURL()
        flow.corruptNextDelivery(times: 2)
        flow.deliverAllFiles()
        #expect(flow.verify() == .downloading)
        flow.deliverAllFiles()
        #expect(flow.verify() == .downloadFailed)
        #expect(flow.retryDownload() == .downloadRequested)
        flow.receiveURL()
        flow.deliverAllFiles()
        #expect(flow.verify() == .cachedPlayable)
    }

    @Test("artwork access: version review keeps the old version on an incompatible mapping")
    func versionReview() {
        let flow = ArtworkAccessFlow()
        flow.openArtwork("free-art")
        flow.tapDownload()
        flow.receiveURL()
        flow.deliverAllFiles()
        flow.verify()
        #expect(flow.detectNewerBundle(compatible: false) == .versionReview)
        #expect(flow.reviewVersion() == .oldVersionPlayable)
        #expect(flow.openCanvas() != nil)
        flow.keepOldVersion()
        #expect(flow.relaunch() == .cachedPlayable)
        #expect(flow.detectNewerBundle(compatible: true) == .versionReview)
        #expect(flow.reviewVersion() == .cachedPlayable)
    }

    @Test("canvas: no hit, wrong colour and correct hit through to Completed and FounderNoteEligible")
    func canvasFlow() {
        let flow = CanvasFlow(columns: 2, rows: 1)  // regions: 0 colour 1, 1 colour 2
        #expect(flow.phase == .artworkLoaded)
        #expect(flow.selectColour(1) == .colourSelected)
        #expect(flow.tapBackground() == .noHit)
        #expect(flow.retry() == .colourSelected)
        #expect(flow.tapRegion(1) == .wrongColour)
        #expect(flow.feedbackComplete() == .colourSelected)
        #expect(flow.tapRegion(0) == .correctHit)
        #expect(flow.advance() == .localProgressWritten)
        #expect(flow.advance() == .syncQueued)
        #expect(flow.advance() == .syncQueued)  // not complete yet
        #expect(flow.continueColouring() == .colourSelected)
        #expect(flow.selectColour(2) == .colourSelected)
        #expect(flow.tapRegion(1) == .correctHit)
        #expect(flow.settle() == .founderNoteEligible)
        #expect(flow.trace.contains(.tapReceived) && flow.trace.contains(.completed))
        #expect(flow.events.filter { $0.name == "region_filled" }.count == 3)
    }

    @Test("canvas: a failed local write returns to ColourSelected without progress")
    func canvasStorageFailure() {
        let flow = CanvasFlow(columns: 2, rows: 1)
        flow.selectColour(1)
        flow.failLocalWrite()
        #expect(flow.tapRegion(0) == .colourSelected)
        #expect(flow.lastOutcome == .storageError)
        #expect(flow.canvas?.progress.completedCount == 0)
    }

    @Test("publication: the full path from Draft to Published, Unpublished and back")
    func publicationHappyPath() {
        let flow = PublicationFlow()
        #expect(flow.phase == .draft)
        #expect(flow.generate() == .generated)
        #expect(flow.validate() == .validated)
        #expect(flow.requestReview() == .reviewRequested)
        #expect(flow.reviewerApproves() == .approved)
        #expect(flow.upload() == .uploaded)
        #expect(flow.preview() == .previewed)
        #expect(flow.publish() == .published)
        #expect(flow.visibleToUsers)
        #expect(flow.unpublish() == .unpublished)
        #expect(!flow.visibleToUsers)
        #expect(flow.publish() == .published)
        flow.unpublish()
        #expect(flow.generate() == .generated)  // material revision
        #expect(flow.publish() == .generated)
    }

    @Test("publication: a generation request after approval leaves the approved bundle intact and it still publishes")
    func generationAfterApprovalKeepsTheBundle() {
        let flow = PublicationFlow()
        flow.generate()
        flow.validate()
        flow.requestReview()
        #expect(flow.reviewerApproves() == .approved)
        #expect(flow.generate() == .approved)
        #expect(flow.upload() == .uploaded)
        #expect(flow.preview() == .previewed)
        #expect(flow.publish() == .published)
    }

    @Test("publication: validator errors, rejections, sign-off and tampering are refused or routed back")
    func publicationFailures() {
        let flow = PublicationFlow()
        flow.introduceValidatorError()
        flow.generate()
        #expect(flow.validate() == .validationFailed)
        #expect(flow.lastResult?.exitCode != 0)
        #expect(flow.requestReview() == .validationFailed)
        flow.fixBundle()
        flow.introduceWarning()
        #expect(flow.generate() == .generated)
        #expect(flow.validate() == .generated)  // warnings need sign-off
        #expect(flow.validate(signOff: "Content lead") == .validated)
        flow.requestReview()
        #expect(flow.reviewerRejects() == .changesRequested)
        flow.fixBundle()
        #expect(flow.generate() == .generated)
        flow.validate()
        flow.requestReview()
        flow.reviewerApproves()
        flow.failUpload()
        #expect(flow.upload() == .approved)
        #expect(flow.upload() == .uploaded)
        flow.preview()
        flow.tamperBundle()
        #expect(flow.publish() == .previewed)
        #expect(!flow.visibleToUsers)
    }

    @Test("CLI-ARTWORK-PUBLISH a bundle changed twice after approval still refuses to publish")
    func tamperedTwiceStillRefused() {
        // Found by specconform mutate (issue 30): corrupting a file flipped the same byte each time, so a second
        // change restored the approved bytes and publishing went through.
        let flow = PublicationFlow()
        flow.generate()
        flow.validate()
        flow.requestReview()
        flow.reviewerApproves()
        flow.upload()
        flow.preview()
        flow.tamperBundle()
        flow.tamperBundle()
        #expect(flow.publish() == .previewed)
        #expect(!flow.visibleToUsers)
    }
}
