import Foundation
import SpecModel

/// The processes of one declared subject. A proxy leases a process exclusively while it needs a world (see
/// ``SubjectLease``); a returned process is reused, so a sequential run keeps one process per subject. A process
/// that fails a request is stopped and a new one started (with a new `hello`) for the next request, at most
/// `restarts` times. The subject is given up (its remaining requests fail at once, unsent) at its first timeout, at
/// the failure after its last allowed restart, or when its run budget is spent.
final class SubjectPool: @unchecked Sendable {
    let declaration: SubjectDeclaration
    let launch: SubjectLaunch
    /// The `hello` request every process is started with.
    let hello: SubjectRequest
    /// When the run's budget is spent (`runSeconds` after the pool was made); nil: no budget.
    let deadline: ContinuousClock.Instant?

    private let lock = NSLock()
    private var idle: [SubjectConnection] = []
    /// Every process started and not yet stopped, by identity.
    private var running: [ObjectIdentifier: SubjectConnection] = [:]
    private var givenUpBecause: String?
    private var otherVersion: Int?
    /// Failed requests of the process's doing (``SubjectFailure/counts``), by what went wrong (`exited`); the last
    /// failed request (an error reply included).
    private var failures: [String: Int] = [:]
    private var lastFailure: SubjectFailure?
    private var errorReplies = 0
    private var failuresToReplace = 0
    private(set) var started = 0
    private(set) var restarts = 0
    /// The first `hello` reply any process gave (kept even when it names another protocol version).
    private(set) var firstHello: HelloReply?

    /// A pool for `declaration`; with `budgeted`, its requests stop being sent `runSeconds` from now.
    init(declaration: SubjectDeclaration, launch: SubjectLaunch, hello: SubjectRequest, budgeted: Bool = false) {
        self.declaration = declaration
        self.launch = launch
        self.hello = hello
        deadline =
            budgeted ? ContinuousClock.now.advanced(by: .milliseconds(Int64(declaration.runSeconds * 1000))) : nil
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

    /// The failure a request meets without being sent: the subject speaks another protocol, was given up, or its
    /// run budget is spent (which gives it up).
    func refusal(for request: SubjectRequest) -> SubjectFailure? {
        lock.lock()
        defer { lock.unlock() }
        if let otherVersion { return SubjectFailure(.version(otherVersion), subject: id, request: request.type) }
        if givenUpBecause == nil, let deadline, ContinuousClock.now >= deadline {
            givenUpBecause = "its run budget of \(SubjectFailure.seconds(declaration.runSeconds)) s is spent"
        }
        if let givenUpBecause {
            return SubjectFailure(.givenUp(givenUpBecause), subject: id, request: request.type)
        }
        return nil
    }

    /// Records a failed request: a timeout gives the subject up at once (a hung subject is waited for once); any
    /// other failure of the process's doing gives it up when it is one more than `restarts` allows. An error reply
    /// is counted apart: the process works.
    func record(_ failure: SubjectFailure) {
        lock.lock()
        defer { lock.unlock() }
        if case .errorReply = failure.kind {
            errorReplies += 1
            lastFailure = failure
        }
        guard failure.counts else { return }
        failures[failure.kind.word, default: 0] += 1
        lastFailure = failure
        guard givenUpBecause == nil else { return }
        let failed = failures.values.reduce(0, +)
        if case .timeout = failure.kind {
            givenUpBecause = "a request timed out: \(failure.summary)"
        } else if failed > declaration.restarts {
            let allowed = declaration.restarts == 1 ? "1 restart allows" : "\(declaration.restarts) restarts allow"
            givenUpBecause =
                "\(failed) failed \(failed == 1 ? "request" : "requests"), more than its \(allowed); the last: \(failure.summary)"
        }
    }

    /// What went wrong with the subject's processes in the run, for the console.
    var faults: SubjectFaults {
        lock.lock()
        defer { lock.unlock() }
        return SubjectFaults(
            failures: failures, errorReplies: errorReplies, last: lastFailure, givenUpBecause: givenUpBecause)
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
