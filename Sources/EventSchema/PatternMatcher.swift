import Foundation

/// A `pattern` compiled once: an unanchored search, as ECMA-262 `RegExp.prototype.test` does.
///
/// Patterns run on `NSRegularExpression`, rewritten by ``ECMAPattern`` so that classes, `.`, `$` and `\b` follow
/// ECMA-262 and ICU-only syntax is refused. Simple patterns (see ``SimplePattern``) run on a byte matcher instead, which gives the same
/// answers without bridging the string to `NSString`.
final class PatternMatcher: @unchecked Sendable {
    // NSRegularExpression is immutable after creation and documented as safe to use from several threads.
    let source: String
    private let regex: NSRegularExpression
    let simple: SimplePattern?

    init(_ source: String) throws {
        self.source = source
        self.regex = try NSRegularExpression(pattern: ECMAPattern.icu(source), options: [])
        self.simple = SimplePattern(source)
    }

    /// Whether the pattern matches somewhere in `string`.
    func matches(_ string: String) -> Bool {
        if let simple { return simple.matches(string) }
        let range = NSRange(location: 0, length: string.utf16.count)
        return regex.firstMatch(in: string, options: [], range: range) != nil
    }

    /// Whether the pattern matches somewhere in the valid UTF-8 text `utf8`.
    func matches(utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        if let simple { return simple.matches(utf8: utf8) }
        return matches(String(decoding: utf8, as: UTF8.self))
    }
}
