import Foundation

/// Why a region payload was rejected.
package enum CLRXError: Error, Equatable, Sendable {
    case badMagic
    case unsupportedVersion(Int)
    case truncated
    case invalidCanvas
    case duplicateColour(Int)
    case unknownColour(region: Int, colour: Int)
    case regionOutOfBounds(Int)
    case invalidRegion(Int)
    case countMismatch
}

/// CLRX v1 region payload codec (the decompressed `regions.bin.br`).
///
/// Assumption: the canonical byte layout lives in /spec/06-data-model/ §6.2, which we do not have. This layout is
/// ours, little-endian throughout:
/// header `"CLRX"` · u8 version · u8 flags · u16 reserved · u32 width · u32 height · u16 paletteCount · u32 regionCount;
/// palette entries `u16 id · u16 number · u8 r g b · string name`; fixed region index of `u32 offset · u32 length`
/// (offsets relative to the region data start); region data `u16 colourId · u16 ringCount · per ring u32 pointCount ·
/// f32 x y …`.
package enum CLRXCodec {
    /// Supported format versions ("parser supports only declared bundle format range").
    package static let supportedVersions: ClosedRange<Int> = 1...1
    static let magic: [UInt8] = Array("CLRX".utf8)
    /// Upper bound on counts so hostile headers cannot allocate unbounded memory.
    static let maxCount = 1_000_000

    /// Encodes a geometry as CLRX v1.
    package static func encode(_ geometry: ArtworkGeometry) -> [UInt8] {
        var data = ByteWriter()
        var index: [(UInt32, UInt32)] = []
        for region in geometry.regions {
            let start = data.bytes.count
            data.u16(UInt16(truncatingIfNeeded: region.colourID))
            data.u16(UInt16(truncatingIfNeeded: region.rings.count))
            for ring in region.rings {
                data.u32(UInt32(ring.count))
                for p in ring {
                    data.f32(Float(p.x))
                    data.f32(Float(p.y))
                }
            }
            index.append((UInt32(start), UInt32(data.bytes.count - start)))
        }
        var w = ByteWriter()
        w.raw(magic)
        w.u8(1)
        w.u8(0)
        w.u16(0)
        w.u32(UInt32(max(0, geometry.width)))
        w.u32(UInt32(max(0, geometry.height)))
        w.u16(UInt16(truncatingIfNeeded: geometry.palette.count))
        w.u32(UInt32(geometry.regions.count))
        for c in geometry.palette {
            w.u16(UInt16(truncatingIfNeeded: c.id))
            w.u16(UInt16(truncatingIfNeeded: c.number))
            w.u8(c.red)
            w.u8(c.green)
            w.u8(c.blue)
            w.string(c.name)
        }
        for (offset, length) in index {
            w.u32(offset)
            w.u32(length)
        }
        w.raw(data.bytes)
        return w.bytes
    }

    /// Decodes and validates a CLRX payload; any defect rejects the whole payload (it must never half-render).
    package static func decode(_ bytes: [UInt8]) throws(CLRXError) -> ArtworkGeometry {
        var r = ByteReader(bytes)
        guard r.raw(4) == magic else { throw .badMagic }
        guard let version = r.u8(), r.u8() != nil, r.u16() != nil else { throw .truncated }
        guard supportedVersions.contains(Int(version)) else { throw .unsupportedVersion(Int(version)) }
        guard let width = r.u32(), let height = r.u32(), let paletteCount = r.u16(), let regionCount = r.u32() else {
            throw .truncated
        }
        guard width > 0, height > 0, Int(regionCount) <= maxCount else { throw .invalidCanvas }
        var palette: [PaletteColour] = []
        for _ in 0..<Int(paletteCount) {
            guard let id = r.u16(), let number = r.u16(), let red = r.u8(), let green = r.u8(), let blue = r.u8(),
                let name = r.string()
            else { throw .truncated }
            guard !palette.contains(where: { $0.id == Int(id) }) else { throw .duplicateColour(Int(id)) }
            palette.append(
                PaletteColour(id: Int(id), number: Int(number), name: name, red: red, green: green, blue: blue))
        }
        var index: [(Int, Int)] = []
        for _ in 0..<Int(regionCount) {
            guard let offset = r.u32(), let length = r.u32() else { throw .truncated }
            index.append((Int(offset), Int(length)))
        }
        let dataStart = r.offset
        let canvas = Rect(minX: 0, minY: 0, maxX: Double(width), maxY: Double(height))
        var regions: [RegionShape] = []
        regions.reserveCapacity(index.count)
        for (i, (offset, length)) in index.enumerated() {
            guard dataStart + offset + length <= bytes.count else { throw .truncated }
            var rr = ByteReader(Array(bytes[(dataStart + offset)..<(dataStart + offset + length)]))
            guard let colour = rr.u16(), let ringCount = rr.u16(), ringCount >= 1 else { throw .invalidRegion(i) }
            guard palette.contains(where: { $0.id == Int(colour) }) else {
                throw .unknownColour(region: i, colour: Int(colour))
            }
            var rings: [[Point]] = []
            for _ in 0..<Int(ringCount) {
                guard let n = rr.u32(), n >= 3, Int(n) * 8 <= rr.remaining else { throw .invalidRegion(i) }
                var ring: [Point] = []
                for _ in 0..<Int(n) {
                    guard let x = rr.f32(), let y = rr.f32(), x.isFinite, y.isFinite else { throw .invalidRegion(i) }
                    let p = Point(Double(x), Double(y))
                    guard canvas.contains(p) else { throw .regionOutOfBounds(i) }
                    ring.append(p)
                }
                rings.append(ring)
            }
            guard rr.remaining == 0, let shape = RegionShape(index: i, colourID: Int(colour), rings: rings) else {
                throw .invalidRegion(i)
            }
            regions.append(shape)
        }
        return ArtworkGeometry(width: Double(width), height: Double(height), palette: palette, regions: regions)
    }
}
