import Foundation

/// Result of the first-launch sequence.
package enum LaunchResult: Equatable, Sendable {
    /// A session exists and its profile row exists: the catalogue may show.
    case ready(userID: String, isAnonymous: Bool, firstLaunch: Bool)
    /// Auth stayed unavailable after the retry: recoverable startup error, no catalogue.
    case startupError
}

/// Result of an account upgrade.
package enum UpgradeOutcome: Equatable, Sendable {
    /// Promoted in place; local progress untouched.
    case promoted
    /// Merged into an existing account: local and server progress unioned per artwork.
    case merged(artworks: Int)
    /// Recoverable auth failure; anonymous local state preserved.
    case failed
}

/// The Anonymous identity module: first-launch anonymous session, profile row, account upgrade and merge.
package final class IdentityService {
    /// Assumption: one retry after a failed anonymous sign-in ("retry auth"), so two attempts in all.
    package static let anonymousSignInAttempts = 2
    static let tokenKey = "auth_token"

    /// The shared session.
    package let session: Session
    private let api: AuthAPI
    private let progressAPI: ProgressSyncAPI
    private let secureStore: FakeSecureStore
    private let progressStore: ProgressStore
    /// Whether the catalogue may be shown (never signed-out).
    package private(set) var catalogueAllowed = false

    /// Creates the module.
    package init(
        session: Session, api: AuthAPI, progressAPI: ProgressSyncAPI, secureStore: FakeSecureStore,
        progressStore: ProgressStore
    ) {
        self.session = session
        self.api = api
        self.progressAPI = progressAPI
        self.secureStore = secureStore
        self.progressStore = progressStore
    }

    /// App open: restores the stored session, or creates an anonymous session and its profile row.
    package func launch() -> LaunchResult {
        if let token = secureStore.get(IdentityService.tokenKey), let restored = try? api.restoreSession(token: token) {
            session.userID = restored.userID
            session.isAnonymous = restored.isAnonymous
            catalogueAllowed = true
            return .ready(userID: restored.userID, isAnonymous: restored.isAnonymous, firstLaunch: false)
        }
        for _ in 0..<IdentityService.anonymousSignInAttempts {
            guard let userID = try? api.signInAnonymously() else { continue }
            guard (try? api.createProfile(userID: userID)) != nil else { continue }
            session.userID = userID
            session.isAnonymous = true
            secureStore.set(IdentityService.tokenKey, "token-" + userID)
            catalogueAllowed = true
            return .ready(userID: userID, isAnonymous: true, firstLaunch: true)
        }
        catalogueAllowed = false
        return .startupError
    }

    /// Signs a signed-in user in again when the backend asked for a sign-in (an expired session mid-flow): the
    /// stored session is renewed. False when there is none to renew or the user is anonymous (that is `upgrade`).
    package func renewSession() -> Bool {
        guard !session.isAnonymous, let token = secureStore.get(IdentityService.tokenKey),
            let restored = try? api.restoreSession(token: token), !restored.isAnonymous
        else { return false }
        session.userID = restored.userID
        return true
    }

    /// Upgrades the anonymous account with a credential. Local progress is never dropped: in place it is
    /// kept as is; into an existing account it is merged by bitset union with that account's progress.
    package func upgrade(credential: String) -> UpgradeOutcome {
        guard let anonymousID = session.userID, session.isAnonymous else { return .failed }
        let result: AccountUpgradeResult
        do {
            result = try api.upgradeAccount(anonymousUserID: anonymousID, credential: credential)
        } catch {
            return .failed
        }
        switch result {
        case .promoted(let userID):
            session.userID = userID
            session.isAnonymous = false
            return .promoted
        case .existingAccount(let userID):
            let remote: [ServerProgressRow]
            do {
                remote = try progressAPI.fetchProgress(userID: userID)
            } catch {
                return .failed  // stay anonymous with local state intact; the user can retry
            }
            var merged = 0
            for server in remote {
                guard var local = progressStore.load(server.artworkID) else {
                    var row = ProgressRow(
                        artworkID: server.artworkID, artworkVersion: server.artworkVersion,
                        regionCount: server.completedRegions.regionCount, now: 0)
                    row.completedRegions = server.completedRegions
                    row.lastSelectedColourID = server.lastSelectedColourID
                    if (try? progressStore.save(row)) != nil { merged += 1 }
                    continue
                }
                guard local.artworkVersion == server.artworkVersion,
                    let union = local.completedRegions.union(server.completedRegions)
                else { continue }
                local.completedRegions = union
                if (try? progressStore.save(local)) != nil { merged += 1 }
            }
            session.userID = userID
            session.isAnonymous = false
            secureStore.set(IdentityService.tokenKey, "token-" + userID)
            return .merged(artworks: merged)
        }
    }

    /// Gate for purchase and restore: anonymous users must upgrade first.
    package var canPurchaseOrRestore: Bool { session.hasAccount }
}
