/// A range of IDs as the documents write it: `"FEAT-ID-001 to FEAT-ID-003"`.
///
/// Both ends have the same prefix and a numeric suffix of the same width, and the first is not after the last.
/// The range is kept as written in the data and expanded on demand (`FEAT-ID-001`, `FEAT-ID-002`, `FEAT-ID-003`).
package struct IDRange: Hashable, Sendable {
    /// The separator between the two ends, exactly as written: one space, `to`, one space.
    package static let separator = " to "
    /// The most IDs a range may name; larger ranges are rejected rather than expanded.
    package static let maximumCount = 10_000

    package var first: String
    package var last: String
    /// The common prefix (`FEAT-ID-`).
    package var prefix: String
    /// The number of digits of the suffix (`3`).
    package var width: Int
    package var lower: Int
    package var upper: Int

    /// The number of IDs in the range.
    package var count: Int { upper - lower + 1 }

    /// Every ID of the range, in order.
    package var ids: [String] {
        (lower...upper).map { n in
            let digits = String(n)
            return prefix + String(repeating: "0", count: max(0, width - digits.count)) + digits
        }
    }

    /// Whether `text` is written as a range (contains the separator); it may still be malformed.
    package static func looksLikeRange(_ text: String) -> Bool { text.contains(separator) }

    /// Parses `"A to B"`; the error says what is wrong with a malformed or inverted range.
    package static func parse(_ text: String) -> Result<IDRange, RangeError> {
        let parts = text.components(separatedBy: separator)
        guard parts.count == 2 else { return .failure(.notARange(text)) }
        let (first, last) = (parts[0], parts[1])
        guard let a = split(first) else { return .failure(.missingNumber(first)) }
        guard let b = split(last) else { return .failure(.missingNumber(last)) }
        guard a.prefix == b.prefix else { return .failure(.prefixMismatch(first, last)) }
        guard a.digits.count == b.digits.count else { return .failure(.widthMismatch(first, last)) }
        guard a.digits.count <= 18, let lower = Int(a.digits), let upper = Int(b.digits) else {
            return .failure(.tooLarge(first, last))
        }
        guard lower <= upper else { return .failure(.inverted(first, last)) }
        guard upper - lower < maximumCount else { return .failure(.tooLarge(first, last)) }
        return .success(
            IDRange(
                first: first, last: last, prefix: String(a.prefix), width: a.digits.count, lower: lower, upper: upper))
    }

    /// An ID split into its prefix and its trailing ASCII digits; nil without digits or with whitespace.
    private static func split(_ id: String) -> (prefix: Substring, digits: Substring)? {
        guard !id.isEmpty, !id.contains(where: \.isWhitespace) else { return nil }
        let digits = id.reversed().prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty else { return nil }
        let cut = id.index(id.endIndex, offsetBy: -digits.count)
        return (id[..<cut], id[cut...])
    }
}

/// Why a text is not a valid ID range.
package enum RangeError: Error, Hashable, Sendable {
    /// Not exactly two ends joined by `" to "`.
    case notARange(String)
    /// An end without a numeric suffix (or with whitespace).
    case missingNumber(String)
    case prefixMismatch(String, String)
    case widthMismatch(String, String)
    case inverted(String, String)
    /// More than `IDRange.maximumCount` IDs.
    case tooLarge(String, String)

    /// The diagnostic code: `spec.inverted-range` for an inverted range, `spec.invalid-range` otherwise.
    package var code: String {
        if case .inverted = self { return SpecDiagnosticCode.invertedRange.rawValue }
        return SpecDiagnosticCode.invalidRange.rawValue
    }

    /// A lowercase message without a trailing period.
    package var message: String {
        switch self {
        case .notARange(let t): "\"\(t)\" is not a range; write \"FIRST to LAST\""
        case .missingNumber(let id): "range end \"\(id)\" has no numeric suffix"
        case .prefixMismatch(let a, let b): "range ends \"\(a)\" and \"\(b)\" have different prefixes"
        case .widthMismatch(let a, let b): "range ends \"\(a)\" and \"\(b)\" have numeric suffixes of different widths"
        case .inverted(let a, let b): "range is inverted: \"\(a)\" comes after \"\(b)\""
        case .tooLarge(let a, let b): "range \"\(a) to \(b)\" names more than \(IDRange.maximumCount) IDs"
        }
    }
}
