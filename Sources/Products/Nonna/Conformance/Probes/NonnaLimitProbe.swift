import Conformance
import Foundation
import Nonna

/// Probes the nonna limits through the implementation's own services: each value is built as the input the
/// service takes (a password of that length, a photo of that size, an invitation that old) on a fresh backend.
/// The limits' values come from the spec; the probe never names one.
struct NonnaLimitProbe: LimitProbe {
    /// The limit IDs this probe can build inputs for.
    static let limits = [
        "N-01", "N-02", "N-04", "N-05", "N-06", "N-07", "N-09", "N-15", "N-16", "N-19", "N-20", "N-23", "N-24", "N-25",
        "N-28",
        "N-29", "N-30",
        "N-37", "N-42",
        "N-33", "N-34", "N-34-MIN", "N-44", "N-45", "N-46", "N-48", "N-50", "N-51",
    ]

    var world: NonnaWorld

    /// A probe on a fresh backend; `clockLag` plants a faulty time source (negative controls only).
    init(clockLag: TimeInterval = 0) {
        world = NonnaWorld(clockLag: clockLag)
    }

    var app: NonnaApp { world.app }
    var clock: ManualClock { world.clock }

    /// The unit each limit's value is taken in: the clock moves in seconds, files are sized in bytes, dates move by
    /// whole days; every other limit counts something.
    func unit(of limit: String) -> String? {
        switch limit {
        case "N-04", "N-06", "N-07", "N-16", "N-33": "seconds"
        case "N-09", "N-19", "N-50": "bytes"
        case "N-45", "N-48": "days"
        default: nil
        }
    }

    mutating func probe(limit: String, value: Double) throws -> LimitOutcome {
        guard value == value.rounded() else { return .cannot("the quantity is whole") }
        let n = Int(value)
        do {
            return try outcome(limit: limit, n) ? .accepted : .refused(nil)
        } catch let error as NonnaError {
            // A refusal counts only when it is the one the limit calls for (an expired token as expired, a long
            // caption as an invalid caption); any other refusal is a failure of the probe, never a pass.
            guard Self.isRefusal(error, of: limit) else {
                throw WorldError("\(limit) at \(n) was refused for another reason: \(error)")
            }
            return .refused(String(describing: error))
        } catch is CannotProbe {
            return .cannot("no input has \(n): the quantity counts this very action")
        }
    }

    /// Whether `error` is the refusal `limit` names: the reason the document gives for refusing past the bound.
    static func isRefusal(_ error: NonnaError, of limit: String) -> Bool {
        switch limit {
        case "N-01", "N-02": return error.invalidField == "password"
        case "N-04", "N-07", "N-16": return error == .expired
        case "N-05":
            if case .rateLimited = error { return true }
            return false
        case "N-09", "N-19": return error.invalidField == "file"
        case "N-15": return error.limit == .ownersPerBaby
        case "N-20": return error.limit == .photoBatch
        case "N-23": return error.invalidField == "caption"
        case "N-24": return error.limit == .tagsPerPhoto
        case "N-28", "N-44": return error.isConflict
        case "N-29": return error.invalidField == "body"
        case "N-30": return error.limit == .eventsPerDay
        case "N-34", "N-34-MIN": return error.invalidField == "priority"
        case "N-45": return error.invalidField == "date"
        case "N-46": return error.limit == .nameSuggestionsPerGender
        case "N-50": return error.limit == .storageQuota
        default: return false
        }
    }

    /// Whether the implementation accepted the quantity `n` of `limit`; throws the implementation's refusal.
    private mutating func outcome(limit: String, _ n: Int) throws -> Bool {
        switch limit {
        case "N-01":
            guard n >= 1 else { throw CannotProbe() }
            _ = try app.register(
                email: world.newEmail(), password: String(repeating: "a", count: n - 1) + "1", displayName: "Ann Lee")
        case "N-02":
            guard (0...8).contains(n) else { throw CannotProbe() }
            _ = try app.register(
                email: world.newEmail(),
                password: String(repeating: "a", count: 8 - n) + String(repeating: "1", count: n),
                displayName: "Ann Lee")
        case "N-04":
            let email = try registered()
            clock.advance(by: Double(n))
            _ = try app.verifyEmail(token: try token(email, .verification))
        case "N-05":
            let email = try registered()
            for _ in 0..<n { _ = try? app.login(email: email, password: "wrong-password1") }
            _ = try app.login(email: email, password: "secret1")
        case "N-06":
            let email = try registered()
            let session = try setup("logging in") { try app.login(email: email, password: "secret1") }
            clock.advance(by: Double(n))
            return app.authenticate(token: session.token) != nil
        case "N-07":
            let email = try registered()
            try setup("requesting a reset") { try app.requestPasswordReset(email: email) }
            clock.advance(by: Double(n))
            _ = try app.resetPassword(token: try token(email, .passwordReset), newPassword: "changed2")
        case "N-09":
            _ = try app.uploadProfilePhoto(NonnaWorld.jpeg(Int64(n)), as: try world.verifiedUser())
        case "N-15":
            guard n >= 1 else { throw CannotProbe() }
            let (owner, baby) = try world.ownerWithBaby()
            for _ in 2..<max(2, n) { _ = try world.coOwner(of: baby, invitedBy: owner) }
            if n >= 2 {
                let user = try world.verifiedUser("Robert Miller")
                let email = world.newEmail("coowner")
                _ = try app.sendInvitations(baby, emails: [email], kind: .coOwner, as: owner)
                _ = try app.acceptInvitation(token: try token(email, .coOwnerInvitation), as: user)
            }
        case "N-16":
            let (owner, baby) = try world.ownerWithBaby()
            let (_, invitation) = try world.invite(to: baby, by: owner)
            let user = try world.verifiedUser()
            clock.advance(by: Double(n))
            _ = try app.acceptInvitation(token: invitation, relationship: .aunt, as: user)
        case "N-19":
            let (owner, baby) = try world.ownerWithBaby()
            _ = try app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(Int64(n)))], as: owner)
        case "N-20":
            let (owner, baby) = try world.ownerWithBaby()
            _ = try app.uploadPhotos(
                baby, Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(1000)), count: n), as: owner)
        case "N-23":
            let (owner, baby) = try world.ownerWithBaby()
            _ = try app.uploadPhotos(
                baby, [PhotoUpload(file: NonnaWorld.jpeg(1000), caption: String(repeating: "c", count: n))], as: owner)
        case "N-24":
            let (owner, baby) = try world.ownerWithBaby()
            let tags = (0..<n).map { "tag\($0)" }
            _ = try app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000), tags: tags)], as: owner)
        case "N-25":
            let (owner, baby) = try world.ownerWithBaby()
            var left = n
            while left > 0 {
                let batch = min(left, 10)
                _ = try setup("uploading photos") {
                    try app.uploadPhotos(
                        baby, Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(1000)), count: batch), as: owner)
                }
                left -= batch
            }
            let page = try setup("reading the gallery") { try app.gallery(baby: baby, page: 0, as: owner) }
            return page.items.count == n && !page.hasMore
        case "N-37":
            let (owner, baby) = try world.ownerWithBaby()
            if n > 0 {
                _ = try setup("uploading photos") {
                    try app.uploadPhotos(
                        baby, Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(1000)), count: n), as: owner)
                }
            }
            let tile = try setup("loading the home screen") {
                try app.loadScreen(.home, as: owner).tiles.first { $0.type == .recentPhotos }
            }
            return (tile?.items.count ?? 0) == n && tile?.hasMore != true
        case "N-42":
            let (owner, baby) = try world.ownerWithBaby()
            let follower = try world.follower(of: baby, invitedBy: owner)
            let before = try setup("reading the feed") { try app.notificationFeed(page: 0, as: follower).unreadCount }
            for _ in 0..<n {
                _ = try setup("uploading a photo") {
                    try app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)
                }
            }
            let feed = try setup("reading the feed") { try app.notificationFeed(page: 0, as: follower) }
            return before == 0 && feed.items.count == n && !feed.hasMore
        case "N-28":
            guard n >= 1 else { throw CannotProbe() }
            let (owner, baby, follower) = try ownerBabyFollower()
            let photo = try photo(baby, owner)
            for _ in 1..<n { _ = try setup("an earlier squish") { try app.squish(photo, as: follower) } }
            _ = try app.squish(photo, as: follower)
        case "N-29":
            let (owner, baby, follower) = try ownerBabyFollower()
            let photo = try photo(baby, owner)
            _ = try app.addComment(on: .photo(photo), body: String(repeating: "w", count: n), as: follower)
        case "N-30":
            guard n >= 1 else { throw CannotProbe() }
            let (owner, baby) = try world.ownerWithBaby()
            let day = clock.now.addingTimeInterval(3 * 86_400)
            for i in 1..<n {
                _ = try setup("an earlier event") {
                    try app.createEvent(
                        baby, EventDraft(title: "Event \(i)", startsAt: day.addingTimeInterval(Double(i) * 60)),
                        as: owner)
                }
            }
            _ = try app.createEvent(baby, EventDraft(title: "Last", startsAt: day), as: owner)
        case "N-33":
            let (owner, baby) = try world.ownerWithBaby()
            let event = try setup("creating the event") {
                try app.createEvent(
                    baby, EventDraft(title: "Scan", startsAt: clock.now.addingTimeInterval(Double(n))), as: owner)
            }
            return try setup("viewing the event") { try app.viewEvent(event.event.id, as: owner).isHighlighted }
        case "N-34", "N-34-MIN":
            let (owner, baby) = try world.ownerWithBaby()
            _ = try app.createRegistryItem(baby, RegistryItemDraft(name: "Pram", priority: n), as: owner)
        case "N-44":
            guard n >= 1 else { throw CannotProbe() }
            let (_, baby, follower) = try ownerBabyFollower()
            for _ in 1..<n { _ = try setup("an earlier vote") { try app.voteGender(baby, .girl, as: follower) } }
            _ = try app.voteGender(baby, .boy, as: follower)
        case "N-45":
            let (_, baby, follower) = try ownerBabyFollower()
            guard let expected = app.babyProfile(baby)?.expectedBirthDate else { throw WorldError("no expected date") }
            _ = try app.predictBirthDate(baby, expected.addingTimeInterval(Double(n) * 86_400), as: follower)
        case "N-46":
            guard n >= 1 else { throw CannotProbe() }
            let (_, baby, follower) = try ownerBabyFollower()
            for i in 1..<n {
                _ = try setup("an earlier suggestion") {
                    try app.suggestName(baby, "Name\(i)", gender: .girl, as: follower)
                }
            }
            _ = try app.suggestName(baby, "Rose", gender: .girl, as: follower)
        case "N-48":
            let (owner, baby) = try world.ownerWithBaby(dueInDays: n)
            return try setup("viewing the countdown") { try app.countdown(baby, as: owner).isVisible }
        case "N-50":
            let (owner, baby) = try world.ownerWithBaby()
            let last = min(Int64(10 * 1024 * 1024), Int64(n))
            // Storage filled past the quota is refused while filling: the quantity is over the limit either way.
            try fill(baby, owner: owner, bytes: Int64(n) - last)
            _ = try app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(last))], as: owner)
        case "N-51":
            let (owner, baby) = try world.ownerWithBaby()
            let quota = try setup("reading the quota") { try app.storageUsage(as: owner).limitBytes ?? 0 }
            try setup("filling storage") { try fill(baby, owner: owner, bytes: quota * Int64(n) / 100) }
            // Accepted means the user was not warned: no storage warning in their feed, and settings say normal.
            let warned = try setup("reading the feed") {
                try app.notificationFeed(as: owner).items.contains { $0.type == .storageWarning }
            }
            let state = try setup("reading the usage") { try app.storageUsage(as: owner).state }
            return !warned && state == .normal
        default:
            throw WorldError("no probe for \(limit)")
        }
        return true
    }

    /// Uploads photos until the owner's usage is `bytes`; the last upload is the one judged.
    private func fill(_ baby: BabyID, owner: UserID, bytes: Int64) throws {
        let chunk = Int64(10 * 1024 * 1024)
        var remaining = bytes
        while remaining > 0 {
            var batch: [PhotoUpload] = []
            while remaining > chunk, batch.count < 9 {
                batch.append(PhotoUpload(file: NonnaWorld.jpeg(chunk)))
                remaining -= chunk
            }
            if remaining <= chunk {
                batch.append(PhotoUpload(file: NonnaWorld.jpeg(remaining)))
                remaining = 0
            }
            _ = try app.uploadPhotos(baby, batch, as: owner)
        }
    }

    private func registered() throws -> String {
        let email = world.newEmail()
        _ = try setup("registering") { try app.register(email: email, password: "secret1", displayName: "Ann Lee") }
        return email
    }

    private func photo(_ baby: BabyID, _ owner: UserID) throws -> RowID {
        try setup("uploading a photo") {
            try app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        }
    }

    private func ownerBabyFollower() throws -> (UserID, BabyID, UserID) {
        let (owner, baby) = try world.ownerWithBaby()
        return (owner, baby, try world.follower(of: baby, invitedBy: owner))
    }

    private func token(_ email: String, _ kind: EmailKind) throws -> String {
        guard let token = world.lastEmail(to: email, kind)?.payload["token"] else {
            throw WorldError("no \(kind) email")
        }
        return token
    }
}

/// The quantity cannot be built (a count below one of something that must have happened once).
struct CannotProbe: Error {}
