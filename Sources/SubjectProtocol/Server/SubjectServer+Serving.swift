import Foundation
import SpecModel

/// The server's loop over a byte stream (docs/SUBJECT-PROTOCOL.md §2): request lines in, one reply line out per
/// request, each written at once.
extension SubjectServer {
    /// The longest request line the protocol allows (16 MiB): the default of ``maxLineBytes``.
    package static let protocolMaxLineBytes = 16 << 20

    /// Serves the requests read from `input` (standard input by default), writing each reply to `output` (standard
    /// output) as soon as it is made, until end of input or until `output` is closed.
    ///
    /// `SIGPIPE` is ignored for the whole process, so a closed `output` ends the loop instead of the process. When
    /// `output` is standard output, replies are written to a duplicate of it and standard output is pointed at standard
    /// error while serving, so a stray `print` in a subject goes to the log instead of breaking the protocol.
    package mutating func serve(input: Int32 = STDIN_FILENO, output: Int32 = STDOUT_FILENO) {
        signal(SIGPIPE, SIG_IGN)
        var output = output
        var redirected: Int32?
        if output == STDOUT_FILENO {
            fflush(nil)
            let own = dup(STDOUT_FILENO)
            if own >= 0, dup2(STDERR_FILENO, STDOUT_FILENO) >= 0 {
                output = own
                redirected = own
            }
        }
        defer {
            if let own = redirected {
                fflush(nil)
                dup2(own, STDOUT_FILENO)
                close(own)
            }
        }
        serve(
            read: { buffer in
                while true {
                    let count = Foundation.read(input, buffer.baseAddress, buffer.count)
                    if count < 0, errno == EINTR { continue }
                    return count
                }
            },
            write: { bytes in
                bytes.withUnsafeBytes { all in
                    // Without a base address the bytes are empty: nothing to write.
                    guard let first = all.baseAddress else { return true }
                    var offset = 0
                    while offset < all.count {
                        let count = Foundation.write(output, first + offset, all.count - offset)
                        if count < 0, errno == EINTR { continue }
                        if count <= 0 { return false }
                        offset += count
                    }
                    return true
                }
            })
    }

    /// Serves the requests `read` delivers until it returns 0 (end of input) or less (an error), passing each reply
    /// line, ending in a newline, to `write`; stops when `write` returns false.
    ///
    /// `read` fills the start of the buffer it is given and returns how many bytes it put there; request lines may
    /// be split across reads anywhere. A last line without a newline at end of input is served too.
    package mutating func serve(read: (UnsafeMutableRawBufferPointer) -> Int, write: ([UInt8]) -> Bool) {
        let chunk = UnsafeMutableRawBufferPointer.allocate(byteCount: 1 << 16, alignment: 1)
        defer { chunk.deallocate() }
        guard let chunkStart = chunk.baseAddress.map(UnsafeRawPointer.init) else {
            preconditionFailure("the chunk has 64 KiB")
        }
        var pending: [UInt8] = []
        var overlong = false

        func answer(_ line: UnsafeRawBufferPointer) -> Bool {
            var reply = reply(toLine: line)
            reply.append(0x0A)
            return write(reply)
        }
        func answerOverlong() -> Bool {
            var reply = Array(
                JSONWriter(indent: 0).string(
                    .object([
                        "seq": .int(0), "type": .string("error"),
                        "message": .string("the request line is longer than \(maxLineBytes) bytes"),
                    ])
                ).utf8)
            reply.append(0x0A)
            return write(reply)
        }

        while true {
            let count = read(chunk)
            guard count > 0 else { break }
            var start = 0
            while start < count {
                let base = chunkStart + start
                let end = memchr(base, 0x0A, count - start).map { UnsafeRawPointer($0) - chunkStart }
                let segment = UnsafeRawBufferPointer(start: base, count: (end ?? count) - start)
                if !overlong, pending.count + segment.count > maxLineBytes {
                    overlong = true
                    pending = []
                }
                guard let end else {
                    if !overlong { pending.append(contentsOf: segment) }
                    break
                }
                start = end + 1
                let served: Bool
                if overlong {
                    overlong = false
                    served = answerOverlong()
                } else if pending.isEmpty {
                    served = answer(segment)
                } else {
                    pending.append(contentsOf: segment)
                    served = pending.withUnsafeBytes { answer($0) }
                    pending.removeAll(keepingCapacity: pending.capacity <= 1 << 20)
                }
                if !served { return }
            }
        }
        if overlong {
            _ = answerOverlong()
        } else if !pending.isEmpty {
            _ = pending.withUnsafeBytes { answer($0) }
        }
    }
}
