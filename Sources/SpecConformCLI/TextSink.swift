import Foundation

/// Where a command writes text: standard output, standard error, or a string in tests.
package protocol TextSink: AnyObject {
    func write(_ text: String)
}

/// Collects everything written, for tests and for in-process use.
package final class StringSink: TextSink {
    package private(set) var text = ""

    package init() {}

    package func write(_ text: String) { self.text += text }
}

/// Writes to a file handle (standard output or standard error).
package final class FileHandleSink: TextSink {
    private let handle: FileHandle

    package init(_ handle: FileHandle) { self.handle = handle }

    package static var standardOutput: FileHandleSink { FileHandleSink(.standardOutput) }
    package static var standardError: FileHandleSink { FileHandleSink(.standardError) }

    package func write(_ text: String) { handle.write(Data(text.utf8)) }
}
