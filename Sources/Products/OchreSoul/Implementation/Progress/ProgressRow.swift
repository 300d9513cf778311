import Foundation

/// The local progress row of §7.6.1.
package struct ProgressRow: Equatable, Sendable {
    /// Artwork ID.
    package let artworkID: String
    /// Bundle version the bitset maps to.
    package var artworkVersion: Int
    /// Completed regions.
    package var completedRegions: ProgressBitset
    /// Last selected palette colour.
    package var lastSelectedColourID: Int?
    /// When play started (ms).
    package var startedAt: Int
    /// Last change (ms).
    package var updatedAt: Int
    /// When the artwork was completed (ms).
    package var completedAt: Int?
    /// Whether the aha-moment trigger already fired for this artwork.
    package var ahaFired: Bool

    /// Creates an empty row.
    package init(artworkID: String, artworkVersion: Int, regionCount: Int, now: Int) {
        self.artworkID = artworkID
        self.artworkVersion = artworkVersion
        completedRegions = ProgressBitset(regionCount: regionCount)
        startedAt = now
        updatedAt = now
        ahaFired = false
    }

    /// Filled region count.
    package var completedCount: Int { completedRegions.count }

    /// Percentage complete, rounded down (100 only when every region is filled).
    package var completionPercent: Int {
        completedRegions.regionCount == 0 ? 0 : completedCount * 100 / completedRegions.regionCount
    }

    /// Whether the row is complete.
    package var isCompleted: Bool { completedRegions.regionCount > 0 && completedRegions.isComplete }
}

extension ProgressRow {
    static let magic: [UInt8] = Array("OSPR".utf8)

    /// Binary form of the row: the bitset is stored as bits, not JSON.
    var encoded: [UInt8] {
        var w = ByteWriter()
        w.raw(ProgressRow.magic)
        w.string(artworkID)
        w.u32(UInt32(truncatingIfNeeded: artworkVersion))
        w.u32(UInt32(truncatingIfNeeded: completedRegions.regionCount))
        w.raw(completedRegions.bytes)
        w.u32(lastSelectedColourID.map { UInt32(truncatingIfNeeded: $0) } ?? UInt32.max)
        w.u64(UInt64(truncatingIfNeeded: startedAt))
        w.u64(UInt64(truncatingIfNeeded: updatedAt))
        w.u64(completedAt.map { UInt64(truncatingIfNeeded: $0) } ?? UInt64.max)
        w.u8(ahaFired ? 1 : 0)
        return w.bytes
    }

    /// Decodes a stored row; `nil` for corrupted bytes.
    init?(encoded bytes: [UInt8]) {
        var r = ByteReader(bytes)
        guard r.raw(4) == ProgressRow.magic, let id = r.string(), let version = r.u32(), let count = r.u32(),
            count <= 10_000_000, let bits = r.raw((Int(count) + 7) / 8),
            let bitset = ProgressBitset(bytes: bits, regionCount: Int(count)),
            let colour = r.u32(), let started = r.u64(), let updated = r.u64(), let completed = r.u64(),
            let aha = r.u8(), r.remaining == 0
        else { return nil }
        self.init(
            artworkID: id, artworkVersion: Int(version), regionCount: Int(count), now: Int(truncatingIfNeeded: started))
        completedRegions = bitset
        lastSelectedColourID = colour == UInt32.max ? nil : Int(colour)
        updatedAt = Int(truncatingIfNeeded: updated)
        completedAt = completed == UInt64.max ? nil : Int(truncatingIfNeeded: completed)
        ahaFired = aha == 1
    }
}
