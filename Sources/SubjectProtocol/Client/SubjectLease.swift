/// Exclusive use of one process of a subject while a proxy needs its world: a machine subject holds its lease from
/// its factory to its end (the check's session), other kinds one request long. A process is started at the first
/// request that finds none, and given back to the pool when the lease ends.
final class SubjectLease: @unchecked Sendable {
    let pool: SubjectPool
    private var connection: SubjectConnection?

    init(pool: SubjectPool, connection: SubjectConnection?) {
        self.pool = pool
        self.connection = connection
    }

    /// Sends `request` (starting a process first if the lease has none) and returns the reply; an error reply, a
    /// request refused without being sent and every protocol failure are failures.
    func send(_ request: SubjectRequest) -> Result<SubjectReply, SubjectFailure> {
        if let refusal = pool.refusal(for: request) { return .failure(refusal) }
        if connection == nil {
            switch pool.connect(for: request.type) {
            case .failure(let failure):
                pool.record(failure)
                return .failure(failure)
            case .success(let (started, _)):
                connection = started
            }
        }
        guard let live = connection else {
            return .failure(SubjectFailure(.exited("is gone"), subject: pool.id, request: request.type))
        }
        switch live.exchange(request, timeout: pool.declaration.replySeconds) {
        case .success(.error(let message)):
            let failure = SubjectFailure(
                .errorReply(message), subject: pool.id, request: "\(request.type) #\(live.process.seq)",
                stderr: live.process.stderr.text)
            pool.record(failure)
            return .failure(failure)
        case .success(let reply):
            return .success(reply)
        case .failure(let failure):
            connection = nil
            pool.replace(live)
            pool.record(failure)
            return .failure(failure)
        }
    }

    deinit {
        if let connection { pool.giveBack(connection) }
    }
}
