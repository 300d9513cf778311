import Foundation

/// Every numeric limit, expiry and rate of the Nonna FRS, as the backend's own constants.
package enum NonnaLimits {
    // MARK: Accounts (FR-1.x)
    /// FR-1.1: minimum password length.
    package static let passwordMinLength = 6
    /// FR-1.2: the verification link expires after 24 hours.
    package static let verificationTokenLifetime: TimeInterval = 24 * 3600
    /// FR-1.3: at most 5 login attempts ...
    package static let loginAttemptsPerWindow = 5
    /// FR-1.3: ... per 15 minutes.
    package static let loginWindow: TimeInterval = 15 * 60
    /// FR-1.3: a session lasts 30 days or until logout.
    package static let sessionLifetime: TimeInterval = 30 * 86_400
    /// FR-1.4: reset tokens expire after 1 hour.
    package static let passwordResetTokenLifetime: TimeInterval = 3600
    /// FR-1.5: profile photos are at most 5 MB.
    package static let profilePhotoMaxBytes = 5 * 1024 * 1024
    /// Assumption: display names are 1...50 characters (the FRS gives no bound).
    package static let displayNameMaxLength = 50

    // MARK: Baby profiles and invitations (FR-2.x, FR-3.x)
    /// FR-2.4: at most 2 owners per baby profile.
    package static let maxOwnersPerBaby = 2
    /// FR-2.3, 4.4, 5.3, 6.3: soft-deleted data is retained for 7 years.
    package static let retentionPeriod: TimeInterval = 7 * 365 * 86_400
    /// Assumption: baby names are 1...50 characters (the FRS gives no bound).
    package static let babyNameMaxLength = 50
    /// FR-3.1: invitations expire 7 days after creation (or resend).
    package static let invitationLifetime: TimeInterval = 7 * 86_400
    /// Assumption: one bulk invitation carries at most 50 addresses (the FRS says "multiple", no bound).
    package static let maxInvitationsPerBatch = 50

    // MARK: Gallery (FR-4.x)
    /// FR-4.1: photos are at most 10 MB.
    package static let photoMaxBytes = 10 * 1024 * 1024
    /// FR-4.1: at most 10 photos per upload.
    package static let photoBatchMax = 10
    /// FR-4.1: thumbnails are 300x300.
    package static let thumbnailSide = 300
    /// FR-4.2: captions are at most 500 characters.
    package static let captionMaxLength = 500
    /// FR-4.2: at most 5 tags per photo.
    package static let tagsPerPhotoMax = 5
    /// Assumption: a tag is at most 30 characters (the FRS gives no bound).
    package static let tagMaxLength = 30
    /// FR-4.3: the gallery pages by 30 photos.
    package static let galleryPageSize = 30
    /// FR-4.6, 5.5: comments are at most 500 characters.
    package static let commentMaxLength = 500

    // MARK: Calendar and registry (FR-5.x, FR-6.x)
    /// FR-5.1: at most 2 events per day per baby profile.
    package static let eventsPerDayMax = 2
    /// FR-5.6: events in the next 7 days are highlighted.
    package static let calendarHighlightWindow: TimeInterval = 7 * 86_400
    /// Assumption: event titles are 1...100 characters and descriptions at most 2,000.
    package static let eventTitleMaxLength = 100
    /// Assumption: see `eventTitleMaxLength`.
    package static let eventDescriptionMaxLength = 2000
    /// FR-6.1: registry priorities run 1 (highest) ... 5.
    package static let registryPriorityRange = 1...5
    /// Assumption: an item created without a priority gets the middle one, 3.
    package static let registryDefaultPriority = 3
    /// Assumption: registry item names are 1...200 characters; descriptions and purchase notes at most 500.
    package static let registryNameMaxLength = 200
    /// Assumption: see `registryNameMaxLength`.
    package static let registryTextMaxLength = 500

    // MARK: Tiles, notifications (FR-7.x, FR-8.x)
    /// FR-7.3: items per tile ("e.g., 5-10").
    /// Assumption: a tile shows 5 items.
    package static let tileItemLimit = 5
    /// Assumption: the birth announcement tile stays on the home screen for 30 days after the announcement.
    package static let announcementTileDays = 30
    /// FR-8.2: the notification feed pages by 30.
    package static let notificationPageSize = 30

    // MARK: Engagement, countdown (FR-9.x, FR-10.x)
    /// FR-9.2: predicted birth dates lie within ±30 days of the expected date.
    package static let birthDatePredictionRangeDays = 30
    /// Assumption: suggested names are 1...50 characters.
    package static let nameSuggestionMaxLength = 50
    /// FR-10.1: the countdown shows within 10 days of the expected date.
    package static let countdownWindowDays = 10

    // MARK: Digest, storage (FR-11.x)
    /// FR-11.1: weekly digest period.
    package static let weeklyDigestPeriod: TimeInterval = 7 * 86_400
    /// FR-11.1: monthly digest period.
    /// Assumption: a digest month is 30 days.
    package static let monthlyDigestPeriod: TimeInterval = 30 * 86_400
    /// Assumption: a digest lists events starting within the next 14 days as "upcoming".
    package static let digestUpcomingWindow: TimeInterval = 14 * 86_400
    /// FR-11.3: free-tier storage is 15 GB.
    package static let freeTierStorageBytes: Int64 = 15 * 1024 * 1024 * 1024
    /// FR-11.3: warn at 90% usage.
    package static let storageWarningFraction = 0.9
}
