import Foundation

/// SM-23: the storage quota state.
package enum StorageState: String, CaseIterable, Sendable {
    /// Below 90% (or paid tier).
    case normal
    /// At or above 90% of 15 GB (FR-11.3 warning).
    case warning
    /// At 15 GB: uploads blocked.
    case full
}

/// FR-11.3: storage usage as shown in settings.
package struct StorageUsage: Equatable, Sendable {
    /// Tier.
    package var tier: StorageTier
    /// Bytes used.
    package var usedBytes: Int64
    /// Limit (`nil` = unlimited, paid tier).
    package var limitBytes: Int64?
    /// Bytes in photos (gallery, profile, baby and event cover photos).
    package var photoBytes: Int64
    /// Bytes in videos (no video upload exists yet: always 0).
    package var videoBytes: Int64
    /// Bytes in documents (no document upload exists yet: always 0).
    package var documentBytes: Int64
    /// Quota state.
    package var state: StorageState
}

extension NonnaApp {
    /// FR-11.3: the user's storage usage and breakdown.
    package func storageUsage(as user: UserID?) throws(NonnaError) -> StorageUsage {
        try authorize(user, .storage, .read, baby: nil, own: true)
        guard let user, let account = store.users[user] else { throw .notAuthenticated }
        return usage(of: account)
    }

    /// Sets a user's storage tier (billing system hook; not a user-facing operation).
    package func setStorageTier(_ tier: StorageTier, for user: UserID) {
        store.users[user]?.tier = tier
    }

    /// Assumption: usage counts the originals a user uploaded (thumbnails are not counted) that are still live;
    /// soft-deleted photos no longer count against the quota.
    func usedBytes(_ user: UserID) -> Int64 {
        var total = store.users[user]?.profilePhoto?.sizeBytes ?? 0
        for b in store.babies.values where b.createdBy == user && b.status != .deleted {
            total += b.photo?.sizeBytes ?? 0
        }
        total += contentBytes(of: user)
        return total
    }

    func usage(of account: UserAccount) -> StorageUsage {
        let used = usedBytes(account.id)
        let limit: Int64? = account.tier == .free ? NonnaLimits.freeTierStorageBytes : nil
        var state = StorageState.normal
        if let limit {
            if used >= limit {
                state = .full
            } else if Double(used) >= Double(limit) * NonnaLimits.storageWarningFraction {
                state = .warning
            }
        }
        return StorageUsage(
            tier: account.tier, usedBytes: used, limitBytes: limit, photoBytes: used, videoBytes: 0, documentBytes: 0,
            state: state)
    }

    /// FR-11.3: blocks an upload on the free tier when it would take usage past 15 GB.
    func checkQuota(_ user: UserID, adding bytes: Int64) throws(NonnaError) {
        guard let account = store.users[user], account.tier == .free else { return }
        if usedBytes(user) + bytes > NonnaLimits.freeTierStorageBytes { throw .limitExceeded(.storageQuota) }
    }

    /// FR-11.3: after an upload, warns once when usage crosses 90% (in-app notification).
    func warnIfNearQuota(_ user: UserID, before: Int64) {
        guard let account = store.users[user], account.tier == .free else { return }
        let threshold = Int64(Double(NonnaLimits.freeTierStorageBytes) * NonnaLimits.storageWarningFraction)
        let after = usedBytes(user)
        if before < threshold, after >= threshold {
            notify(
                [user], type: .storageWarning, baby: nil, target: .storage,
                message: "You have used 90% of your storage", actor: nil)
        }
    }
}
