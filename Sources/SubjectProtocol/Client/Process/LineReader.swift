#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Reads newline-terminated lines from a file descriptor with a deadline: `poll` for input, `read` what is there,
/// keep what follows the line for the next call. Never blocks past the deadline and never holds more than
/// ``maxLine`` bytes of one line.
final class LineReader {
    /// The longest line accepted (16 MiB); a longer one is malformed.
    static let maxLine = 16 << 20

    enum Result: Equatable {
        /// A line, without its `\n`.
        case line([UInt8])
        /// The other end closed; `pending` is what it wrote after its last newline.
        case end(pending: [UInt8])
        case timeout
        /// More than ``maxLine`` bytes without a newline; `prefix` is where it began.
        case tooLong(prefix: [UInt8], length: Int)
    }

    private let fd: Int32
    private let limit: Int
    private var buffer: [UInt8] = []
    /// Where the unread part of `buffer` starts.
    private var start = 0
    /// Where the search for the next newline resumes (everything before it has none).
    private var scanned = 0
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)

    init(fd: Int32, limit: Int = LineReader.maxLine) {
        self.fd = fd
        self.limit = limit
    }

    /// The next line, waiting at most until `deadline`.
    func next(deadline: ContinuousClock.Instant) -> Result {
        while true {
            if let newline = newlineIndex() {
                let line = Array(buffer[start..<newline])
                start = newline + 1
                scanned = start
                compact()
                return .line(line)
            }
            scanned = buffer.count
            if buffer.count - start > limit {
                return .tooLong(prefix: Array(buffer[start..<(start + 200)]), length: buffer.count - start)
            }
            switch waitForInput(until: deadline) {
            case .timeout: return .timeout
            case .ready: break
            }
            let count = chunk.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count > 0 {
                buffer.append(contentsOf: chunk[0..<count])
            } else if count == 0 {
                return .end(pending: Array(buffer[start...]))
            } else if errno != EINTR && errno != EAGAIN {
                return .end(pending: Array(buffer[start...]))
            }
        }
    }

    /// The index of the first newline at or after `scanned`, found with `memchr`.
    private func newlineIndex() -> Int? {
        guard scanned < buffer.count else { return nil }
        return buffer.withUnsafeBufferPointer { bytes -> Int? in
            guard let base = bytes.baseAddress, let found = memchr(base + scanned, 0x0A, bytes.count - scanned) else {
                return nil
            }
            return base.distance(to: found.assumingMemoryBound(to: UInt8.self))
        }
    }

    private enum Wait { case ready, timeout }

    private func waitForInput(until deadline: ContinuousClock.Instant) -> Wait {
        while true {
            let left = ContinuousClock.now.duration(to: deadline)
            guard left > .zero else { return .timeout }
            let (seconds, attoseconds) = left.components
            let milliseconds = Int32(clamping: seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1)
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            let result = poll(&descriptor, 1, milliseconds)
            if result > 0 { return .ready }
            if result < 0 && errno != EINTR { return .ready }  // let read report the problem
        }
    }

    /// Drops consumed bytes once they are most of the buffer.
    private func compact() {
        guard start > 1 << 16, start * 2 > buffer.count else { return }
        buffer.removeFirst(start)
        scanned -= start
        start = 0
    }
}
