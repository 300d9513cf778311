/// Throws `message` unless `condition` holds. The expectation counts as evaluated (the check is not vacuous) and
/// proves only the check's own rule: name what it proves with ``expect(_:_:proves:)-(_,_,String)`` to give evidence
/// to another ID.
public func expect(_ condition: Bool, _ message: @autoclosure () -> String) throws(RuleFailure) {
    ExpectationLedger.record()
    if !condition { throw RuleFailure(message()) }
}

/// Throws unless `condition` holds; `claim` says what holds, in the words a reviewer reads as the proof of `id`
/// (`"the old token is refused after a resend"`). When it held, the check's pass gives `id` evidence.
public func expect(_ condition: Bool, _ claim: String, proves id: String) throws(RuleFailure) {
    try expect(condition, claim, proves: [id])
}

/// ``expect(_:_:proves:)-(_,_,String)`` whose failure also says what was observed instead (`detail`):
/// `expected <claim> (<IDs>): <detail>`, so a failing check names the offending value while a passing one records
/// `claim` as the proof of `ids`.
public func expect(_ condition: Bool, _ claim: String, proves ids: [String], detail: @autoclosure () -> String)
    throws(RuleFailure)
{
    ExpectationLedger.record(claim, proves: ids)
    if !condition { throw RuleFailure("expected \(claim) (\(ids.joined(separator: ", "))): \(detail())") }
}

/// ``expect(_:_:proves:)-(_,_,String)`` for several IDs at once.
public func expect(_ condition: Bool, _ claim: String, proves ids: [String]) throws(RuleFailure) {
    ExpectationLedger.record(claim, proves: ids)
    if !condition { throw RuleFailure("expected \(claim) (\(ids.joined(separator: ", ")))") }
}

/// Throws unless `actual == expected`, naming both and `what` they are; proves only the check's own rule.
public func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ what: @autoclosure () -> String) throws(RuleFailure)
{
    ExpectationLedger.record()
    if actual != expected { throw RuleFailure("\(what()) was \(actual), not \(expected)") }
}

/// Throws unless `actual == expected`; the claim is "`what` is `expected`", proving `ids`.
public func expectEqual<T: Equatable>(_ actual: T, _ expected: T, _ what: String, proves ids: String...)
    throws(RuleFailure)
{
    ExpectationLedger.record("\(what) is \(expected)", proves: ids)
    if actual != expected {
        throw RuleFailure("\(what) was \(actual), not \(expected) (\(ids.joined(separator: ", ")))")
    }
}

/// Throws unless `body` throws exactly `expected` (not merely some error): `claim` says what is refused, and why,
/// proving `ids`. For refusals whose reason the spec names (`.expired`, `.revoked`).
public func expectError<E: Error & Equatable>(
    _ expected: E, _ claim: String, proves ids: String..., in body: () throws(E) -> Void
) throws(RuleFailure) {
    let error = caught(body)
    ExpectationLedger.record(claim, proves: ids)
    guard let error else {
        throw RuleFailure("expected \(claim) (\(ids.joined(separator: ", "))): nothing was refused")
    }
    if error != expected {
        throw RuleFailure("expected \(claim) (\(ids.joined(separator: ", "))): refused with \(error), not \(expected)")
    }
}
