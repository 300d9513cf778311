import Foundation

/// One file of a download URL response.
public struct RemoteFile: Equatable, Sendable {
    public let name: String
    public let url: String
    public let bytes: Int

    /// Creates a file entry.
    public init(name: String, url: String, bytes: Int) {
        self.name = name
        self.url = url
        self.bytes = bytes
    }
}

/// `POST /functions/get-artwork-download-url` success output.
public enum DownloadURLResponse: Equatable, Sendable {
    /// Free artwork: public URLs.
    case publicURLs(files: [RemoteFile])
    /// Entitled premium artwork: signed URLs that expire.
    case signed(files: [RemoteFile], expiresAt: Int)

    /// The files.
    public var files: [RemoteFile] {
        switch self {
        case .publicURLs(let f), .signed(let f, _): return f
        }
    }
}

/// The download URL function.
public protocol DownloadAPI: AnyObject {
    /// Requests URLs for `slug` as `userID` (403 sign_in_required, 402 paywall, 404 not_found).
    func getArtworkDownloadURL(slug: String, userID: String?) throws(RemoteError) -> DownloadURLResponse
}

/// Transfer errors.
public enum TransferError: Error, Equatable, Sendable {
    case network
    case timeout
    case expired
    case notFound
}

/// HTTP byte transfer with range requests.
public protocol TransferService: AnyObject {
    /// Returns up to `maxBytes` bytes of `url` starting at `offset` (an empty result means end of file).
    func fetch(url: String, offset: Int, maxBytes: Int) throws(TransferError) -> [UInt8]
}
