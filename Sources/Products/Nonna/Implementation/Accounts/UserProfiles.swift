import Foundation

/// What others see of a user (FR-1.5: name and photo shown on comments and activity).
package struct UserProfileView: Equatable, Sendable {
    /// The user.
    package var id: UserID
    /// Display name.
    package var displayName: String
    /// Profile photo thumbnail path.
    package var photoThumbnail: String?
    /// Biometric toggle (only shown to the user themself).
    package var biometricEnabled: Bool?
}

extension NonnaApp {
    /// FR-1.5: a user's public profile; the biometric toggle is included only for the user themself.
    package func userProfile(_ id: UserID, as user: UserID?) throws(NonnaError) -> UserProfileView {
        guard let account = store.users[id] else { throw .notFound }
        try authorize(user, .userProfile, .read, baby: nil, own: id == user)
        return UserProfileView(
            id: id, displayName: account.displayName, photoThumbnail: account.profilePhoto?.thumbnailPath,
            biometricEnabled: id == user ? account.biometricEnabled : nil)
    }

    /// FR-1.5: updates the display name and/or the biometric toggle.
    package func updateProfile(displayName: String? = nil, biometricEnabled: Bool? = nil, as user: UserID?)
        throws(NonnaError) -> UserAccount
    {
        try authorize(user, .userProfile, .update, baby: nil, own: true)
        guard let user, var account = store.users[user] else { throw .notAuthenticated }
        if let displayName {
            account.displayName = try Validate.text(
                displayName, field: "displayName", max: NonnaLimits.displayNameMaxLength)
        }
        if let biometricEnabled { account.biometricEnabled = biometricEnabled }
        account.updatedAt = now
        store.users[user] = account
        return account
    }

    /// FR-1.5: uploads a JPEG/PNG profile photo of at most 5 MB; a thumbnail is generated.
    package func uploadProfilePhoto(_ file: UploadFile, as user: UserID?) throws(NonnaError) -> UserAccount {
        try authorize(user, .userProfile, .update, baby: nil, own: true)
        guard let user, var account = store.users[user] else { throw .notAuthenticated }
        let image = try storeImage(
            file, maxBytes: Int64(NonnaLimits.profilePhotoMaxBytes), folder: "profiles/\(user)", owner: user, baby: nil)
        account.profilePhoto = image
        account.updatedAt = now
        store.users[user] = account
        return account
    }

    /// Validates type, size and pixels, checks the uploader's storage quota, and stores the original and its
    /// generated 300x300 thumbnail (FR-1.5 S4, FR-4.1 S6-S7), readable by the members of `baby` (`nil`: anyone
    /// signed in).
    func storeImage(
        _ file: UploadFile, maxBytes: Int64, folder: String, owner: UserID, baby: BabyID?, field: String = "file"
    ) throws(NonnaError) -> StoredImage {
        guard let format = ImageFormat(mimeType: file.mimeType) else {
            throw .invalid(field: field, reason: "unsupported format \(file.mimeType); JPEG or PNG only")
        }
        guard file.sizeBytes > 0 else { throw .invalid(field: field, reason: "empty file") }
        guard file.sizeBytes <= maxBytes else { throw .invalid(field: field, reason: "larger than \(maxBytes) bytes") }
        guard let raster = file.raster else { throw .invalid(field: field, reason: "no image data") }
        try checkQuota(owner, adding: file.sizeBytes)
        let name = ids.next("file")
        let image = StoredImage(
            path: "\(folder)/\(name).\(format.rawValue)", thumbnailPath: "\(folder)/\(name)_thumb.\(format.rawValue)",
            thumbnailSide: NonnaLimits.thumbnailSide, format: format, sizeBytes: file.sizeBytes)
        store.objects[image.path] = StoredObject(image: raster, baby: baby)
        store.objects[image.thumbnailPath] = StoredObject(image: thumbnail(of: raster), baby: baby)
        return image
    }
}
