import Foundation

extension NonnaApp {
    /// Bytes of live gallery photos and event cover photos uploaded by `user`.
    func contentBytes(of user: UserID) -> Int64 {
        // One pass over each store, no copies: a quota check runs on every upload.
        var total: Int64 = 0
        for photo in store.photos.values where photo.uploaderID == user && photo.status == .active {
            total += photo.image.sizeBytes
        }
        for event in store.events.values where event.createdBy == user && event.status == .active {
            total += event.coverPhoto?.sizeBytes ?? 0
        }
        return total
    }
}
