import Foundation

/// FR-2.1: the fields of a new baby profile.
package struct BabyDraft: Equatable, Sendable {
    /// Name; `nil`/empty defaults to "Baby <last name>".
    package var name: String?
    /// Expected birth date (required unless `birthDate` is given).
    package var expectedBirthDate: Date?
    /// Actual birth date (a profile created for a born baby).
    package var birthDate: Date?
    /// Gender (default unknown).
    package var gender: BabyGender
    /// Optional profile photo.
    package var photo: UploadFile?

    /// Creates a draft.
    package init(
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
package struct BabyEdit: Equatable, Sendable {
    /// New name.
    package var name: String?
    /// New gender.
    package var gender: BabyGender?
    /// New expected birth date (while expecting).
    package var expectedBirthDate: Date?
    /// Corrected birth date (once born).
    package var birthDate: Date?
    /// New profile photo.
    package var photo: UploadFile?

    /// Creates an edit.
    package init(
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
