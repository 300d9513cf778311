import Conformance

extension SubjectLease {
    /// Sends `request` and returns what `expected` takes from its reply: the one reply shape a kind of request is
    /// answered with. Any other reply, an error reply and every protocol failure throw, so the check errs.
    func ask<Answer>(_ request: SubjectRequest, _ expected: (SubjectReply) -> Answer?) throws -> Answer {
        switch send(request) {
        case .success(let reply):
            guard let answer = expected(reply) else {
                throw SubjectError("internal: a \(request.type) request was answered with \(reply)")
            }
            return answer
        case .failure(let failure): throw failure.subjectError
        }
    }
}

extension SubjectPool {
    /// ``SubjectLease/ask(_:_:)`` on a lease one request long.
    func ask<Answer>(_ request: SubjectRequest, _ expected: (SubjectReply) -> Answer?) throws -> Answer {
        try lease().ask(request, expected)
    }
}
