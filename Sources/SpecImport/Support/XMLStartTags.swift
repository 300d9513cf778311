import SpecJSON

/// Finds a start tag and its attributes in the document's bytes, from where XMLParser reports the tag (its end), so
/// that a diagnostic points at the element's `<` and at an attribute's name rather than at the end of the tag.
struct XMLStartTags {
    private let bytes: [UInt8]
    private var lineStarts: [Int] = [0]

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        for (i, b) in bytes.enumerated() where b == UInt8(ascii: "\n") { lineStarts.append(i + 1) }
    }

    func location(ofOffset offset: Int) -> SourceLocation {
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let mid = (low + high + 1) / 2
            if lineStarts[mid] <= offset { low = mid } else { high = mid - 1 }
        }
        return SourceLocation(line: low + 1, column: offset - lineStarts[low] + 1, offset: offset)
    }

    /// Where a start tag and its attributes are.
    struct Located {
        var tag: SourceLocation
        /// Each attribute's name.
        var attributes: [String: SourceLocation] = [:]
        /// Each attribute value's opening quote (an expression's error is placed inside it).
        var values: [String: SourceLocation] = [:]
    }

    /// The tag `<qualifiedName` that ends at or before `end`, and its attributes; `end` itself when not found.
    func locate(_ qualifiedName: String, endingAt end: SourceLocation, attributes: [String]) -> Located {
        guard end.line >= 1, end.line <= lineStarts.count else { return Located(tag: end) }
        let endOffset = min(lineStarts[end.line - 1] + end.column - 1, bytes.count)
        let needle = Array(("<" + qualifiedName).utf8)
        var start = endOffset - needle.count
        while start >= 0 {
            if bytes[start] == needle[0], Array(bytes[start..<start + needle.count]) == needle {
                let after = start + needle.count
                if after >= bytes.count || !Self.isNameByte(bytes[after]) { break }
            }
            start -= 1
        }
        guard start >= 0 else { return Located(tag: end) }
        var tagEnd = start
        var quote: UInt8?
        while tagEnd < bytes.count {
            let b = bytes[tagEnd]
            if let q = quote {
                if b == q { quote = nil }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if b == UInt8(ascii: ">") {
                break
            }
            tagEnd += 1
        }
        var found = Located(tag: location(ofOffset: start))
        for name in attributes {
            guard let at = attribute(name, in: start..<tagEnd) else { continue }
            found.attributes[name] = location(ofOffset: at.name)
            found.values[name] = location(ofOffset: at.value)
        }
        return found
    }

    private func attribute(_ name: String, in range: Range<Int>) -> (name: Int, value: Int)? {
        let needle = Array(name.utf8)
        var i = range.lowerBound + 1
        var quote: UInt8?
        while i + needle.count <= range.upperBound {
            let b = bytes[i]
            if let q = quote {
                if b == q { quote = nil }
            } else if b == UInt8(ascii: "\"") || b == UInt8(ascii: "'") {
                quote = b
            } else if !Self.isNameByte(bytes[i - 1]), Array(bytes[i..<i + needle.count]) == needle {
                var j = i + needle.count
                while j < range.upperBound, bytes[j] == UInt8(ascii: " ") || bytes[j] == UInt8(ascii: "\n") { j += 1 }
                if j < range.upperBound, bytes[j] == UInt8(ascii: "=") {
                    var v = j + 1
                    while v < range.upperBound, bytes[v] == UInt8(ascii: " ") || bytes[v] == UInt8(ascii: "\n") {
                        v += 1
                    }
                    return (i, v)
                }
            }
            i += 1
        }
        return nil
    }

    private static func isNameByte(_ b: UInt8) -> Bool {
        (b >= UInt8(ascii: "a") && b <= UInt8(ascii: "z")) || (b >= UInt8(ascii: "A") && b <= UInt8(ascii: "Z"))
            || (b >= UInt8(ascii: "0") && b <= UInt8(ascii: "9")) || b == UInt8(ascii: "_") || b == UInt8(ascii: "-")
            || b == UInt8(ascii: ":") || b == UInt8(ascii: ".")
    }
}
