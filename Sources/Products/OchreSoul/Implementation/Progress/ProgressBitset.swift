import Foundation

/// Completed regions of one artwork as a bitset: bit `i` set means region `i` is filled.
///
/// The primary progress record (never JSON). Sets only grow during play; merges are unions.
package struct ProgressBitset: Equatable, Hashable, Sendable {
    /// Number of regions the artwork has.
    package let regionCount: Int
    private(set) var words: [UInt64]

    /// An empty bitset for `regionCount` regions (negative counts are treated as zero).
    package init(regionCount: Int) {
        self.regionCount = max(0, regionCount)
        words = Array(repeating: 0, count: (self.regionCount + 63) / 64)
    }

    /// Decodes the little-endian byte form; `nil` if the length is wrong or a bit beyond `regionCount` is set.
    package init?(bytes: [UInt8], regionCount: Int) {
        guard regionCount >= 0, bytes.count == (regionCount + 7) / 8 else { return nil }
        self.init(regionCount: regionCount)
        for (i, byte) in bytes.enumerated() {
            words[i / 8] |= UInt64(byte) << UInt64(8 * (i % 8))
        }
        if regionCount % 64 != 0, let last = words.last, last >> UInt64(regionCount % 64) != 0 { return nil }
    }

    /// Little-endian byte form, `ceil(regionCount / 8)` bytes.
    package var bytes: [UInt8] {
        (0..<(regionCount + 7) / 8).map { UInt8(truncatingIfNeeded: words[$0 / 8] >> UInt64(8 * ($0 % 8))) }
    }

    /// Whether region `index` is filled (out-of-range indices are never filled).
    package func contains(_ index: Int) -> Bool {
        guard index >= 0, index < regionCount else { return false }
        return words[index / 64] & (1 << UInt64(index % 64)) != 0
    }

    /// Sets region `index`; returns `false` if it was already set or is out of range.
    @discardableResult
    package mutating func insert(_ index: Int) -> Bool {
        guard index >= 0, index < regionCount, !contains(index) else { return false }
        words[index / 64] |= 1 << UInt64(index % 64)
        return true
    }

    /// Number of filled regions.
    package var count: Int { words.reduce(0) { $0 + $1.nonzeroBitCount } }

    /// Whether every region is filled.
    package var isComplete: Bool { count == regionCount }

    /// The union with another bitset of the same size; `nil` if sizes differ (different mapping).
    package func union(_ other: ProgressBitset) -> ProgressBitset? {
        guard other.regionCount == regionCount else { return nil }
        var result = self
        for i in words.indices { result.words[i] |= other.words[i] }
        return result
    }

    /// Whether every bit of `other` is set here.
    package func isSuperset(of other: ProgressBitset) -> Bool {
        guard other.regionCount == regionCount else { return false }
        return zip(words, other.words).allSatisfy { $0 & $1 == $1 }
    }

    /// Indices of filled regions, ascending.
    package var indices: [Int] { (0..<regionCount).filter(contains) }
}
