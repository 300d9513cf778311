import Foundation

/// Errors decoding `regions.bin.br`.
package enum BrotliError: Error, Equatable, Sendable {
    case truncated
    case unsupportedCompressedMetaBlock
    case nonZeroPadding
    case trailingData
}

/// The subset of Brotli (RFC 7932) the bundle pipeline writes: a stream of uncompressed meta-blocks.
///
/// Assumption: CLRX v1 bundles are Brotli streams, and the document does not fix the compression level; our
/// generator writes uncompressed meta-blocks (valid Brotli any decoder accepts) and this decoder reads exactly
/// that subset, rejecting compressed meta-blocks with `unsupportedCompressedMetaBlock` (a named gap: a full
/// Brotli decoder is not implemented here).
package enum BrotliStored {
    /// Largest meta-block we write: four length nibbles.
    static let chunk = 65_536

    /// Encodes `bytes` as a Brotli stream of uncompressed meta-blocks.
    package static func encode(_ bytes: [UInt8]) -> [UInt8] {
        var w = BitWriter()
        w.write(0, bits: 1)  // WBITS = 16
        var offset = 0
        while offset < bytes.count {
            let n = min(chunk, bytes.count - offset)
            w.write(0, bits: 1)  // ISLAST
            w.write(0, bits: 2)  // MNIBBLES = 4
            w.write(UInt32(n - 1), bits: 16)
            w.write(1, bits: 1)  // ISUNCOMPRESSED
            w.alignToByte()
            w.bytes.append(contentsOf: bytes[offset..<offset + n])
            offset += n
        }
        w.write(1, bits: 1)  // ISLAST
        w.write(1, bits: 1)  // ISLASTEMPTY
        w.alignToByte()
        return w.bytes
    }

    /// Decodes a stream made of uncompressed (and metadata) meta-blocks.
    package static func decode(_ stream: [UInt8]) throws(BrotliError) -> [UInt8] {
        var r = BitReader(bytes: stream)
        var out: [UInt8] = []
        if try r.read(1) == 1 {
            if try r.read(3) == 0 { _ = try r.read(3) }
        }
        while true {
            let isLast = try r.read(1) == 1
            if isLast, try r.read(1) == 1 { break }
            let nibbleCode = try r.read(2)
            if nibbleCode == 3 {
                // Metadata block: reserved bit, skip-byte count, skip length, then skipped bytes.
                guard try r.read(1) == 0 else { throw .nonZeroPadding }
                let skipBytes = try r.read(2)
                var skip = 0
                if skipBytes > 0 { skip = Int(try r.read(Int(skipBytes) * 8)) + 1 }
                try r.align()
                try r.skipBytes(skip)
                if isLast { break }
                continue
            }
            let length = Int(try r.read(Int(nibbleCode + 4) * 4)) + 1
            guard !isLast else { throw .unsupportedCompressedMetaBlock }
            guard try r.read(1) == 1 else { throw .unsupportedCompressedMetaBlock }
            try r.align()
            out.append(contentsOf: try r.takeBytes(length))
        }
        try r.align()
        guard r.byteOffset == stream.count else { throw .trailingData }
        return out
    }
}

struct BitWriter {
    var bytes: [UInt8] = []
    private var bitCount = 0

    mutating func write(_ value: UInt32, bits: Int) {
        for i in 0..<bits {
            if bitCount % 8 == 0 { bytes.append(0) }
            if value >> UInt32(i) & 1 == 1 { bytes[bytes.count - 1] |= 1 << UInt8(bitCount % 8) }
            bitCount += 1
        }
    }

    mutating func alignToByte() { bitCount = bytes.count * 8 }
}

struct BitReader {
    let bytes: [UInt8]
    private var bit = 0

    init(bytes: [UInt8]) { self.bytes = bytes }

    var byteOffset: Int { (bit + 7) / 8 }

    mutating func read(_ n: Int) throws(BrotliError) -> UInt32 {
        var value: UInt32 = 0
        for i in 0..<n {
            guard bit / 8 < bytes.count else { throw .truncated }
            if bytes[bit / 8] >> UInt8(bit % 8) & 1 == 1 { value |= 1 << UInt32(i) }
            bit += 1
        }
        return value
    }

    mutating func align() throws(BrotliError) {
        while bit % 8 != 0 {
            guard try read(1) == 0 else { throw .nonZeroPadding }
        }
    }

    mutating func takeBytes(_ n: Int) throws(BrotliError) -> ArraySlice<UInt8> {
        let start = bit / 8
        guard n >= 0, start + n <= bytes.count else { throw .truncated }
        bit += n * 8
        return bytes[start..<start + n]
    }

    mutating func skipBytes(_ n: Int) throws(BrotliError) { _ = try takeBytes(n) }
}
