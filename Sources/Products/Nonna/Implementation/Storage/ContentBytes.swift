import Foundation

extension NonnaApp {
    /// Bytes of live gallery photos and event cover photos uploaded by `user`.
    func contentBytes(of user: UserID) -> Int64 {
        store.photos.values.filter { $0.uploaderID == user && $0.status == .active }.reduce(0) {
            $0 + $1.image.sizeBytes
        }
            + store.events.values.filter { $0.createdBy == user && $0.status == .active }
            .reduce(0) { $0 + ($1.coverPhoto?.sizeBytes ?? 0) }
    }
}
