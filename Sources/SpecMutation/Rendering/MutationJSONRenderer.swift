import SpecModel

/// JSON in the shape of the mutation-testing-report schema (Stryker's, `schemaVersion` 2), so its HTML viewer and
/// dashboards read it: `files` → spec file → `mutants` with `id`, `mutatorName`, `replacement`, `description`,
/// `location {start, end}`, `status`, `statusReason`, `coveredBy`, `killedBy`; `testFiles` names the checks. The
/// score per product and per operator is under `config` (the schema's free-form object). Keys sorted.
struct MutationJSONRenderer: MutationRenderer {
    var format: String { "json" }

    static let schemaURL =
        "https://raw.githubusercontent.com/stryker-mutator/mutation-testing-elements/master/packages/report-schema/src/mutation-testing-report-schema.json"

    func render(_ report: MutationReport, context: MutationRenderContext) -> String {
        var files: [String: [JSONValue]] = [:]
        var sources: [String: String] = [:]
        var checks = Set<String>()
        var products: [String: JSONValue] = [:]
        for product in report.products {
            for (file, text) in product.sources { sources[file] = text }
            for r in product.results {
                files[r.mutant.origin.file, default: []].append(mutant(r))
                checks.formUnion(r.coveredBy)
                checks.formUnion(r.killedBy)
            }
            var entry: [String: JSONValue] = [
                "score": Self.score(product.score), "counts": Self.counts(product.score),
                "baselineChecks": .int(product.baselineChecks),
                "byOperator": .object(
                    Dictionary(
                        uniqueKeysWithValues: product.scoreByOperator.map { ($0.operatorName, Self.summary($0.score)) })
                ),
            ]
            if let minimum = product.minimumScore {
                entry["minimumMutationScore"] = .double(minimum)
                entry["meetsMinimum"] = .bool(product.meetsMinimum)
            }
            if let file = product.equivalentsFile { entry["equivalentsFile"] = .string(file) }
            products[product.product] = .object(entry)
        }
        let fileResults = files.mapValues { mutants -> JSONValue in .array(mutants) }
        var fileObjects: [String: JSONValue] = [:]
        for (file, mutants) in fileResults {
            fileObjects[file] = ["language": "json", "source": .string(sources[file] ?? ""), "mutants": mutants]
        }
        let tests = checks.sorted().map { id -> JSONValue in ["id": .string(id), "name": .string(id)] }
        let document: JSONValue = [
            "$schema": .string(Self.schemaURL),
            "schemaVersion": "2",
            "thresholds": ["high": 80, "low": 60],
            "files": .object(fileObjects),
            "testFiles": ["checks": ["tests": .array(tests)]],
            "framework": ["name": "specconform", "version": .string(context.version)],
            "config": ["products": .object(products)],
        ]
        return JSONWriter().string(document) + "\n"
    }

    private func mutant(_ r: MutantResult) -> JSONValue {
        let start = r.mutant.origin.location
        var object: [String: JSONValue] = [
            "id": .string(r.mutant.id),
            "mutatorName": .string(r.mutant.operatorName),
            "replacement": .string(r.mutant.replacement),
            "description": .string(r.mutant.description),
            "location": [
                "start": ["line": .int(start.line), "column": .int(start.column)],
                "end": ["line": .int(start.line), "column": .int(start.column + 1)],
            ],
            "status": .string(r.status.rawValue),
            "coveredBy": .array(r.coveredBy.map { .string($0) }),
            "killedBy": .array(r.killedBy.map { .string($0) }),
            "static": false,
        ]
        if let reason = r.statusReason ?? r.whyItLived { object["statusReason"] = .string(reason) }
        return .object(object)
    }

    static func score(_ s: MutationScore) -> JSONValue {
        s.score.map { .double(($0 * 100).rounded() / 100) } ?? .null
    }

    static func counts(_ s: MutationScore) -> JSONValue {
        .object(Dictionary(uniqueKeysWithValues: MutantStatus.allCases.map { ($0.rawValue, JSONValue.int(s[$0])) }))
    }

    static func summary(_ s: MutationScore) -> JSONValue {
        ["score": score(s), "counts": counts(s)]
    }
}
