import SpecJSON

extension ConformanceRun {
    /// One warning per ID a passing check claims (`covers`) that no expectation it evaluated named
    /// (`check.unasserted-claim`): the ID got no evidence from that check. Sorted by check, then ID.
    package var unassertedClaims: [Diagnostic] {
        checks.flatMap { check in
            check.unasserted.map { id in
                Diagnostic.warning(
                    "check.unasserted-claim",
                    "\(check.id) claims \(id), but no expectation it evaluated names \(id); it gives \(id) no evidence (name it with expect(_:_:proves:))"
                )
            }
        }
    }
}
