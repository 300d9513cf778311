import Foundation

/// FR-10.2: the birth announcement form.
public struct BirthAnnouncementDraft: Equatable, Sendable {
    /// Baby name (required).
    public var name: String
    /// Birth date and time (required; not in the future).
    public var bornAt: Date
    /// Optional weight in grams.
    public var weightGrams: Int?
    /// Optional length in centimetres.
    public var lengthCm: Double?
    /// Optional gender (used to reveal the gender votes); `nil` keeps the profile's gender.
    public var gender: BabyGender?
    /// Optional first photo (added to the gallery).
    public var photo: UploadFile?

    /// Creates a draft.
    public init(
        name: String, bornAt: Date, weightGrams: Int? = nil, lengthCm: Double? = nil, gender: BabyGender? = nil,
        photo: UploadFile? = nil
    ) {
        self.name = name
        self.bornAt = bornAt
        self.weightGrams = weightGrams
        self.lengthCm = lengthCm
        self.gender = gender
        self.photo = photo
    }
}

/// A birth announcement row.
public struct BirthAnnouncement: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The baby.
    public var babyID: BabyID
    /// Name.
    public var name: String
    /// Birth date and time.
    public var bornAt: Date
    /// Weight in grams.
    public var weightGrams: Int?
    /// Length in centimetres.
    public var lengthCm: Double?
    /// The first photo (gallery row).
    public var photoID: RowID?
    /// The announcing owner.
    public var announcedBy: UserID
    /// Time.
    public var createdAt: Date
}

/// FR-10.2 / FR-11.2: a share card for Instagram with the Nonna watermark.
public struct ShareCard: Equatable, Sendable {
    /// Text.
    public var text: String
    /// Image path, if any.
    public var imagePath: String?
    /// Watermark ("Nonna").
    public var watermark: String
}

/// SM-10: the countdown phase of a baby.
public enum CountdownPhase: String, CaseIterable, Sendable {
    /// More than 10 days to the expected date: hidden.
    case far
    /// 0 ... 10 days to go: shown.
    case countdown
    /// Past the expected date: "Any day now!".
    case overdue
    /// Born: hidden.
    case born
}

/// FR-10.1: the countdown tile of a baby.
public struct CountdownView: Equatable, Sendable {
    /// The baby.
    public var babyID: BabyID
    /// The baby's name.
    public var babyName: String
    /// Phase.
    public var phase: CountdownPhase
    /// Days until the expected date (negative when overdue; `nil` when born).
    public var daysRemaining: Int?
    /// Text shown ("3 days to go!", "Any day now!"), `nil` when hidden.
    public var message: String?
    /// Whether the tile shows.
    public var isVisible: Bool
}
