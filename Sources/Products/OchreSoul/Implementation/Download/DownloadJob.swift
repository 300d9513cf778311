import Foundation

/// Phase of one artwork download.
package enum DownloadPhase: Equatable, Sendable {
    case idle
    case downloading
    case verifying
    case cached
    case failed(DownloadFailure)
}

/// Why a download stopped.
package enum DownloadFailure: Error, Equatable, Sendable {
    case signInRequired
    case paywall
    case notFound
    case network
    case rateLimited
    /// Checksum or manifest failed after the retry: recoverable by the user (retry button).
    case verification
    case storage
}

/// One artwork download: URL request, resumable transfer into a temp path, verification, atomic promotion.
/// Step-driven so the UI (and harnesses) can observe every phase.
package final class DownloadJob {
    /// Assumption: transfer chunk size per range request (64 KiB).
    package static let chunkBytes = 65_536
    /// One retry after a checksum mismatch (§7.5).
    package static let verificationRetries = 1
    /// Transfer retry budget: how many failed transfer attempts (network errors) are resumed before the
    /// download fails. §7.3.2 Downloading exits on "All files received or retry budget exhausted" without
    /// giving the size; 3 is our assumption.
    package static let transferRetries = 3

    /// The catalogue row being downloaded.
    package let row: CatalogueRow
    /// Current phase.
    package private(set) var phase: DownloadPhase = .idle
    /// Verification retries left.
    package private(set) var retriesLeft = DownloadJob.verificationRetries
    /// Transfer retries left (failed transfer attempts that may still be resumed).
    package private(set) var transferRetriesLeft = DownloadJob.transferRetries
    /// Number of URL responses received (1 + renewals).
    package private(set) var urlRequests = 0
    /// When `false` (a newer version under review) the verified bundle is kept beside the current one and the
    /// current pointer is left alone until the user chooses.
    package var updatesCurrentPointer = true
    /// The verified bundle's entry once promoted.
    package private(set) var verifiedEntry: CacheEntry?

    private let api: DownloadAPI
    private let transfer: TransferService
    private let fileSystem: FakeFileSystem
    private let cache: CacheIndex
    private let session: Session
    private let clock: Clock
    private let analytics: ProductAnalytics
    private let crashes: CrashReporter
    private var response: DownloadURLResponse?
    private var startedAt = 0

    /// Creates a job.
    package init(
        row: CatalogueRow, api: DownloadAPI, transfer: TransferService, fileSystem: FakeFileSystem, cache: CacheIndex,
        session: Session, clock: Clock, analytics: ProductAnalytics, crashes: CrashReporter
    ) {
        self.row = row
        self.api = api
        self.transfer = transfer
        self.fileSystem = fileSystem
        self.cache = cache
        self.session = session
        self.clock = clock
        self.analytics = analytics
        self.crashes = crashes
    }

    /// Temp directory the transfer writes to (never the cache directory).
    package var tempPath: String { "cache/tmp/\(row.slug)-v\(row.version)" }
    /// Final directory of the verified bundle.
    package var finalPath: String { "cache/bundles/\(row.slug)/v\(row.version)" }

    /// Requests download URLs. Anonymous users never request premium URLs (§7.5): that is refused locally.
    @discardableResult
    package func requestURL() -> DownloadPhase {
        if row.premium && (session.userID == nil || session.isAnonymous) {
            phase = .failed(.signInRequired)
            return phase
        }
        do {
            response = try api.getArtworkDownloadURL(slug: row.slug, userID: session.userID)
            urlRequests += 1
            if phase == .idle {
                startedAt = clock.nowMillis
                analytics.emit(.artworkDownloadStarted(artworkID: row.id, premium: row.premium))
            }
            phase = .downloading
        } catch {
            phase = .failed(DownloadJob.failure(for: error))
        }
        return phase
    }

    static func failure(for error: RemoteError) -> DownloadFailure {
        switch error {
        case .signInRequired, .unauthorised: return .signInRequired
        case .paywall: return .paywall
        case .notFound: return .notFound
        case .rateLimited: return .rateLimited
        default: return .network
        }
    }

    /// Whether every file has been fully received into the temp path.
    package var allFilesReceived: Bool {
        guard let files = response?.files else { return false }
        return files.allSatisfy { fileSystem.size(tempPath + "/" + $0.name) >= $0.bytes }
    }

    /// Transfers one chunk; renews an expired signed URL and resumes with a range request from the bytes held.
    /// Returns `false` when the transfer is stalled by a network error: while the retry budget lasts the files
    /// are kept for resumption; once it is exhausted the download fails (`.failed(.network)`, §7.3.2).
    @discardableResult
    package func transferStep() -> Bool {
        guard phase == .downloading, let files = response?.files else { return false }
        guard let file = files.first(where: { fileSystem.size(tempPath + "/" + $0.name) < $0.bytes }) else {
            phase = .verifying
            return true
        }
        let path = tempPath + "/" + file.name
        let offset = fileSystem.size(path)
        do {
            let chunk = try transfer.fetch(url: file.url, offset: offset, maxBytes: DownloadJob.chunkBytes)
            guard !chunk.isEmpty else {
                // The server ended early: stop transferring and let verification reject the short file.
                phase = .verifying
                return true
            }
            try fileSystem.append(path, chunk)
        } catch let error as TransferError {
            if error == .expired {
                // Fresh URL, then resume from `offset` on the next step.
                let before = phase
                requestURL()
                if case .failed = phase { return false }
                phase = before
                return true
            }
            if transferRetriesLeft > 0 {
                transferRetriesLeft -= 1
            } else {
                fail(.network)
            }
            return false
        } catch {
            fail(.storage)
            return false
        }
        if allFilesReceived { phase = .verifying }
        return true
    }

    /// Transfers until every file is received, the network stalls or `maxSteps` is reached.
    @discardableResult
    package func transferAll(maxSteps: Int = 100_000) -> Bool {
        var steps = 0
        while phase == .downloading && steps < maxSteps {
            steps += 1
            if !transferStep() { return false }
        }
        return phase == .verifying
    }

    /// Verifies SHA-256 and manifest; promotes atomically on success, otherwise deletes partial files and
    /// retries once before a recoverable failure.
    @discardableResult
    package func verifyAndPromote() -> DownloadPhase {
        guard phase == .verifying, let files = response?.files else { return phase }
        var bytes: [String: [UInt8]] = [:]
        for file in files { bytes[file.name] = fileSystem.read(tempPath + "/" + file.name) }
        switch BundleVerifier.verify(files: bytes, slug: row.slug, version: row.version, expectedChecksum: row.checksum)
        {
        case .success:
            do {
                try fileSystem.moveDirectory(tempPath, to: finalPath)
            } catch {
                fail(.storage)
                return phase
            }
            let size = fileSystem.bytes(under: finalPath)
            let entry = CacheEntry(
                slug: row.slug, artworkID: row.id, version: row.version, currentPath: finalPath,
                verifiedAt: clock.nowMillis, lastOpenedAt: nil, bytes: size, checksum: row.checksum)
            verifiedEntry = entry
            if updatesCurrentPointer { cache.setCurrent(entry) }
            phase = .cached
            analytics.emit(
                .artworkDownloadCompleted(artworkID: row.id, bytes: size, durationMs: clock.nowMillis - startedAt))
        case .failure:
            fileSystem.removeDirectory(tempPath)
            crashes.record(area: "download", reason: "checksum_mismatch")
            if retriesLeft > 0 {
                retriesLeft -= 1
                phase = .downloading
            } else {
                phase = .failed(.verification)
            }
        }
        return phase
    }

    /// Runs the whole job (URL, transfer, verify with its retry) until cached, failed or stalled.
    @discardableResult
    package func run() -> DownloadPhase {
        if phase == .idle { requestURL() }
        while phase == .downloading || phase == .verifying {
            if phase == .downloading, !transferAll() { break }
            if phase == .verifying { verifyAndPromote() }
        }
        return phase
    }

    /// User retry after a recoverable failure: starts over with a fresh retry budget.
    package func retry() {
        fileSystem.removeDirectory(tempPath)
        retriesLeft = DownloadJob.verificationRetries
        transferRetriesLeft = DownloadJob.transferRetries
        phase = .idle
    }

    private func fail(_ failure: DownloadFailure) {
        fileSystem.removeDirectory(tempPath)
        phase = .failed(failure)
    }
}
