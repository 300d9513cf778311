import Foundation

/// A limit the system enforces, named so a caller can tell which one was hit.
package enum LimitKind: String, CaseIterable, Sendable {
    /// More than 2 owners per baby profile (FR-2.4).
    case ownersPerBaby
    /// More addresses in one bulk invitation than allowed.
    case invitationBatch
    /// More than 10 photos in one upload (FR-4.1).
    case photoBatch
    /// More than 5 tags on a photo (FR-4.2).
    case tagsPerPhoto
    /// More than 2 events on one day for one baby (FR-5.1).
    case eventsPerDay
    /// Free-tier storage of 15 GB reached (FR-11.3).
    case storageQuota
    /// One name suggestion per gender per follower (FR-9.3).
    case nameSuggestionsPerGender
}

/// Every failure the Nonna backend reports: a closed set.
package enum NonnaError: Error, Equatable, Sendable {
    /// No signed-in user (or the session is missing, expired or revoked).
    case notAuthenticated
    /// The access policy denies the action to this actor.
    case forbidden
    /// No such row (or it was soft-deleted).
    case notFound
    /// A field failed validation.
    case invalid(field: String, reason: String)
    /// A numeric limit of the document was reached.
    case limitExceeded(LimitKind)
    /// A token or invitation is past its expiry.
    case expired
    /// A token or invitation was revoked (or superseded by a resend).
    case revoked
    /// A token or invitation was already used.
    case alreadyUsed
    /// The state of the row forbids the operation (duplicate, already done, wrong lifecycle state).
    case conflict(String)
    /// A destructive action was requested without confirmation.
    case confirmationRequired
    /// Too many login attempts; retry after the given number of seconds.
    case rateLimited(retryAfter: TimeInterval)
}
