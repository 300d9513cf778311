/// The bytes of the files that diagnostics point into, so renderers can show source lines.
///
/// Paths are the ones diagnostics carry (`Diagnostic.file`), as given to the loader.
package struct SourceFiles: Sendable {
    /// One file's bytes and where its lines start.
    struct File: Sendable {
        var bytes: [UInt8]
        /// Byte offset of the start of each line; line n starts at `lineStarts[n - 1]`.
        var lineStarts: [Int]

        init(_ bytes: [UInt8]) {
            self.bytes = bytes
            var starts = [0]
            for (i, b) in bytes.enumerated() where b == 0x0A { starts.append(i + 1) }
            lineStarts = starts
        }

        /// The bytes of line `n` (1-based) without its line break, or nil past the end.
        func line(_ n: Int) -> ArraySlice<UInt8>? {
            guard n >= 1, n <= lineStarts.count else { return nil }
            let start = lineStarts[n - 1]
            var end = n < lineStarts.count ? lineStarts[n] - 1 : bytes.count
            if end > start, bytes[end - 1] == 0x0D { end -= 1 }
            return bytes[start..<max(start, end)]
        }
    }

    private var files: [String: File] = [:]

    package init() {}

    /// Creates a store holding `files`, path to bytes.
    package init(_ files: [String: [UInt8]]) {
        for (path, bytes) in files { self.files[path] = File(bytes) }
    }

    /// Adds or replaces the bytes of `path`.
    package mutating func add(_ path: String, bytes: [UInt8]) {
        files[path] = File(bytes)
    }

    /// Adds or replaces `path` with the UTF-8 bytes of `text`.
    package mutating func add(_ path: String, text: String) {
        files[path] = File(Array(text.utf8))
    }

    /// The paths held, sorted.
    package var paths: [String] { files.keys.sorted() }

    /// The bytes of `path`, if held.
    package func bytes(of path: String) -> [UInt8]? { files[path]?.bytes }

    /// The raw bytes of line `line` (1-based) of `path`, without the line break.
    package func lineBytes(_ line: Int, of path: String) -> ArraySlice<UInt8>? {
        files[path]?.line(line)
    }

    /// Line `line` (1-based) of `path` as text, without the line break; invalid UTF-8 is repaired.
    package func line(_ line: Int, of path: String) -> String? {
        lineBytes(line, of: path).map { String(decoding: $0, as: UTF8.self) }
    }
}
