import Foundation

/// How an account signs in (FR-1.1, FR-1.3).
public enum AuthProvider: String, CaseIterable, Sendable {
    /// Email and password.
    case email
    /// Google OAuth 2.0.
    case google
    /// Facebook OAuth 2.0.
    case facebook
}

/// SM-1: the account's verification state.
public enum AccountStatus: String, CaseIterable, Sendable {
    /// Registered, email not verified (R2).
    case unverified
    /// Email verified (R3).
    case verified
}

/// FR-11.3: the storage tier of an account.
public enum StorageTier: String, CaseIterable, Sendable {
    /// 15 GB.
    case free
    /// Unlimited.
    case paid
}

/// Image formats accepted for photos (FR-1.5, FR-4.1).
public enum ImageFormat: String, CaseIterable, Sendable {
    /// image/jpeg.
    case jpeg
    /// image/png.
    case png

    /// The format of a MIME type, or `nil` if unsupported.
    public init?(mimeType: String) {
        switch mimeType.lowercased() {
        case "image/jpeg", "image/jpg": self = .jpeg
        case "image/png": self = .png
        default: return nil
        }
    }
}

/// A file the client uploads (already compressed client-side, FR-4.1).
public struct UploadFile: Equatable, Sendable {
    /// Original file name.
    public var fileName: String
    /// MIME type, e.g. "image/jpeg".
    public var mimeType: String
    /// Size in bytes.
    public var sizeBytes: Int64
    /// The decoded pixels (the client decodes the image it compressed); an image upload without them is refused.
    public var raster: RasterImage?

    /// Creates an upload.
    public init(fileName: String, mimeType: String, sizeBytes: Int64, raster: RasterImage? = nil) {
        self.fileName = fileName
        self.mimeType = mimeType
        self.sizeBytes = sizeBytes
        self.raster = raster
    }
}

/// A stored image: original plus its generated thumbnail.
public struct StoredImage: Equatable, Sendable {
    /// Storage path of the original.
    public var path: String
    /// Storage path of the thumbnail.
    public var thumbnailPath: String
    /// Thumbnail side in pixels (300 for gallery photos, FR-4.1).
    public var thumbnailSide: Int
    /// Format.
    public var format: ImageFormat
    /// Size of the original in bytes.
    public var sizeBytes: Int64
}

/// A user account and its profile row (FR-1.1 "profiles" linked to auth.users).
public struct UserAccount: Equatable, Sendable {
    /// The user's ID.
    public var id: UserID
    /// Lower-cased email.
    public var email: String
    /// Sign-in provider.
    public var provider: AuthProvider
    /// Verification state.
    public var status: AccountStatus
    /// Display name.
    public var displayName: String
    /// Profile photo (FR-1.5).
    public var profilePhoto: StoredImage?
    /// Biometric sign-in toggle (FR-1.5).
    public var biometricEnabled: Bool
    /// Storage tier (FR-11.3).
    public var tier: StorageTier
    /// Creation time.
    public var createdAt: Date
    /// Verification time.
    public var verifiedAt: Date?
    /// Last update time.
    public var updatedAt: Date
    var passwordDigest: String?
}

/// The kind of an emailed single-use token.
public enum TokenKind: String, CaseIterable, Sendable {
    /// Email verification (24 h).
    case verification
    /// Password reset (1 h).
    case passwordReset
}

/// SM-2 / SM-5: the lifecycle of an emailed token.
public enum TokenStatus: String, CaseIterable, Sendable {
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
public struct AuthToken: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// Kind.
    public var kind: TokenKind
    /// Owner of the token.
    public var userID: UserID
    /// Issue time.
    public var createdAt: Date
    /// Expiry time.
    public var expiresAt: Date
    /// Lifecycle state.
    public var status: TokenStatus
    /// When it was used.
    public var usedAt: Date?
    var digest: String
}

/// SM-3: the lifecycle of a session.
public enum SessionStatus: String, CaseIterable, Sendable {
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
public struct Session: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The signed-in user.
    public var userID: UserID
    /// Start.
    public var createdAt: Date
    /// End of validity (30 days).
    public var expiresAt: Date
    /// Lifecycle state.
    public var status: SessionStatus
    var tokenDigest: String
}

/// Where the app goes after login (FR-1.3).
public enum PostLoginDestination: String, CaseIterable, Sendable {
    /// No baby profile yet (owned or followed).
    case onboarding
    /// At least one baby profile.
    case home
}

/// A successful login: the session, its bearer token, and the destination screen.
public struct LoginResult: Equatable, Sendable {
    /// The session row.
    public var session: Session
    /// The bearer token (only returned here, never stored in clear).
    public var token: String
    /// Where to go.
    public var destination: PostLoginDestination
}

/// SM-4: the login rate limiter for one email.
public enum LoginLimiterState: Equatable, Sendable {
    /// Attempts allowed; `failures` failed attempts in the current window.
    case open(failures: Int)
    /// Blocked until the given time.
    case blocked(until: Date)
}
