import Foundation

/// Storage/CDN byte server with range requests and faults: expired signed URLs, dropped connections,
/// corrupted bytes and missing objects.
package final class FakeCDN: TransferService {
    struct Object {
        var bytes: [UInt8]
        var expiresAt: Int?
    }

    private let network: Network
    private let clock: Clock
    private var objects: [String: Object] = [:]
    /// Remaining chunk fetches before the connection drops (network error once), `nil` = never.
    package var dropAfterFetches: Int?
    /// File names whose next full delivery is corrupted (one flipped byte), consumed per delivery.
    package var corruptDeliveries: [String: Int] = [:]
    /// Range requests served: (url, offset).
    package private(set) var rangeRequests: [(url: String, offset: Int)] = []

    /// Creates a CDN.
    package init(network: Network, clock: Clock) {
        self.network = network
        self.clock = clock
    }

    /// Hosts bytes at a URL, optionally expiring.
    package func host(url: String, bytes: [UInt8], expiresAt: Int?) {
        objects[url] = Object(bytes: bytes, expiresAt: expiresAt)
    }

    /// Corrupts the next `times` deliveries of files named `name`.
    package func corruptNext(_ name: String, times: Int = 1) { corruptDeliveries[name, default: 0] += times }

    package func fetch(url: String, offset: Int, maxBytes: Int) throws(TransferError) -> [UInt8] {
        guard network.isOnline else { throw .network }
        if let remaining = dropAfterFetches {
            if remaining <= 0 {
                dropAfterFetches = nil
                throw .network
            }
            dropAfterFetches = remaining - 1
        }
        guard let object = objects[url] else { throw .notFound }
        if let expiry = object.expiresAt, clock.nowMillis >= expiry { throw .expired }
        rangeRequests.append((url, offset))
        guard offset >= 0, offset < object.bytes.count else { return [] }
        var chunk = Array(object.bytes[offset..<min(object.bytes.count, offset + max(1, maxBytes))])
        let name = String(url.split(separator: "/").last?.split(separator: "?").first ?? "")
        if let count = corruptDeliveries[name], count > 0, offset == 0, !chunk.isEmpty {
            chunk[chunk.count / 2] ^= 0x5A
            corruptDeliveries[name] = count - 1
        }
        return chunk
    }
}
