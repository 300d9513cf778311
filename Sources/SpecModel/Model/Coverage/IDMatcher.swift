/// One entry of an ID list in a policy or gate: an exact ID, or a regular expression when it starts with `^`.
///
/// A pattern is searched as written (like the product's `idPatterns`), so end it with `$` for a full match.
package struct IDMatcher: Hashable, Sendable {
    /// The entry as written.
    package var text: Located<String>

    package init(_ text: Located<String>) {
        self.text = text
    }

    /// An entry built in code.
    package init(_ text: String) {
        self.text = Located(text, origin: .synthetic())
    }

    /// Whether the entry is a regular expression (it starts with `^`).
    package var isPattern: Bool { text.value.hasPrefix("^") }
}

/// How the evidence of child IDs counts for a parent ID.
package struct RollupRule: Hashable, Sendable {
    /// How children are found.
    package enum Selector: Hashable, Sendable {
        /// Children of ID kind (or element kind) `from` whose structural parent (a journey step's journey, a module
        /// rule's module, a matrix row's matrix) has ID kind or element kind `to`.
        case structural(from: String, to: String)
        /// Every defined ID matching `childPattern`; its parent is `parent` with `$1`… replaced by the capture groups.
        case pattern(childPattern: String, parent: String)
    }

    /// How child evidence combines.
    package enum Mode: String, CaseIterable, Codable, Sendable {
        /// The parent gets an evidence kind when every child has it (acceptance criteria to their requirement).
        case all
        /// The parent gets every evidence kind of any child.
        case any
        /// The parent's status is its in-scope children's: `failing` if any child is failing, `covered` if every
        /// child is covered, `waived` if every child is covered or waived, `uncovered` if none has evidence,
        /// `partial` otherwise (an FR from its SHALL statements and acceptance criteria). A parent without in-scope
        /// children keeps its own evaluation.
        case status
    }

    package var selector: Selector
    package var mode: Mode
    package var origin: Origin

    package init(_ selector: Selector, mode: Mode = .all, origin: Origin = .synthetic()) {
        self.selector = selector
        self.mode = mode
        self.origin = origin
    }
}
