import Foundation

extension ClientStore {
    /// Opens the composer: create mode with `asset` pre-selected, or edit mode from an existing intent.
    package mutating func openComposer(offering asset: Asset) {
        if let intent = intents.first(where: { $0.offeringAsset.id == asset.id && $0.state.exists }) {
            composer = ComposerLifecycle(mode: .edit, draft: ComposerDraft(intent: intent))
        } else {
            composer = ComposerLifecycle(mode: .create, draft: ComposerDraft(offeringAsset: asset))
        }
    }

    /// Types into the open composer.
    package mutating func editComposer(_ draft: ComposerDraft) { composer?.updateDraft(draft) }

    /// Closes the composer (back → Locker).
    package mutating func closeComposer() { composer = nil }

    /// Submits the open composer: invalid drafts go to `validating` with no API call; valid ones post (create,
    /// under `newIntentId`) or save (edit). Success closes the sheet; failure leaves it in `error`.
    @discardableResult
    package mutating func submitComposer(newIntentId: String, api: some SwapGraphAPI, now: Date) -> MutationResult? {
        guard var sheet = composer else { return nil }
        sheet.apply(.submit)
        composer = sheet
        guard sheet.state == .submitting else { return nil }
        let draft = sheet.draft
        guard let asset = draft.offeringAsset else { return nil }
        let existing = intents.first { $0.offeringAsset.id == asset.id && $0.state.exists }
        let intent = Intent(
            intentId: sheet.mode == .edit ? (existing?.intentId ?? newIntentId) : newIntentId, offeringAsset: asset,
            wantTarget: draft.wantTarget, acceptableWear: draft.acceptableWear.compactMap(WearTier.init(rawValue:)),
            valueToleranceUsd: draft.valueToleranceUsd, maxCycleLength: draft.maxCycleLength,
            requireEscrow: draft.requireEscrow, state: existing?.state ?? .draft,
            nearMatches: existing?.nearMatches ?? 0,
            proposalCount: existing?.proposalCount ?? 0)
        let result = perform(sheet.mode == .edit ? .editIntent(intent) : .postIntent(intent), api: api, now: now)
        switch result.outcome {
        case .succeeded, .idempotentSucceeded:
            sheet.apply(.succeed)
            composer = nil
        case .failed, .refused, .deduplicated, .inFlight:
            sheet.apply(.fail)
            composer = result.closesComposer ? nil : sheet
        }
        return result
    }
}
