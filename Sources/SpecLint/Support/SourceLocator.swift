import SpecModel

/// Finds exact source locations the decoded model does not keep (the `initial` of a machine, a transition's
/// `target`, a position inside a guard string) by reading the file's bytes again.
///
/// Files are parsed on first use and kept for the rest of the run. Without the file's bytes every lookup gives
/// nil and callers fall back to the location of the enclosing element.
final class SourceLocator {
    private let sources: [String: [UInt8]]
    private var roots: [String: JSONNode?] = [:]

    init(sources: [String: [UInt8]]) {
        self.sources = sources
    }

    /// The location of the value at `pointer` in `file`.
    func location(file: String, pointer: String) -> SourceLocation? {
        guard var node = root(of: file), let tokens = JSONPointer.tokens(pointer) else { return nil }
        for token in tokens {
            if let members = node.members {
                guard let member = members.first(where: { $0.key == token }) else { return nil }
                node = member.value
            } else if let items = node.items {
                guard let index = Int(token), items.indices.contains(index) else { return nil }
                node = items[index]
            } else {
                return nil
            }
        }
        return node.location
    }

    /// The location of the UTF-8 byte `offset` of the decoded string that starts (at its opening quote) at
    /// `start` in `file`, accounting for escapes written in the file; nil without the bytes.
    func location(inStringAt start: SourceLocation, file: String, decodedOffset offset: Int) -> SourceLocation? {
        guard let bytes = sources[file], bytes.indices.contains(start.offset), bytes[start.offset] == UInt8(ascii: "\"")
        else {
            return nil
        }
        var raw = start.offset + 1
        var decoded = 0
        while decoded < offset, raw < bytes.count, bytes[raw] != UInt8(ascii: "\"") {
            let step = Self.escapeStep(bytes, at: raw)
            raw += step.raw
            decoded += step.decoded
        }
        let delta = raw - start.offset
        return SourceLocation(line: start.line, column: start.column + delta, offset: start.offset + delta)
    }

    private func root(of file: String) -> JSONNode? {
        if let cached = roots[file] { return cached }
        var node: JSONNode? = nil
        if let bytes = sources[file] { node = JSONParser().parse(bytes, file: file).root }
        roots[file] = node
        return node
    }

    /// How many raw bytes the character at `index` takes in the file and how many UTF-8 bytes it decodes to.
    private static func escapeStep(_ bytes: [UInt8], at index: Int) -> (raw: Int, decoded: Int) {
        guard bytes[index] == UInt8(ascii: "\\"), index + 1 < bytes.count else { return (1, 1) }
        guard bytes[index + 1] == UInt8(ascii: "u"), let unit = hex4(bytes, index + 2) else { return (2, 1) }
        if (0xD800..<0xDC00).contains(unit), index + 11 < bytes.count, bytes[index + 6] == UInt8(ascii: "\\"),
            bytes[index + 7] == UInt8(ascii: "u"), let low = hex4(bytes, index + 8), (0xDC00..<0xE000).contains(low)
        {
            return (12, 4)
        }
        return (6, unit < 0x80 ? 1 : unit < 0x800 ? 2 : 3)
    }

    private static func hex4(_ bytes: [UInt8], _ start: Int) -> Int? {
        guard start + 4 <= bytes.count else { return nil }
        var value = 0
        for b in bytes[start..<start + 4] {
            guard let digit = Int(String(UnicodeScalar(b)), radix: 16) else { return nil }
            value = value * 16 + digit
        }
        return value
    }
}
