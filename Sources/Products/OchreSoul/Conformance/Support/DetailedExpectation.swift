import Conformance

/// ``expect(_:_:proves:)-(_,_,[String])`` whose failure message also says what was observed instead (`detail`), so a
/// failing check names the offending presentation, signal or SDK while a passing one records `claim` as the proof of
/// `ids`.
func expect(_ condition: Bool, _ claim: String, proves ids: [String], detail: @autoclosure () -> String)
    throws(RuleFailure)
{
    do {
        try expect(condition, claim, proves: ids)
    } catch {
        throw RuleFailure("\(error): \(detail())")
    }
}
