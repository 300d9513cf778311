import Foundation

extension FakeBackend: AuthAPI {
    package func signInAnonymously() throws(RemoteError) -> String {
        try enter(.signInAnonymously)
        let id = newID("anon")
        accounts[id] = Account(isAnonymous: true, credential: nil, role: "user")
        tokens["token-" + id] = id
        return id
    }

    package func restoreSession(token: String) throws(RemoteError) -> (userID: String, isAnonymous: Bool) {
        try enter(.restoreSession)
        guard let id = tokens[token], let account = accounts[id] else { throw .unauthorised }
        return (id, account.isAnonymous)
    }

    package func createProfile(userID: String) throws(RemoteError) {
        try enter(.createProfile)
        guard let account = accounts[userID] else { throw .unauthorised }
        if profiles[userID] == nil { profiles[userID] = Profile(id: userID, isAnonymous: account.isAnonymous) }
    }

    package func upgradeAccount(anonymousUserID: String, credential: String) throws(RemoteError) -> AccountUpgradeResult
    {
        try enter(.upgradeAccount)
        guard accounts[anonymousUserID]?.isAnonymous == true else { throw .unauthorised }
        if let existing = accounts.first(where: { $0.value.credential == credential })?.key {
            tokens["token-" + existing] = existing
            return .existingAccount(userID: existing)
        }
        accounts[anonymousUserID]?.isAnonymous = false
        accounts[anonymousUserID]?.credential = credential
        profiles[anonymousUserID]?.isAnonymous = false
        return .promoted(userID: anonymousUserID)
    }

    package func saveProfile(_ profile: Profile) throws(RemoteError) {
        try enter(.saveProfile)
        guard accounts[profile.id] != nil else { throw .unauthorised }
        guard !profile.culturalThemes.isEmpty else { throw .rejected("cultural_themes_required") }
        profiles[profile.id] = profile
    }
}

extension FakeBackend: CatalogueAPI {
    static let draftRoles: Set<String> = ["admin", "reviewer"]

    package func fetchArtworks(userID: String?, role: String) throws(RemoteError) -> [CatalogueRow] {
        try enter(.fetchArtworks)
        // JWT-authenticated read: no session (or an unknown one) is an auth/session error, never a signed-out catalogue.
        guard let userID, accounts[userID] != nil else { throw .unauthorised }
        // RLS uses the server's role for the user, not the role the client claims.
        let serverRole = self.role(of: userID)
        return catalogue.filter { $0.isPublished || FakeBackend.draftRoles.contains(serverRole) }
    }

    package func fetchArtwork(slug: String, userID: String?, role: String) throws(RemoteError) -> CatalogueRow {
        try enter(.fetchArtwork)
        let serverRole = self.role(of: userID)
        guard let row = catalogue.first(where: { $0.slug == slug }),
            row.isPublished || FakeBackend.draftRoles.contains(serverRole)
        else { throw .notFound }
        return row
    }

    package func fetchContentPacks() throws(RemoteError) -> [ContentPack] {
        try enter(.fetchContentPacks)
        return packs
    }
}

extension FakeBackend: DownloadAPI {
    /// The code of a download-URL request refused as invalid: no slug, or an empty one.
    package static let invalidRequest = "invalid_request"

    package func getArtworkDownloadURL(slug: String, userID: String?) throws(RemoteError) -> DownloadURLResponse {
        try enter(.downloadURL)
        // The body `{ "slug": "..." }` (§7.6.2) without a slug, or with an empty one, is not a request for an
        // artwork: refused as invalid before any lookup.
        guard !slug.isEmpty else { throw .rejected(FakeBackend.invalidRequest) }
        guard let row = catalogue.first(where: { $0.slug == slug && $0.isPublished }),
            let files = bundles["\(slug)@\(row.version)"]
        else { throw .notFound }
        if !row.premium {
            let remote = files.keys.sorted().map { name -> RemoteFile in
                let url = "https://cdn.example/public/\(slug)/v\(row.version)/\(name)"
                cdn.host(url: url, bytes: files[name] ?? [], expiresAt: nil)
                return RemoteFile(name: name, url: url, bytes: files[name]?.count ?? 0)
            }
            return .publicURLs(files: remote)
        }
        guard let user = userID, let account = accounts[user], !account.isAnonymous else { throw .signInRequired }
        guard isEntitled(user, to: row) else { throw .paywall }
        let expiry = clock.nowMillis + FakeBackend.signedURLLifetimeMillis
        let token = newID("sig")
        let remote = files.keys.sorted().map { name -> RemoteFile in
            let url = "https://storage.example/signed/\(slug)/v\(row.version)/\(name)?token=\(token)"
            cdn.host(url: url, bytes: files[name] ?? [], expiresAt: expiry)
            return RemoteFile(name: name, url: url, bytes: files[name]?.count ?? 0)
        }
        return .signed(files: remote, expiresAt: expiry)
    }
}

extension FakeBackend: ProgressSyncAPI {
    package func syncProgress(userID: String, _ request: SyncProgressRequest) throws(RemoteError) -> ServerProgressRow {
        try enter(.syncProgress)
        guard accounts[userID] != nil else { throw .unauthorised }
        // A version the artwork was never published in is a mismatch; an older version the server still holds (a
        // user kept playing it while a newer one was reviewed, §7.3.2 OldVersionPlayable) syncs its own row.
        if let row = catalogue.first(where: { $0.id == request.artworkID }),
            bundles["\(row.slug)@\(request.artworkVersion)"] == nil
        {
            throw .rejected("version_mismatch")
        }
        guard request.completedCount == request.completedRegions.count else { throw .rejected("validation") }
        let existing = progress[userID]?[request.artworkID]
        var merged = request.completedRegions
        if let existing, existing.artworkVersion == request.artworkVersion,
            let union = existing.completedRegions.union(request.completedRegions)
        {
            merged = union
        }
        let row = ServerProgressRow(
            artworkID: request.artworkID, artworkVersion: request.artworkVersion, completedRegions: merged,
            lastSelectedColourID: request.lastSelectedColourID ?? existing?.lastSelectedColourID)
        progress[userID, default: [:]][request.artworkID] = row
        return row
    }

    package func fetchProgress(userID: String) throws(RemoteError) -> [ServerProgressRow] {
        try enter(.fetchProgress)
        guard accounts[userID] != nil else { throw .unauthorised }
        return (progress[userID] ?? [:]).values.sorted { $0.artworkID < $1.artworkID }
    }
}
