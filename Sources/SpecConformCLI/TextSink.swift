import Foundation

/// Where a command writes text: standard output, standard error, or a string in tests.
public protocol TextSink: AnyObject {
    func write(_ text: String)
}

/// Collects everything written, for tests and for in-process use.
public final class StringSink: TextSink {
    public private(set) var text = ""

    public init() {}

    public func write(_ text: String) { self.text += text }
}

/// Writes to a file handle (standard output or standard error).
public final class FileHandleSink: TextSink {
    private let handle: FileHandle

    public init(_ handle: FileHandle) { self.handle = handle }

    public static var standardOutput: FileHandleSink { FileHandleSink(.standardOutput) }
    public static var standardError: FileHandleSink { FileHandleSink(.standardError) }

    public func write(_ text: String) { handle.write(Data(text.utf8)) }
}
