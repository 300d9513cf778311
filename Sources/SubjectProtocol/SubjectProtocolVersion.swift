/// The subject protocol (docs/SUBJECT-PROTOCOL.md): how the engine drives an implementation in another process,
/// in JSON lines over its standard input and output. The client (`Client/`) starts and drives subject processes
/// declared in `Traceability/<product>/subjects.json`; the server (`Server/`) serves Swift subjects registered
/// in-process over the same protocol.
package enum SubjectProtocolVersion {
    /// The protocol version this engine speaks; a `hello` reply naming another fails the subject's checks.
    package static let current = 1
}
