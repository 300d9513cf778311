import Conformance
import OchreSoul

/// Rule checks of identity, artwork detail, monetisation, onboarding, palette, trust moment and the §7.5
/// child-mode restricted action.
enum CoverageCModuleChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [upgradeKeepsProgress, accessStatesDistinct, noLocalEntitlement, packsOnly, v1Preferences, noFeatureTour, noHeavyAnimation, approvedCitations, childRestrictedAction]
    }

    /// Fills the first `count` regions of a cached sample on its canvas.
    static func fill(_ sample: SampleArtwork, count: Int, in env: AppEnvironment) -> ProgressBitset? {
        guard let canvas = env.openCanvas(sample.row) else { return nil }
        for region in sample.geometry.regions.prefix(count) {
            guard let point = canvas.screenCentre(ofRegion: region.index) else { return nil }
            canvas.select(colourID: region.colourID)
            guard case .correctFill = canvas.tap(screen: point) else { return nil }
        }
        return env.progressStore.load(sample.row.id)?.completedRegions
    }

    /// MOD-IDENTITY-MUST-2 / MOD-IDENTITY-MUSTNOT-2: a failed upgrade, an in-place promotion and a merge into an
    /// existing account all keep every locally completed region.
    static let upgradeKeepsProgress = RuleCheck.expecting(
        "MOD-IDENTITY-MUST-2", covers: ["MOD-IDENTITY-MUSTNOT-2", "FEAT-ID-002"],
        title: "account upgrade (failed, promoted or merged) never loses a locally completed region"
    ) { () throws(RuleFailure) in
        let env = RuleFixtures.launched()
        let sample = SampleArtwork.make(id: "art-up", slug: "up-art")
        guard RuleFixtures.cached(sample, in: env), let local = fill(sample, count: 4, in: env) else { throw RuleFailure("set-up failed") }
        env.backend.inject(.network, on: .upgradeAccount)
        try expect(env.identity.upgrade(credential: "new@example.com") == .failed && env.session.isAnonymous, "a failed upgrade did not stay anonymous")
        try expect(env.progressStore.load(sample.row.id)?.completedRegions == local, "a failed upgrade changed local progress")
        try expect(env.identity.upgrade(credential: "new@example.com") == .promoted && !env.session.isAnonymous, "the upgrade was not promoted")
        try expect(env.progressStore.load(sample.row.id)?.completedRegions == local, "promotion lost local progress")

        let merging = RuleFixtures.launched()
        let existing = merging.backend.createAccount(credential: "old@example.com")
        var server = ProgressBitset(regionCount: sample.row.regionCount)
        for index in [2, 7, 9] { server.insert(index) }
        merging.backend.seedProgress(ServerProgressRow(artworkID: sample.row.id, artworkVersion: 1, completedRegions: server, lastSelectedColourID: nil), for: existing)
        guard RuleFixtures.cached(sample, in: merging), let anonymous = fill(sample, count: 4, in: merging) else { throw RuleFailure("set-up failed") }
        guard case .merged = merging.identity.upgrade(credential: "old@example.com") else { throw RuleFailure("the upgrade did not merge into the existing account") }
        guard let merged = merging.progressStore.load(sample.row.id)?.completedRegions else { throw RuleFailure("the merge dropped the local row") }
        try expect(merged.isSuperset(of: anonymous) && merged.isSuperset(of: server), "the merge lost progress: local \(anonymous.indices), server \(server.indices), merged \(merged.indices)")
    }

    /// MOD-ARTWORK-MUSTNOT-2: free, owned and locked are three distinct states, each with its own primary action.
    static let accessStatesDistinct = RuleCheck.expecting(
        "MOD-ARTWORK-MUSTNOT-2", covers: ["FEAT-ART-001"],
        title: "detail shows free, owned and locked as distinct states; only locked offers unlock, never play or download"
    ) { () throws(RuleFailure) in
        let free = SampleArtwork.make(id: "art-f", slug: "f").row
        let premium = SampleArtwork.make(id: "art-p", slug: "p", premium: true, packID: "pack-1").row
        let none = EntitlementStore(), owning = EntitlementStore()
        owning.replace(withServerRows: [Entitlement(packID: "pack-1", source: .purchase)])
        var states: [AccessState] = []
        for downloaded in [false, true] {
            let f = ArtworkDetail.make(row: free, entitlements: none, progress: nil, downloaded: downloaded)
            let o = ArtworkDetail.make(row: premium, entitlements: owning, progress: nil, downloaded: downloaded)
            let l = ArtworkDetail.make(row: premium, entitlements: none, progress: nil, downloaded: downloaded)
            try expect(f.access == .free && o.access == .owned && l.access == .locked, "states blurred: \(f.access), \(o.access), \(l.access)")
            try expect(l.primaryAction == .unlock && f.primaryAction != .unlock && o.primaryAction != .unlock, "the primary action does not follow the state")
            try expect(f.primaryAction == (downloaded ? .play : .download) && o.primaryAction == f.primaryAction, "free and owned artwork do not both open or download")
            states += [f.access, o.access, l.access]
        }
        try expect(Set(states).count == 3, "the three access states are not distinct")
    }

    /// MOD-ARTWORK-MUSTNOT-3: the detail's access follows the server's entitlement rows only; a receipt on the device
    /// unlocks nothing, and an entitlement granted server-side shows once fetched.
    static let noLocalEntitlement = RuleCheck.expecting(
        "MOD-ARTWORK-MUSTNOT-3", covers: ["FEAT-ART-001"],
        title: "a receipt held on the device never unlocks detail; only server entitlement rows do"
    ) { () throws(RuleFailure) in
        let env = RuleFixtures.signedIn()
        guard let user = env.session.userID else { throw RuleFailure("no session") }
        let premium = SampleArtwork.make(id: "art-p", slug: "p", premium: true, packID: "pack-1").row
        let pack = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: [premium.id])
        env.backend.packs = [pack]
        env.appStore.nextPurchase = .purchased(receipt: "receipt-on-device")
        try expect(env.purchases.purchase(pack) == .failed(.invalidReceipt), "set-up: the unvalidated purchase did not fail")
        try expect(env.purchases.pendingReceipts[pack.productID] == "receipt-on-device", "set-up: the receipt is not held on the device")
        try expect(ArtworkDetail.make(row: premium, entitlements: env.entitlements, progress: nil, downloaded: false).access == .locked, "a local receipt unlocked the artwork")
        env.backend.grant("pack-1", to: user)
        try expect(ArtworkDetail.make(row: premium, entitlements: env.entitlements, progress: nil, downloaded: false).access == .locked, "access changed before the server rows were fetched")
        try expect(env.purchases.refreshEntitlements(), "entitlements could not be fetched")
        try expect(ArtworkDetail.make(row: premium, entitlements: env.entitlements, progress: nil, downloaded: false).access == .owned, "the server entitlement was not reflected")
    }

    /// MOD-MONETISATION-MUST-1: the paywall offers content packs only; any other product kind is neither shown nor sold.
    static let packsOnly = RuleCheck.expecting(
        "MOD-MONETISATION-MUST-1", covers: ["FEAT-IAP-001"],
        title: "the paywall shows content packs only; subscriptions and consumables are not offered, sold or validated"
    ) { () throws(RuleFailure) in
        let env = RuleFixtures.signedIn()
        guard let user = env.session.userID else { throw RuleFailure("no session") }
        let pack = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: [])
        let subscription = ContentPack(id: "sub-1", productID: "com.ochre.monthly", title: "Monthly", kind: .subscription, artworkIDs: [])
        let coins = ContentPack(id: "coins-1", productID: "com.ochre.coins", title: "Coins", kind: .consumable, artworkIDs: [])
        env.backend.packs = [subscription, pack, coins]
        let shown = env.purchases.offers((try? env.backend.fetchContentPacks()) ?? [])
        try expect(shown.map(\.id) == ["pack-1"], "the paywall shows \(shown.map(\.id))")
        let mark = env.sink.events.count
        for product in [subscription, coins] {
            try expect(env.purchases.purchase(product) == .notOffered, "\(product.kind.rawValue) was sold")
        }
        try expect(env.appStore.purchaseSheets.isEmpty && env.sink.events.count == mark, "a non-pack product reached the store sheet or analytics")
        let refused = RuleCheckSupport.error { () throws(RemoteError) in _ = try env.backend.validatePurchase(userID: user, platform: "ios", productID: subscription.productID, receipt: "r") }
        try expect(refused != nil && env.backend.entitlements[user] == nil, "the backend validated a non-pack product")
    }

    /// MOD-ONBOARDING-MUST-1: onboarding captures exactly the v1 preferences (themes, audience, accessibility).
    static let v1Preferences = RuleCheck.expecting(
        "MOD-ONBOARDING-MUST-1", covers: ["FEAT-ONB-001"],
        title: "onboarding saves exactly themes, audience and accessibility; unknown themes and other preferences are not captured"
    ) { () throws(RuleFailure) in
        let env = RuleFixtures.launched()
        guard let user = env.session.userID else { throw RuleFailure("no session") }
        let onboarding = env.onboarding
        onboarding.start()
        onboarding.toggleTheme("coastal")
        onboarding.toggleTheme("crypto-trading")
        onboarding.toggleTheme("flora")
        onboarding.continueTapped()
        onboarding.chooseAudience(.both)
        onboarding.continueTapped()
        guard let saved = onboarding.savePreferences(userID: user) else { throw RuleFailure("preferences were not saved") }
        let expected = Profile(
            id: user, isAnonymous: true, childMode: false, audience: .both, culturalThemes: ["coastal", "flora"],
            accessibility: AccessibilityPreferences(alwaysShowNumbers: true, reduceMotion: env.os.reduceMotion, patternFills: false), notificationsEnabled: false)
        try expect(saved == expected && env.backend.profiles[user] == expected, "onboarding captured \(saved), not only the v1 preferences")
    }

    /// MOD-ONBOARDING-MUSTNOT-1: onboarding runs welcome, themes, audience, accessibility and ends; no tour step.
    static let noFeatureTour = RuleCheck.expecting(
        "MOD-ONBOARDING-MUSTNOT-1", covers: [],
        title: "onboarding's steps are welcome, themes, audience, accessibility, then done: no feature tour"
    ) { () throws(RuleFailure) in
        let env = RuleFixtures.launched()
        guard let user = env.session.userID else { throw RuleFailure("no session") }
        let onboarding = env.onboarding
        var steps = [onboarding.step]
        onboarding.start()
        steps.append(onboarding.step)
        onboarding.toggleTheme("desert")
        onboarding.continueTapped()
        steps.append(onboarding.step)
        onboarding.chooseAudience(.both)
        onboarding.continueTapped()
        steps.append(onboarding.step)
        _ = onboarding.savePreferences(userID: user)
        steps.append(onboarding.step)
        try expect(steps == [.welcome, .themes, .audience, .accessibility, .done], "onboarding went through \(steps.map(\.rawValue))")
        try expect(Set(OnboardingStep.allCases) == Set(steps), "onboarding has steps beyond the v1 ones: \(OnboardingStep.allCases.map(\.rawValue))")
    }

    /// MOD-PALETTE-MUSTNOT-2: selecting, completing and highlighting colours trigger no motion beyond the 80 ms
    /// pulse, and none at all with reduce motion.
    static let noHeavyAnimation = RuleCheck.expecting(
        "MOD-PALETTE-MUSTNOT-2", covers: [],
        title: "palette feedback is at most the 80 ms pulse, and no motion with reduce motion on"
    ) { () throws(RuleFailure) in
        let env = RuleFixtures.launched()
        let sample = SampleArtwork.make(id: "art-pal", slug: "pal-art")
        guard RuleFixtures.cached(sample, in: env), let canvas = env.openCanvas(sample.row) else { throw RuleFailure("set-up failed") }
        for reduce in [false, true] {
            canvas.reduceMotion = reduce
            for region in sample.geometry.regions {
                guard let point = canvas.screenCentre(ofRegion: region.index), let wrong = sample.geometry.palette.first(where: { $0.id != region.colourID }) else { continue }
                canvas.select(colourID: wrong.id)
                guard case .wrongColour(_, let feedback) = canvas.tap(screen: point) else { continue }
                try expect(feedback.pulseMillis <= 80 && (!reduce || feedback.pulseMillis == 0), "a wrong tap animated for \(feedback.pulseMillis) ms (reduce motion \(reduce))")
            }
        }
        let before = canvas.progress
        _ = PaletteModel.highlightRemaining(colourID: 1, geometry: sample.geometry, progress: before.completedRegions)
        try expect(canvas.progress == before, "the highlight action changed progress")
    }

    /// MOD-TRUST-MUSTNOT-3: the founder's note cites an artwork's cultural note only once review approved it.
    static let approvedCitations = RuleCheck.expecting(
        "MOD-TRUST-MUSTNOT-3", covers: ["FEAT-ONB-007"],
        title: "the founder's note never cites an unapproved cultural note"
    ) { () throws(RuleFailure) in
        let env = AppEnvironment()
        var row = SampleArtwork.make(id: "art-note", slug: "note-art", isStarter: true).row
        row.culturalContext = "Story shared by the Yolŋu artist"
        row.culturalContextApproved = false
        try expect(env.trust.citableCulturalNote(for: row) == nil, "an unapproved cultural note was cited")
        row.culturalContextApproved = true
        try expect(env.trust.citableCulturalNote(for: row) == "Story shared by the Yolŋu artist", "an approved cultural note could not be cited")
    }

    /// EC-10 (§7.5): a child-mode purchase or external link meets the parental gate or a safe explanation, and the
    /// restricted action emits no behavioural analytics and carries no identifier.
    static let childRestrictedAction = RuleCheck.expecting(
        "EC-10", covers: ["EC-10"], proves: [.failure],
        title: "child mode: purchase and restore meet the parental gate, links get a safe explanation, nothing behavioural is emitted"
    ) { () throws(RuleFailure) in
        let env = RuleFixtures.signedIn()
        guard let user = env.session.userID else { throw RuleFailure("no session") }
        let pack = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: [])
        env.backend.packs = [pack]
        env.settings.load(Profile(id: user, isAnonymous: false, audience: .child, culturalThemes: ["coastal"]))
        env.settings.setChildMode(true)
        let mark = env.sink.events.count
        try expect(env.purchases.purchase(pack) == .parentalGate && env.purchases.restore() == .parentalGate, "a child-mode purchase or restore was not gated")
        try expect(env.appStore.purchaseSheets.isEmpty && (env.backend.calls[.validatePurchase] ?? 0) == 0, "a child-mode purchase reached the store or the backend")
        try expect(env.settings.restriction(for: .purchase) != nil && env.settings.restriction(for: .externalLink) != nil, "no safe explanation for the restricted actions")
        env.purchases.paywallViewed(trigger: .lockedArtwork)
        try expect(env.sink.events.count == mark && env.analytics.analyticsIdentifier == nil, "child mode emitted behavioural analytics or kept an identifier")
        env.settings.setChildMode(false)
        try expect(env.settings.restriction(for: .purchase) == nil && env.purchases.startPurchase(pack) == .sheetPresented, "leaving child mode did not lift the restriction")
    }
}
