import SpecModel

/// SARIF 2.1.0: every catalogue rule listed (with its default level), a result per finding.
struct DiffSARIFRenderer: DiffRenderer {
    static func level(_ l: FindingLevel) -> String {
        switch l {
        case .error: "error"
        case .warning: "warning"
        case .info: "note"
        }
    }

    var format: String { "sarif" }

    func render(_ report: DiffReport, context: DiffRenderContext) -> String {
        let toolVersion = context.toolVersion
        let rules = RuleCatalogue.rules
        var index: [String: Int] = [:]
        for (i, r) in rules.enumerated() { index[r.id] = i }
        var driver: [String: JSONValue] = [
            "name": "specconform-diff",
            "rules": .array(
                rules.map {
                    [
                        "id": .string($0.id), "shortDescription": ["text": .string($0.summary)],
                        "defaultConfiguration": ["level": .string(Self.level($0.level))],
                        "properties": ["area": .string($0.area.rawValue)],
                    ]
                }),
        ]
        if let toolVersion { driver["version"] = .string(toolVersion) }
        let results: [JSONValue] = report.findings.map { f in
            var result: [String: JSONValue] = [
                "ruleId": .string(f.rule), "ruleIndex": .int(index[f.rule] ?? 0), "level": .string(Self.level(f.level)),
                "message": ["text": .string(f.message)],
                "properties": [
                    "element": .string(f.element), "arguments": .object(f.arguments.mapValues { .string($0) }),
                    "impactChecks": .array(f.impact.checks.map { .string($0.id) }),
                    "impactIds": .array(f.impact.ids.map { .string($0) }),
                    "jsonPointer": .string(f.primaryOrigin?.pointer ?? ""),
                ],
            ]
            if let o = f.primaryOrigin {
                result["locations"] = [
                    [
                        "physicalLocation": [
                            "artifactLocation": ["uri": .string(o.file)],
                            "region": ["startLine": .int(o.location.line), "startColumn": .int(o.location.column)],
                        ]
                    ]
                ]
            }
            if let a = f.acceptedBy {
                result["suppressions"] = [
                    ["kind": "external", "justification": .string("\(a.reason) (\(a.owner), until \(a.expires))")]
                ]
            }
            return .object(result)
        }
        let log: JSONValue = [
            "$schema": "https://json.schemastore.org/sarif-2.1.0.json", "version": "2.1.0",
            "runs": [["tool": ["driver": .object(driver)], "results": .array(results)]],
        ]
        return JSONWriter().string(log) + "\n"
    }
}
