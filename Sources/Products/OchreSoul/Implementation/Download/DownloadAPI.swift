import Foundation

/// One file of a download URL response.
package struct RemoteFile: Equatable, Sendable {
    package let name: String
    package let url: String
    package let bytes: Int

    /// Creates a file entry.
    package init(name: String, url: String, bytes: Int) {
        self.name = name
        self.url = url
        self.bytes = bytes
    }
}

/// `POST /functions/get-artwork-download-url` success output.
package enum DownloadURLResponse: Equatable, Sendable {
    /// Free artwork: public URLs.
    case publicURLs(files: [RemoteFile])
    /// Entitled premium artwork: signed URLs that expire.
    case signed(files: [RemoteFile], expiresAt: Int)

    /// The files.
    package var files: [RemoteFile] {
        switch self {
        case .publicURLs(let f), .signed(let f, _): return f
        }
    }
}

/// The download URL function.
package protocol DownloadAPI: AnyObject {
    /// Requests URLs for `slug` as `userID` (403 sign_in_required, 402 paywall, 404 not_found).
    func getArtworkDownloadURL(slug: String, userID: String?) throws(RemoteError) -> DownloadURLResponse
}

/// Transfer errors.
package enum TransferError: Error, Equatable, Sendable {
    case network
    case timeout
    case expired
    case notFound
}

/// HTTP byte transfer with range requests.
package protocol TransferService: AnyObject {
    /// Returns up to `maxBytes` bytes of `url` starting at `offset` (an empty result means end of file).
    func fetch(url: String, offset: Int, maxBytes: Int) throws(TransferError) -> [UInt8]
}
