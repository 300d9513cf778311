import SpecModel
import Traceability

/// The `verdict` object of `coverage.json` (schema: `$defs/verdict` in `Spec/schema/coverage.schema.json`).
extension ReportVerdict {
    var jsonValue: JSONValue {
        [
            "pass": .bool(pass),
            "summary": .string(summary),
            "gate": .string(gate.map { $0.pass ? "pass" : "fail" } ?? "none"),
            "checks": ["total": .int(checkCount), "failed": .int(failedChecks.count), "errors": .int(erroredCount)],
            "reasons": .array(
                reasons.map {
                    ["kind": .string($0.kind.rawValue), "subject": .string($0.subject), "message": .string($0.message)]
                }),
            "minimums": .array(
                (gate?.minimums ?? []).map { m in
                    [
                        "group": .string(m.group.rawValue), "name": .string(m.name), "required": .double(m.required),
                        "actual": m.actual.map { JSONValue.double($0) } ?? .null, "satisfied": .int(m.satisfied),
                        "inScope": .int(m.inScope), "passed": .bool(m.passed),
                    ]
                }),
            "missing": .array(
                missing.map { group in
                    [
                        "kind": .string(group.kind),
                        "ids": .array(
                            group.ids.map { item in
                                [
                                    "id": .string(item.entry.id), "status": .string(item.entry.status.rawValue),
                                    "lacks": .string(StatusText.lacking(item.entry)),
                                    "reason": .string(StatusText.reason(item.entry)),
                                    "blocking": .array(item.blocking.map(JSONValue.string)),
                                ]
                            }),
                    ]
                }),
        ]
    }
}
