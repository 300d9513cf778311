import Foundation

/// Every numeric limit, expiry and rate of the Nonna FRS, as the backend's own constants.
public enum NonnaLimits {
    // MARK: Accounts (FR-1.x)
    /// FR-1.1: minimum password length.
    public static let passwordMinLength = 6
    /// FR-1.2: the verification link expires after 24 hours.
    public static let verificationTokenLifetime: TimeInterval = 24 * 3600
    /// FR-1.3: at most 5 login attempts ...
    public static let loginAttemptsPerWindow = 5
    /// FR-1.3: ... per 15 minutes.
    public static let loginWindow: TimeInterval = 15 * 60
    /// FR-1.3: a session lasts 30 days or until logout.
    public static let sessionLifetime: TimeInterval = 30 * 86_400
    /// FR-1.4: reset tokens expire after 1 hour.
    public static let passwordResetTokenLifetime: TimeInterval = 3600
    /// FR-1.5: profile photos are at most 5 MB.
    public static let profilePhotoMaxBytes = 5 * 1024 * 1024
    /// Assumption: display names are 1...50 characters (the FRS gives no bound).
    public static let displayNameMaxLength = 50

    // MARK: Baby profiles and invitations (FR-2.x, FR-3.x)
    /// FR-2.4: at most 2 owners per baby profile.
    public static let maxOwnersPerBaby = 2
    /// FR-2.3, 4.4, 5.3, 6.3: soft-deleted data is retained for 7 years.
    public static let retentionPeriod: TimeInterval = 7 * 365 * 86_400
    /// Assumption: baby names are 1...50 characters (the FRS gives no bound).
    public static let babyNameMaxLength = 50
    /// FR-3.1: invitations expire 7 days after creation (or resend).
    public static let invitationLifetime: TimeInterval = 7 * 86_400
    /// Assumption: one bulk invitation carries at most 50 addresses (the FRS says "multiple", no bound).
    public static let maxInvitationsPerBatch = 50

    // MARK: Gallery (FR-4.x)
    /// FR-4.1: photos are at most 10 MB.
    public static let photoMaxBytes = 10 * 1024 * 1024
    /// FR-4.1: at most 10 photos per upload.
    public static let photoBatchMax = 10
    /// FR-4.1: thumbnails are 300x300.
    public static let thumbnailSide = 300
    /// FR-4.2: captions are at most 500 characters.
    public static let captionMaxLength = 500
    /// FR-4.2: at most 5 tags per photo.
    public static let tagsPerPhotoMax = 5
    /// Assumption: a tag is at most 30 characters (the FRS gives no bound).
    public static let tagMaxLength = 30
    /// FR-4.3: the gallery pages by 30 photos.
    public static let galleryPageSize = 30
    /// FR-4.6, 5.5: comments are at most 500 characters.
    public static let commentMaxLength = 500

    // MARK: Calendar and registry (FR-5.x, FR-6.x)
    /// FR-5.1: at most 2 events per day per baby profile.
    public static let eventsPerDayMax = 2
    /// FR-5.6: events in the next 7 days are highlighted.
    public static let calendarHighlightWindow: TimeInterval = 7 * 86_400
    /// Assumption: event titles are 1...100 characters and descriptions at most 2,000.
    public static let eventTitleMaxLength = 100
    /// Assumption: see `eventTitleMaxLength`.
    public static let eventDescriptionMaxLength = 2000
    /// FR-6.1: registry priorities run 1 (highest) ... 5.
    public static let registryPriorityRange = 1...5
    /// Assumption: an item created without a priority gets the middle one, 3.
    public static let registryDefaultPriority = 3
    /// Assumption: registry item names are 1...200 characters; descriptions and purchase notes at most 500.
    public static let registryNameMaxLength = 200
    /// Assumption: see `registryNameMaxLength`.
    public static let registryTextMaxLength = 500

    // MARK: Tiles, notifications (FR-7.x, FR-8.x)
    /// FR-7.3: items per tile ("e.g., 5-10").
    /// Assumption: a tile shows 5 items.
    public static let tileItemLimit = 5
    /// Assumption: the birth announcement tile stays on the home screen for 30 days after the announcement.
    public static let announcementTileDays = 30
    /// FR-8.2: the notification feed pages by 30.
    public static let notificationPageSize = 30

    // MARK: Engagement, countdown (FR-9.x, FR-10.x)
    /// FR-9.2: predicted birth dates lie within ±30 days of the expected date.
    public static let birthDatePredictionRangeDays = 30
    /// Assumption: suggested names are 1...50 characters.
    public static let nameSuggestionMaxLength = 50
    /// FR-10.1: the countdown shows within 10 days of the expected date.
    public static let countdownWindowDays = 10

    // MARK: Digest, storage (FR-11.x)
    /// FR-11.1: weekly digest period.
    public static let weeklyDigestPeriod: TimeInterval = 7 * 86_400
    /// FR-11.1: monthly digest period.
    /// Assumption: a digest month is 30 days.
    public static let monthlyDigestPeriod: TimeInterval = 30 * 86_400
    /// Assumption: a digest lists events starting within the next 14 days as "upcoming".
    public static let digestUpcomingWindow: TimeInterval = 14 * 86_400
    /// FR-11.3: free-tier storage is 15 GB.
    public static let freeTierStorageBytes: Int64 = 15 * 1024 * 1024 * 1024
    /// FR-11.3: warn at 90% usage.
    public static let storageWarningFraction = 0.9
}
