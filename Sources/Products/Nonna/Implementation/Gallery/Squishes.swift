import Foundation

extension NonnaApp {
    /// FR-4.5: a member squishes a photo once; the uploader is notified unless it is their own photo.
    package func squish(_ photoID: RowID, as user: UserID?) throws(NonnaError) -> PhotoView {
        let p = try livePhoto(photoID)
        try authorize(user, .squish, .create, baby: p.babyID, own: true)
        guard let user else { throw .notAuthenticated }
        guard !store.squishes.values.contains(where: { $0.photoID == photoID && $0.userID == user }) else {
            throw .conflict("already squished")
        }
        let s = Squish(id: ids.next("squish"), photoID: photoID, userID: user, createdAt: now)
        store.squishes[s.id] = s
        notify(
            [p.uploaderID], type: .photoSquish, baby: p.babyID, target: .photo(photoID),
            message: "\(displayName(user)) squished your photo", actor: user)
        return photoView(p, as: user)
    }

    /// FR-4.5: removes the user's own squish.
    package func unsquish(_ photoID: RowID, as user: UserID?) throws(NonnaError) -> PhotoView {
        let p = try livePhoto(photoID)
        guard let s = store.squishes.values.first(where: { $0.photoID == photoID && $0.userID == user }) else {
            try authorize(user, .squish, .delete, baby: p.babyID, own: true)
            throw .conflict("not squished")
        }
        try authorize(user, .squish, .delete, baby: p.babyID, own: s.userID == user)
        store.squishes[s.id] = nil
        return photoView(p, as: user)
    }

    /// SM-14: a user's squish state on a photo, for checkers.
    package func squishState(_ photoID: RowID, user: UserID) -> SquishState {
        store.squishes.values.contains { $0.photoID == photoID && $0.userID == user } ? .squished : .notSquished
    }
}
