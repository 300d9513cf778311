/// Where an element of the spec was written: its file, its location and its JSON pointer.
package struct Origin: Hashable, Sendable {
    /// The file path, relative to the spec root when loaded from a bundle.
    package var file: String
    package var location: SourceLocation
    package var pointer: String

    package init(file: String, location: SourceLocation, pointer: String) {
        self.file = file
        self.location = location
        self.pointer = pointer
    }

    /// An origin for elements built in code (tests, generated specs).
    package static func synthetic(_ name: String = "<memory>") -> Origin {
        Origin(file: name, location: .start, pointer: "")
    }
}

/// A value together with where it was written.
package struct Located<Value: Hashable & Sendable>: Hashable, Sendable {
    package var value: Value
    package var origin: Origin

    package init(_ value: Value, origin: Origin) {
        self.value = value
        self.origin = origin
    }
}

/// The seed document and section an element comes from.
package struct SourceRef: Hashable, Sendable {
    package var document: String
    package var section: String

    package init(document: String, section: String) {
        self.document = document
        self.section = section
    }
}
