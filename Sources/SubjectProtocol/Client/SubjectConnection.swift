import SpecModel

/// One live subject process that has answered `hello`: writes a request, reads its reply with a deadline and
/// decodes it, turning every way the exchange can go wrong into a ``SubjectFailure``.
final class SubjectConnection {
    let process: SubjectProcess
    let subject: String

    init(process: SubjectProcess, subject: String) {
        self.process = process
        self.subject = subject
    }

    /// Sends `request` and waits at most `timeout` seconds for its reply. An error reply is a reply here; every other
    /// failure leaves the process unusable (the caller stops it).
    func exchange(_ request: SubjectRequest, timeout: Double) -> Result<SubjectReply, SubjectFailure> {
        process.seq += 1
        let seq = process.seq
        let label = "\(request.type) #\(seq)"
        let bytes = request.line(seq: seq)
        let sent = Self.shown(bytes.dropLast())
        func failure(_ kind: SubjectFailure.Kind, line: String? = nil) -> Result<SubjectReply, SubjectFailure> {
            process.stderr.settle(timeout: .milliseconds(200))
            return .failure(
                SubjectFailure(
                    kind, subject: subject, request: label, requestLine: sent, line: line, stderr: process.stderr.text))
        }
        let deadline = ContinuousClock.now.advanced(by: .milliseconds(Int64(timeout * 1000)))
        switch process.write(bytes, deadline: deadline) {
        case .written: break
        case .timeout: return failure(.timeout(timeout))
        case .closed: return exited(label: label, sent: sent, pending: [])
        }
        switch process.readLine(deadline: deadline) {
        case .line(let line):
            do {
                return .success(try ReplyLine.decode(line, answering: request, seq: seq))
            } catch {
                return failure(.malformed(error.reason), line: ReplyLine.excerpt(line))
            }
        case .end(let pending):
            return exited(label: label, sent: sent, pending: pending)
        case .timeout:
            return failure(.timeout(timeout))
        case .tooLong(let prefix, let length):
            return failure(
                .malformed("a line longer than \(LineReader.maxLine) bytes (16 MiB)"),
                line: ReplyLine.excerpt(prefix) + "… (more than \(length) bytes)")
        }
    }

    /// The process closed its standard output: how it ended, once it has (a second at most), with all it wrote to
    /// standard error.
    private func exited(label: String, sent: String, pending: [UInt8]) -> Result<SubjectReply, SubjectFailure> {
        let ended = process.waitForExit(timeout: .seconds(1))
        if ended { process.stderr.waitForEnd(timeout: .milliseconds(500)) }
        let how = process.exitDescription ?? "closed its standard output"
        return .failure(
            SubjectFailure(
                .exited(how), subject: subject, request: label, requestLine: sent,
                line: pending.isEmpty ? nil : ReplyLine.excerpt(pending), stderr: process.stderr.text))
    }

    /// A request line as a failure shows it: its text, cut after 300 bytes.
    static func shown(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes.prefix(300), as: UTF8.self)
        return bytes.count > 300 ? "\(text)… (\(bytes.count) bytes)" : text
    }
}
