import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Drains a subject's standard error on a thread of its own, so a chatty subject never blocks on a full pipe, and
/// keeps its last ``capacity`` bytes: what a failure shows.
final class StderrTail: @unchecked Sendable {
    /// How much of the end of standard error is kept (4 KiB).
    static let capacity = 4096

    private let lock = NSLock()
    private var ring = [UInt8](repeating: 0, count: StderrTail.capacity)
    /// Bytes written in all; the ring holds the last `min(total, capacity)`.
    private var total = 0
    private var finished = false
    private let done = NSCondition()
    /// The read end of the pipe, and whether it is still open (both read under the lock).
    private let fd: Int32
    private var open = true

    /// Starts draining `fd`, which the tail owns and closes at end of file.
    init(fd: Int32) {
        self.fd = fd
        let thread = Thread { [self] in drain(fd) }
        thread.name = "specconform subject stderr"
        thread.stackSize = 1 << 18
        thread.start()
    }

    private func drain(_ fd: Int32) {
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            // Wait for bytes without the lock, then read and keep them under it: a reader of the tail that finds the
            // pipe empty under the lock (``settle(timeout:)``) has everything read so far.
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            if poll(&descriptor, 1, -1) < 0 {
                if errno == EINTR { continue }
                break
            }
            lock.lock()
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            let failure = count < 0 ? errno : 0
            if count > 0 { append(chunk[0..<count]) }
            if count == 0 || (count < 0 && failure != EINTR && failure != EAGAIN) {
                open = false
                close(fd)
                lock.unlock()
                break
            }
            lock.unlock()
        }
        done.lock()
        finished = true
        done.broadcast()
        done.unlock()
    }

    /// Waits (at most `timeout`) until every byte the subject has written to standard error so far is in the tail:
    /// what it wrote before a malformed reply or before it hung is then part of the failure.
    func settle(timeout: Duration) {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while true {
            lock.lock()
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let pending = open && poll(&descriptor, 1, 0) > 0 && descriptor.revents & Int16(POLLIN) != 0
            lock.unlock()
            guard pending, ContinuousClock.now < deadline else { return }
            usleep(1_000)
        }
    }

    /// Keeps `bytes` (the caller holds the lock).
    private func append(_ bytes: ArraySlice<UInt8>) {
        total += max(0, bytes.count - Self.capacity)
        for byte in bytes.suffix(Self.capacity) {
            ring[total % Self.capacity] = byte
            total += 1
        }
    }

    /// The last bytes written, oldest first.
    var bytes: [UInt8] {
        lock.lock()
        defer { lock.unlock() }
        guard total > Self.capacity else { return Array(ring[0..<total]) }
        let head = total % Self.capacity
        return Array(ring[head...] + ring[..<head])
    }

    /// Waits (at most `timeout`) until the subject's end of the pipe is closed, so the tail holds everything it wrote
    /// before it exited.
    func waitForEnd(timeout: Duration) {
        let deadline = Date().addingTimeInterval(
            Double(timeout.components.seconds) + Double(timeout.components.attoseconds) / 1e18)
        done.lock()
        while !finished && done.wait(until: deadline) {}
        done.unlock()
    }

    /// The tail as text for a failure message: `stderr (last 4096 bytes): …`, or nil when the subject wrote nothing.
    var text: String? {
        let bytes = self.bytes
        guard !bytes.isEmpty else { return nil }
        var text = String(decoding: bytes, as: UTF8.self)
        while text.hasSuffix("\n") { text.removeLast() }
        let cut = total > Self.capacity ? "last \(Self.capacity) bytes of " : ""
        return "\(cut)its standard error:\n\(text)"
    }
}
