import Foundation

/// FR-10.2: the birth announcement form.
package struct BirthAnnouncementDraft: Equatable, Sendable {
    /// Baby name (required).
    package var name: String
    /// Birth date and time (required; not in the future).
    package var bornAt: Date
    /// Optional weight in grams.
    package var weightGrams: Int?
    /// Optional length in centimetres.
    package var lengthCm: Double?
    /// Optional gender (used to reveal the gender votes); `nil` keeps the profile's gender.
    package var gender: BabyGender?
    /// Optional first photo (added to the gallery).
    package var photo: UploadFile?

    /// Creates a draft.
    package init(
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
package struct BirthAnnouncement: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The baby.
    package var babyID: BabyID
    /// Name.
    package var name: String
    /// Birth date and time.
    package var bornAt: Date
    /// Weight in grams.
    package var weightGrams: Int?
    /// Length in centimetres.
    package var lengthCm: Double?
    /// The first photo (gallery row).
    package var photoID: RowID?
    /// The announcing owner.
    package var announcedBy: UserID
    /// Time.
    package var createdAt: Date
}

/// FR-10.2 / FR-11.2: a share card for Instagram with the Nonna watermark.
package struct ShareCard: Equatable, Sendable {
    /// Text.
    package var text: String
    /// Image path, if any.
    package var imagePath: String?
    /// Watermark ("Nonna").
    package var watermark: String
}

/// SM-10: the countdown phase of a baby.
package enum CountdownPhase: String, CaseIterable, Sendable {
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
package struct CountdownView: Equatable, Sendable {
    /// The baby.
    package var babyID: BabyID
    /// The baby's name.
    package var babyName: String
    /// Phase.
    package var phase: CountdownPhase
    /// Days until the expected date (negative when overdue; `nil` when born).
    package var daysRemaining: Int?
    /// Text shown ("3 days to go!", "Any day now!"), `nil` when hidden.
    package var message: String?
    /// Whether the tile shows.
    package var isVisible: Bool
}
