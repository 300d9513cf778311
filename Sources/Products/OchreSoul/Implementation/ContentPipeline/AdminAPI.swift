import Foundation

/// Admin functions (`POST /functions/admin-*`) used by the authoring tooling with an admin session,
/// never with a service-role key.
package protocol AdminAPI: AnyObject {
    /// Uploads bundle files for a slug; returns storage paths.
    func upload(slug: String, version: Int, files: [String: [UInt8]], adminToken: String) throws(RemoteError)
        -> [String]
    /// Publishes a bundle version (the server re-checks the review and checksum).
    func publish(slug: String, reviewID: String, version: Int, checksum: String, adminToken: String) throws(RemoteError)
    /// Unpublishes; storage objects are kept.
    func unpublish(slug: String, reason: String, adminToken: String) throws(RemoteError)
}
