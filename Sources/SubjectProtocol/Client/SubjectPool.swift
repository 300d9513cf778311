import Foundation
import SpecModel

/// The processes of one declared subject. A proxy leases a process exclusively while it needs a world (see
/// ``SubjectLease``); a returned process is reused, so a sequential run keeps one process per subject. A process
/// that fails a request is stopped and a new one started (with a new `hello`) for the next request. After three
/// failing requests in a row with no good reply between them the subject is broken: its requests fail at once.
final class SubjectPool: @unchecked Sendable {
    let declaration: SubjectDeclaration
    let launch: SubjectLaunch
    /// The `hello` request every process is started with.
    let hello: SubjectRequest

    /// Failing requests in a row that make a subject broken.
    static let brokenAfter = 3

    private let lock = NSLock()
    private var idle: [SubjectConnection] = []
    /// Every process started and not yet stopped, by identity.
    private var running: [ObjectIdentifier: SubjectConnection] = [:]
    private var consecutiveFailures = 0
    private var brokenBy: SubjectFailure?
    private var otherVersion: Int?
    private var failuresToReplace = 0
    private(set) var started = 0
    private(set) var restarts = 0
    /// The first `hello` reply any process gave (kept even when it names another protocol version).
    private(set) var firstHello: HelloReply?

    init(declaration: SubjectDeclaration, launch: SubjectLaunch, hello: SubjectRequest) {
        self.declaration = declaration
        self.launch = launch
        self.hello = hello
    }

    var id: String { declaration.id }

    /// A lease on an idle process, or on none yet (one is started at the lease's first request).
    func lease() -> SubjectLease {
        lock.lock()
        let connection = idle.popLast()
        lock.unlock()
        return SubjectLease(pool: self, connection: connection)
    }

    /// Sends one request on a lease of its own.
    func send(_ request: SubjectRequest) -> Result<SubjectReply, SubjectFailure> {
        lease().send(request)
    }

    /// Starts a process and exchanges `hello`: the connection and the subject's reply, or why it failed. A reply
    /// naming another protocol version stops the process and fails every later request of the subject.
    func connect(for request: String) -> Result<(SubjectConnection, HelloReply), SubjectFailure> {
        let process: SubjectProcess
        switch SubjectProcess.start(launch) {
        case .failure(let failure):
            return .failure(SubjectFailure(.cannotStart(failure.message), subject: id, request: request))
        case .success(let p): process = p
        }
        let connection = SubjectConnection(process: process, subject: id)
        lock.lock()
        started += 1
        if failuresToReplace > 0 {
            failuresToReplace -= 1
            restarts += 1
        }
        running[ObjectIdentifier(connection)] = connection
        lock.unlock()
        switch connection.exchange(hello, timeout: declaration.startSeconds) {
        case .failure(let failure):
            stop(connection)
            return .failure(failure)
        case .success(.error(let message)):
            stop(connection)
            return .failure(
                SubjectFailure(
                    .cannotStart("it answered hello with an error: \(message)"), subject: id, request: request))
        case .success(.hello(let reply)):
            lock.lock()
            if firstHello == nil { firstHello = reply }
            lock.unlock()
            guard reply.protocolVersion == SubjectProtocolVersion.current else {
                stop(connection)
                lock.lock()
                otherVersion = reply.protocolVersion
                lock.unlock()
                return .failure(SubjectFailure(.version(reply.protocolVersion), subject: id, request: request))
            }
            return .success((connection, reply))
        case .success:
            stop(connection)
            return .failure(SubjectFailure(.malformed("not a hello reply"), subject: id, request: request))
        }
    }

    /// The failure a request meets without being sent: the subject speaks another protocol, or is broken.
    func refusal(for request: SubjectRequest) -> SubjectFailure? {
        lock.lock()
        defer { lock.unlock() }
        if let otherVersion { return SubjectFailure(.version(otherVersion), subject: id, request: request.type) }
        if let brokenBy { return SubjectFailure(.broken(brokenBy.summary), subject: id, request: request.type) }
        return nil
    }

    /// Records the outcome of one request: a good reply (an error reply included) ends a run of failures; the third
    /// failure in a row breaks the subject.
    func record(_ failure: SubjectFailure?) {
        lock.lock()
        defer { lock.unlock() }
        guard let failure else {
            consecutiveFailures = 0
            return
        }
        guard failure.counts else { return }
        consecutiveFailures += 1
        if consecutiveFailures >= Self.brokenAfter, brokenBy == nil { brokenBy = failure }
    }

    /// Whether the subject is broken, and by which failure.
    var broken: SubjectFailure? {
        lock.lock()
        defer { lock.unlock() }
        return brokenBy
    }

    /// Takes back a process a lease no longer needs.
    func giveBack(_ connection: SubjectConnection) {
        lock.lock()
        defer { lock.unlock() }
        guard running[ObjectIdentifier(connection)] != nil else { return }
        idle.append(connection)
    }

    /// Stops a process that misbehaved; the next request starts another.
    func replace(_ connection: SubjectConnection) {
        lock.lock()
        failuresToReplace += 1
        lock.unlock()
        stop(connection)
    }

    private func stop(_ connection: SubjectConnection) {
        lock.lock()
        running[ObjectIdentifier(connection)] = nil
        lock.unlock()
        connection.process.stop()
    }

    /// Ends the run: every process gets end of input, a second to exit, then `SIGTERM` and `SIGKILL`.
    func close() {
        lock.lock()
        let all = Array(running.values)
        running = [:]
        idle = []
        lock.unlock()
        for connection in all { connection.process.finish() }
    }
}
