import Foundation
import SpecModel

/// A regular expression with its literal prefix, so most non-matching strings are rejected without running the
/// regular expression (which is slow on Linux).
struct CompiledPattern: @unchecked Sendable {
    // NSRegularExpression is immutable and documented as safe to share between threads.
    let source: String
    let regex: NSRegularExpression
    /// Text every match must start with (empty when the pattern is not anchored or starts with a class).
    let prefix: String

    init?(_ source: String) {
        guard let regex = try? NSRegularExpression(pattern: source) else { return nil }
        self.source = source
        self.regex = regex
        self.prefix = Self.literalPrefix(of: source)
    }

    /// The literal text after a leading `^`, up to the first metacharacter; a literal followed by a quantifier
    /// that allows zero repeats is dropped.
    static func literalPrefix(of pattern: String) -> String {
        guard pattern.hasPrefix("^") else { return "" }
        var literal: [Character] = []
        let meta: Set<Character> = ["\\", ".", "[", "]", "(", ")", "{", "}", "*", "+", "?", "|", "^", "$"]
        for character in pattern.dropFirst() {
            if meta.contains(character) {
                if character == "*" || character == "?" || character == "{" || character == "|", !literal.isEmpty {
                    literal.removeLast()
                }
                if character == "|" { return "" }
                break
            }
            literal.append(character)
        }
        // An alternation anywhere at the top level would make the prefix wrong.
        return pattern.contains("|") ? "" : String(literal)
    }

    func matches(_ text: String) -> Bool {
        if !prefix.isEmpty, !text.hasPrefix(prefix) { return false }
        return regex.firstMatch(in: text, options: [], range: NSRange(text.startIndex..<text.endIndex, in: text)) != nil
    }

    /// `template` with `$1`…`$9` replaced by the capture groups of the first match, or nil when `text` does not match.
    func substitute(_ text: String, into template: String) -> String? {
        if !prefix.isEmpty, !text.hasPrefix(prefix) { return nil }
        let range = NSRange(text.startIndex..<text.endIndex, in: text)
        guard let match = regex.firstMatch(in: text, options: [], range: range) else { return nil }
        var result = ""
        var characters = template.makeIterator()
        while let c = characters.next() {
            guard c == "$" else {
                result.append(c)
                continue
            }
            guard let d = characters.next() else {
                result.append(c)
                break
            }
            guard let group = d.wholeNumberValue, group < match.numberOfRanges else {
                result.append(c)
                result.append(d)
                continue
            }
            if let r = Range(match.range(at: group), in: text) { result += text[r] }
        }
        return result
    }
}

/// A compiled list of exact IDs and `^` patterns (a policy's `outOfScope`, a gate's `mustCover`).
struct IDMatcherSet: Sendable {
    let exact: Set<String>
    let patterns: [CompiledPattern]

    /// Compiles `matchers`; an invalid pattern (already reported by the decoder) matches nothing.
    init(_ matchers: [IDMatcher]) {
        exact = Set(matchers.filter { !$0.isPattern }.map(\.text.value))
        patterns = matchers.filter(\.isPattern).compactMap { CompiledPattern($0.text.value) }
    }

    var isEmpty: Bool { exact.isEmpty && patterns.isEmpty }

    /// The entry that matches `id`: the ID itself, or the first pattern.
    func match(_ id: String) -> String? {
        if exact.contains(id) { return id }
        return patterns.first { $0.matches(id) }?.source
    }
}
