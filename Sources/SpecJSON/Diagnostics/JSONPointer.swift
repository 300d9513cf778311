import Foundation

/// RFC 6901 JSON pointers, built token by token.
package enum JSONPointer {
    /// Escapes one reference token (`~` as `~0`, `/` as `~1`).
    package static func escape(_ token: String) -> String {
        guard token.contains("~") || token.contains("/") else { return token }
        return token.replacingOccurrences(of: "~", with: "~0").replacingOccurrences(of: "/", with: "~1")
    }

    /// `pointer` with one more token appended.
    package static func appending(_ pointer: String, _ token: String) -> String {
        pointer + "/" + escape(token)
    }

    /// `pointer` with an array index appended.
    package static func appending(_ pointer: String, _ index: Int) -> String {
        pointer + "/" + String(index)
    }

    /// The unescaped tokens of a pointer; nil when it is not a valid pointer.
    package static func tokens(_ pointer: String) -> [String]? {
        if pointer.isEmpty { return [] }
        guard pointer.hasPrefix("/") else { return nil }
        return pointer.dropFirst().split(separator: "/", omittingEmptySubsequences: false).map {
            $0.replacingOccurrences(of: "~1", with: "/").replacingOccurrences(of: "~0", with: "~")
        }
    }
}
