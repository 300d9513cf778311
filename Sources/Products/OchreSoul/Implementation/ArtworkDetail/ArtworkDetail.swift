import Foundation

/// Access state shown on the detail badge: never blurred.
package enum AccessState: String, Sendable {
    case free, owned, locked
}

/// The detail screen's primary action.
package enum PrimaryAction: String, Sendable {
    case download
    case play
    case `continue`
    case unlock
}

/// The Artwork detail view model.
package struct ArtworkDetail: Equatable, Sendable {
    package let title: String
    package let previewFile: String
    package let difficulty: String
    package let estimatedMinutes: Int
    package let regionCount: Int
    package let progressPercent: Int
    package let artistCredit: String
    /// Cultural context, only when review approved it.
    package let culturalContext: String?
    package let access: AccessState
    package let primaryAction: PrimaryAction

    /// Builds the view model. Entitlement comes from the server-sourced store, never from local parsing.
    package static func make(
        row: CatalogueRow, entitlements: EntitlementStore, progress: ProgressRow?, downloaded: Bool
    )
        -> ArtworkDetail
    {
        let access: AccessState = !row.premium ? .free : (entitlements.owns(packID: row.packID) ? .owned : .locked)
        let percent = (progress?.artworkVersion == row.version) ? (progress?.completionPercent ?? 0) : 0
        let action: PrimaryAction
        switch (access, downloaded) {
        case (.locked, _): action = .unlock
        case (_, false): action = .download
        case (_, true): action = percent > 0 && percent < 100 ? .continue : .play
        }
        return ArtworkDetail(
            title: row.title, previewFile: "preview.webp", difficulty: row.difficulty,
            estimatedMinutes: row.estimatedMinutes,
            regionCount: row.regionCount, progressPercent: percent, artistCredit: "Artwork by \(row.artist)",
            culturalContext: row.culturalContextApproved ? ArtworkDetail.nonBlank(row.culturalContext) : nil,
            access: access, primaryAction: action)
    }

    /// Approved context that is blank is no context.
    static func nonBlank(_ text: String?) -> String? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        return text
    }
}
