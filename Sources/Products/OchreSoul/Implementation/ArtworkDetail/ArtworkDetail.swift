import Foundation

/// Access state shown on the detail badge: never blurred.
public enum AccessState: String, Sendable {
    case free, owned, locked
}

/// The detail screen's primary action.
public enum PrimaryAction: String, Sendable {
    case download
    case play
    case `continue`
    case unlock
}

/// The Artwork detail view model.
public struct ArtworkDetail: Equatable, Sendable {
    public let title: String
    public let previewFile: String
    public let difficulty: String
    public let estimatedMinutes: Int
    public let regionCount: Int
    public let progressPercent: Int
    public let artistCredit: String
    /// Cultural context, only when review approved it.
    public let culturalContext: String?
    public let access: AccessState
    public let primaryAction: PrimaryAction

    /// Builds the view model. Entitlement comes from the server-sourced store, never from local parsing.
    public static func make(row: CatalogueRow, entitlements: EntitlementStore, progress: ProgressRow?, downloaded: Bool)
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
