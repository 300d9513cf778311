import Foundation

extension NonnaApp {
    /// Bytes of live gallery content uploaded by `user`.
    func contentBytes(of user: UserID) -> Int64 { 0 }
}
