import Foundation

/// FR-2.1: the fields of a new baby profile.
public struct BabyDraft: Equatable, Sendable {
    /// Name; `nil`/empty defaults to "Baby <last name>".
    public var name: String?
    /// Expected birth date (required unless `birthDate` is given).
    public var expectedBirthDate: Date?
    /// Actual birth date (a profile created for a born baby).
    public var birthDate: Date?
    /// Gender (default unknown).
    public var gender: BabyGender
    /// Optional profile photo.
    public var photo: UploadFile?

    /// Creates a draft.
    public init(
        name: String? = nil, expectedBirthDate: Date? = nil, birthDate: Date? = nil, gender: BabyGender = .unknown,
        photo: UploadFile? = nil
    ) {
        self.name = name
        self.expectedBirthDate = expectedBirthDate
        self.birthDate = birthDate
        self.gender = gender
        self.photo = photo
    }
}

/// FR-2.2: the editable fields of a baby profile; `nil` leaves a field unchanged.
public struct BabyEdit: Equatable, Sendable {
    /// New name.
    public var name: String?
    /// New gender.
    public var gender: BabyGender?
    /// New expected birth date (while expecting).
    public var expectedBirthDate: Date?
    /// Corrected birth date (once born).
    public var birthDate: Date?
    /// New profile photo.
    public var photo: UploadFile?

    /// Creates an edit.
    public init(
        name: String? = nil, gender: BabyGender? = nil, expectedBirthDate: Date? = nil, birthDate: Date? = nil,
        photo: UploadFile? = nil
    ) {
        self.name = name
        self.gender = gender
        self.expectedBirthDate = expectedBirthDate
        self.birthDate = birthDate
        self.photo = photo
    }
}
