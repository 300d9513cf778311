import Foundation

/// Values the intent composer edits (§6.2).
package struct ComposerDraft: Equatable, Codable, Sendable {
    /// The offered inventory item (pre-selected from the Locker).
    package var offeringAsset: Asset?
    /// Category or specific asset wanted.
    package var wantTarget: String
    /// Wear codes chosen; valid codes are FN, MW, FT, WW, BS.
    package var acceptableWear: [String]
    /// ± band: 20, 50, 100 or 200.
    package var valueToleranceUsd: Int
    /// 2, 3 or 4.
    package var maxCycleLength: Int
    /// Default true.
    package var requireEscrow: Bool

    /// Creates a draft.
    package init(
        offeringAsset: Asset? = nil, wantTarget: String = "", acceptableWear: [String] = ["FN", "MW"],
        valueToleranceUsd: Int = 50, maxCycleLength: Int = 3, requireEscrow: Bool = true
    ) {
        self.offeringAsset = offeringAsset
        self.wantTarget = wantTarget
        self.acceptableWear = acceptableWear
        self.valueToleranceUsd = valueToleranceUsd
        self.maxCycleLength = maxCycleLength
        self.requireEscrow = requireEscrow
    }

    /// `composerDraftFromIntent()`: the edit-mode draft pre-populated from an intent.
    package init(intent: Intent) {
        self.init(
            offeringAsset: intent.offeringAsset, wantTarget: intent.wantTarget,
            acceptableWear: intent.acceptableWear.map(\.rawValue), valueToleranceUsd: intent.valueToleranceUsd,
            maxCycleLength: intent.maxCycleLength, requireEscrow: intent.requireEscrow)
    }

    /// Allowed tolerance bands.
    package static let valueTolerances = [20, 50, 100, 200]
    /// Allowed cycle lengths.
    package static let cycleLengths = [2, 3, 4]

    /// Every field problem, in field order (empty when valid).
    package func validate() -> [ComposerFieldError] {
        var errors: [ComposerFieldError] = []
        if offeringAsset == nil { errors.append(ComposerFieldError(field: "offeringAsset", code: "offering_missing")) }
        if wantTarget.trimmingCharacters(in: .whitespaces).isEmpty {
            errors.append(ComposerFieldError(field: "wantTarget", code: "want_target_empty"))
        }
        if acceptableWear.isEmpty {
            errors.append(ComposerFieldError(field: "acceptableWear", code: "wear_empty"))
        } else if acceptableWear.contains(where: { WearTier(rawValue: $0) == nil }) {
            errors.append(ComposerFieldError(field: "acceptableWear", code: "wear_invalid"))
        }
        if !Self.valueTolerances.contains(valueToleranceUsd) {
            errors.append(ComposerFieldError(field: "valueToleranceUsd", code: "tolerance_invalid"))
        }
        if !Self.cycleLengths.contains(maxCycleLength) {
            errors.append(ComposerFieldError(field: "maxCycleLength", code: "cycle_length_invalid"))
        }
        return errors
    }

    /// True when ``validate()`` finds nothing.
    package var isValid: Bool { validate().isEmpty }
}

/// One inline composer error.
package struct ComposerFieldError: Equatable, Codable, Sendable {
    /// The draft field.
    package var field: String
    /// Stable error code.
    package var code: String
}
