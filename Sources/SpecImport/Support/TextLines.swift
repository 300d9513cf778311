import SpecJSON

/// The lines of a text file with the location of each line's first byte.
package enum TextLines {
    package static func split(_ bytes: [UInt8]) -> [(text: String, at: SourceLocation)] {
        var lines: [(String, SourceLocation)] = []
        var start = 0
        var number = 1
        for i in 0...bytes.count where i == bytes.count || bytes[i] == UInt8(ascii: "\n") {
            var end = i
            if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
            if i < bytes.count || start < bytes.count {
                lines.append(
                    (
                        String(decoding: bytes[start..<end], as: UTF8.self),
                        SourceLocation(line: number, column: 1, offset: start)
                    ))
            }
            start = i + 1
            number += 1
        }
        return lines.map { (text: $0.0, at: $0.1) }
    }
}
