/// Where an element of the spec was written: its file, its location and its JSON pointer.
public struct Origin: Hashable, Sendable {
    /// The file path, relative to the spec root when loaded from a bundle.
    public var file: String
    public var location: SourceLocation
    public var pointer: String

    public init(file: String, location: SourceLocation, pointer: String) {
        self.file = file
        self.location = location
        self.pointer = pointer
    }

    /// An origin for elements built in code (tests, generated specs).
    public static func synthetic(_ name: String = "<memory>") -> Origin {
        Origin(file: name, location: .start, pointer: "")
    }
}

/// A value together with where it was written.
public struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    public var value: Value
    public var origin: Origin

    public init(_ value: Value, origin: Origin) {
        self.value = value
        self.origin = origin
    }
}

/// The seed document and section an element comes from.
public struct SourceRef: Hashable, Sendable {
    public var document: String
    public var section: String

    public init(document: String, section: String) {
        self.document = document
        self.section = section
    }
}
