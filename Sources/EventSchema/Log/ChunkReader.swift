import Foundation

/// Reads a file in chunks into two buffers that take turns: the next chunk is read (by one of the workers, see
/// ``EventLogValidator``) while the current one is checked, and neither is allocated again, so memory stays flat however
/// long the file is.
///
/// Each chunk starts with the bytes the caller kept of the one before (an unfinished line), then as many bytes as the
/// chunk size, fewer only at the end of the input.
final class ChunkReader: @unchecked Sendable {
    private let descriptor: Int32
    private let size: Int
    private var buffers: [UnsafeMutableRawBufferPointer] = []
    /// The valid bytes of each buffer.
    private var filled = [0, 0]
    private var current = 0
    private var failure: (any Error)?
    /// Whether the last chunk read ended the input.
    private(set) var atEnd = false

    init(handle: FileHandle, size: Int) {
        descriptor = handle.fileDescriptor
        self.size = size
        buffers = [.allocate(byteCount: size, alignment: 16), .allocate(byteCount: size, alignment: 16)]
    }

    deinit {
        for buffer in buffers { buffer.deallocate() }
    }

    /// Reads and returns the first chunk (empty for an empty input).
    func first() throws -> UnsafeRawBufferPointer {
        fill(current, from: 0)
        if let failure { throw failure }
        return chunk(current)
    }

    /// Reads the next chunk into the other buffer, after a copy of `tail` (bytes of the current chunk, which stays
    /// as it is). Safe to call on another thread while the current chunk is read.
    func fillNext(keeping tail: UnsafeRawBufferPointer) {
        let other = 1 - current
        if buffers[other].count < tail.count + size {
            buffers[other].deallocate()
            buffers[other] = .allocate(byteCount: tail.count + size, alignment: 16)
        }
        buffers[other].copyMemory(from: tail)
        fill(other, from: tail.count)
    }

    /// The chunk read by ``fillNext(keeping:)``; it is empty at the end of the input.
    func next() throws -> UnsafeRawBufferPointer {
        if let failure { throw failure }
        current = 1 - current
        return chunk(current)
    }

    private func chunk(_ index: Int) -> UnsafeRawBufferPointer {
        UnsafeRawBufferPointer(rebasing: UnsafeRawBufferPointer(buffers[index])[..<filled[index]])
    }

    /// Reads up to `size` bytes into buffer `index` after its first `start` bytes (none once the input ended: a
    /// terminal would wait for more).
    private func fill(_ index: Int, from start: Int) {
        guard let base = buffers[index].baseAddress else {
            preconditionFailure("the buffers are allocated with at least one byte")
        }
        var end = start
        while !atEnd, end < start + size {
            let n = read(descriptor, base + end, start + size - end)
            if n > 0 {
                end += n
            } else if n == 0 {
                atEnd = true
                break
            } else if errno != EINTR {
                failure = POSIXError(POSIXErrorCode(rawValue: errno) ?? .EIO)
                break
            }
        }
        filled[index] = end
    }
}
