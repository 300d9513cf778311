import SpecModel

/// The gate's verdict as JSON (`gate --format json`): write it with `JSONWriter`.
extension GateResult {
    package var jsonValue: JSONValue {
        func waiver(_ w: Waiver) -> JSONValue {
            [
                "id": .string(w.id), "reason": .string(w.reason), "owner": .string(w.owner),
                "expires": .string(w.expires),
            ]
        }
        return [
            "kind": "gate-result",
            "version": 1,
            "product": .string(product),
            "pass": .bool(pass),
            "failures": .array(
                failures.map {
                    ["kind": .string($0.kind.rawValue), "subject": .string($0.subject), "message": .string($0.message)]
                }),
            "regressions": .array(
                regressions.map {
                    ["id": .string($0.id), "from": .string($0.from.rawValue), "to": .string($0.to.rawValue)]
                }),
            "expiredWaivers": .array(expiredWaivers.map(waiver)),
            "unusedWaivers": .array(unusedWaivers.map(waiver)),
            "minimums": .array(
                minimums.map { m in
                    [
                        "group": .string(m.group.rawValue), "name": .string(m.name), "required": .double(m.required),
                        "actual": m.actual.map { JSONValue.double($0) } ?? .null, "satisfied": .int(m.satisfied),
                        "inScope": .int(m.inScope), "passed": .bool(m.passed),
                    ]
                }),
        ]
    }
}
