import SpecJSON

/// A spec file's pointer to content kept in another format, read in place on every run.
///
/// Written in a spec file as `"from": {"format": "xstate", "file": "../../app/checkout.machine.json"}`,
/// optionally with `"select"` (a Markdown heading, a machine, message or decision ID, depending on the
/// format). `file` is relative to the spec file that holds the reference.
package struct ForeignReference: Hashable, Sendable {
    package var format: String
    package var file: String
    package var select: String?

    package init(format: String, file: String, select: String? = nil) {
        self.format = format
        self.file = file
        self.select = select
    }
}
