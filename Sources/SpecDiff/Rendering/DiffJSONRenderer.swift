import SpecModel

/// A JSON document: summary counts and every finding, keys sorted.
struct DiffJSONRenderer: DiffRenderer {
    static func origin(_ o: Origin?) -> JSONValue {
        guard let o else { return .null }
        return [
            "file": .string(o.file), "line": .int(o.location.line), "column": .int(o.location.column),
            "pointer": .string(o.pointer),
        ]
    }

    static func finding(_ f: Finding) -> JSONValue {
        var object: [String: JSONValue] = [
            "rule": .string(f.rule), "level": .string(f.level.rawValue), "area": .string(f.area.rawValue),
            "element": .string(f.element), "arguments": .object(f.arguments.mapValues { .string($0) }),
            "message": .string(f.message), "base": Self.origin(f.base), "revision": Self.origin(f.revision),
            "impact": [
                "checks": .array(
                    f.impact.checks.map { ["id": .string($0.id), "description": .string($0.description)] }),
                "ids": .array(f.impact.ids.map { .string($0) }),
            ],
        ]
        if let a = f.acceptedBy {
            object["accepted"] = [
                "reason": .string(a.reason), "owner": .string(a.owner), "expires": .string(a.expires),
            ]
        }
        return .object(object)
    }

    var format: String { "json" }

    func render(_ report: DiffReport, context: DiffRenderContext) -> String {
        let failOn = context.failOn
        let doc: JSONValue = [
            "base": .string(report.baseLabel), "revision": .string(report.revisionLabel),
            "failOn": .string(failOn.rawValue),
            "failed": .bool(report.fails(at: failOn)),
            "summary": [
                "error": .int(report.count(.error)), "warning": .int(report.count(.warning)),
                "info": .int(report.count(.info)),
                "accepted": .int(report.acceptedCount),
            ],
            "findings": .array(report.findings.map(Self.finding)),
        ]
        return JSONWriter().string(doc) + "\n"
    }
}
