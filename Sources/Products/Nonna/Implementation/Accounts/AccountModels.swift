import Foundation

/// How an account signs in (FR-1.1, FR-1.3).
package enum AuthProvider: String, CaseIterable, Sendable {
    /// Email and password.
    case email
    /// Google OAuth 2.0.
    case google
    /// Facebook OAuth 2.0.
    case facebook
}

/// SM-1: the account's verification state.
package enum AccountStatus: String, CaseIterable, Sendable {
    /// Registered, email not verified (R2).
    case unverified
    /// Email verified (R3).
    case verified
}

/// FR-11.3: the storage tier of an account.
package enum StorageTier: String, CaseIterable, Sendable {
    /// 15 GB.
    case free
    /// Unlimited.
    case paid
}

/// Image formats accepted for photos (FR-1.5, FR-4.1).
package enum ImageFormat: String, CaseIterable, Sendable {
    /// image/jpeg.
    case jpeg
    /// image/png.
    case png

    /// The format of a MIME type, or `nil` if unsupported.
    package init?(mimeType: String) {
        switch mimeType.lowercased() {
        case "image/jpeg", "image/jpg": self = .jpeg
        case "image/png": self = .png
        default: return nil
        }
    }
}

/// A file the client uploads (already compressed client-side, FR-4.1).
package struct UploadFile: Equatable, Sendable {
    /// Original file name.
    package var fileName: String
    /// MIME type, e.g. "image/jpeg".
    package var mimeType: String
    /// Size in bytes.
    package var sizeBytes: Int64
    /// The decoded pixels (the client decodes the image it compressed); an image upload without them is refused.
    package var raster: RasterImage?

    /// Creates an upload.
    package init(fileName: String, mimeType: String, sizeBytes: Int64, raster: RasterImage? = nil) {
        self.fileName = fileName
        self.mimeType = mimeType
        self.sizeBytes = sizeBytes
        self.raster = raster
    }
}

/// A stored image: original plus its generated thumbnail.
package struct StoredImage: Equatable, Sendable {
    /// Storage path of the original.
    package var path: String
    /// Storage path of the thumbnail.
    package var thumbnailPath: String
    /// Thumbnail side in pixels (300 for gallery photos, FR-4.1).
    package var thumbnailSide: Int
    /// Format.
    package var format: ImageFormat
    /// Size of the original in bytes.
    package var sizeBytes: Int64
}

/// A user account and its profile row (FR-1.1 "profiles" linked to auth.users).
package struct UserAccount: Equatable, Sendable {
    /// The user's ID.
    package var id: UserID
    /// Lower-cased email.
    package var email: String
    /// Sign-in provider.
    package var provider: AuthProvider
    /// Verification state.
    package var status: AccountStatus
    /// Display name.
    package var displayName: String
    /// Profile photo (FR-1.5).
    package var profilePhoto: StoredImage?
    /// Biometric sign-in toggle (FR-1.5).
    package var biometricEnabled: Bool
    /// Storage tier (FR-11.3).
    package var tier: StorageTier
    /// Creation time.
    package var createdAt: Date
    /// Verification time.
    package var verifiedAt: Date?
    /// Last update time.
    package var updatedAt: Date
    var passwordDigest: String?
}

/// The kind of an emailed single-use token.
package enum TokenKind: String, CaseIterable, Sendable {
    /// Email verification (24 h).
    case verification
    /// Password reset (1 h).
    case passwordReset
}

/// SM-2 / SM-5: the lifecycle of an emailed token.
package enum TokenStatus: String, CaseIterable, Sendable {
    /// Issued, usable until it expires.
    case pending
    /// Used once.
    case used
    /// Past its lifetime.
    case expired
    /// Superseded by a newer token of the same kind.
    case revoked
}

/// A verification or password-reset token (only its digest is stored).
package struct AuthToken: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// Kind.
    package var kind: TokenKind
    /// Owner of the token.
    package var userID: UserID
    /// Issue time.
    package var createdAt: Date
    /// Expiry time.
    package var expiresAt: Date
    /// Lifecycle state.
    package var status: TokenStatus
    /// When it was used.
    package var usedAt: Date?
    var digest: String
}

/// SM-3: the lifecycle of a session.
package enum SessionStatus: String, CaseIterable, Sendable {
    /// Valid.
    case active
    /// 30 days elapsed.
    case expired
    /// The user logged out.
    case loggedOut
    /// Invalidated by a password change.
    case revoked
}

/// A login session (the JWT's server-side record).
package struct Session: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The signed-in user.
    package var userID: UserID
    /// Start.
    package var createdAt: Date
    /// End of validity (30 days).
    package var expiresAt: Date
    /// Lifecycle state.
    package var status: SessionStatus
    var tokenDigest: String
}

/// Where the app goes after login (FR-1.3).
package enum PostLoginDestination: String, CaseIterable, Sendable {
    /// No baby profile yet (owned or followed).
    case onboarding
    /// At least one baby profile.
    case home
}

/// A successful login: the session, its bearer token, and the destination screen.
package struct LoginResult: Equatable, Sendable {
    /// The session row.
    package var session: Session
    /// The bearer token (only returned here, never stored in clear).
    package var token: String
    /// Where to go.
    package var destination: PostLoginDestination
}

/// SM-4: the login rate limiter for one email.
package enum LoginLimiterState: Equatable, Sendable {
    /// Attempts allowed; `failures` failed attempts in the current window.
    case open(failures: Int)
    /// Blocked until the given time.
    case blocked(until: Date)
}
