/// Seeded corruptions of a valid document: each one to three random bit flips, insertions (of bytes that matter to
/// JSON and UTF-8, or random ones) and deletions. The same seed gives the same corruptions, so failures reproduce.
package enum Corruptions {
    package static let interesting: [UInt8] =
        Array("{}[]\",:\\/'0-.eE+tfnu \n\t".utf8) + [0x00, 0x1F, 0x80, 0xC0, 0xED, 0xF4, 0xFF]

    package static func generate(from original: [UInt8], count: Int, seed: UInt64 = 0x5EED_1234) -> [[UInt8]] {
        var random = SplitMix64(seed: seed)
        return (0..<count).map { _ in
            var bytes = original
            for _ in 0..<(1 + random.below(3)) {
                let position = random.below(bytes.count)
                let byte =
                    random.below(2) == 0
                    ? interesting[random.below(interesting.count)] : UInt8(truncatingIfNeeded: random.next())
                switch random.below(3) {
                case 0: bytes[position] ^= UInt8(1 << random.below(8))
                case 1: bytes.insert(byte, at: position)
                default: bytes.remove(at: position)
                }
            }
            return bytes
        }
    }
}
