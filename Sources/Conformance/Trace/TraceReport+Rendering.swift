import SpecModel

/// The report as diagnostics (text, SARIF) and as one JSON document.
extension TraceReport {
    /// The first `limit` violations and every warning as diagnostics on `file`, each explained in related notes.
    package func diagnostics(file: String, limit: Int = .max) -> [Diagnostic] {
        let shown = violations.sorted().prefix(limit).map { diagnostic($0, severity: .error, file: file) }
        return shown + warnings.sorted().map { diagnostic($0, severity: .warning, file: file) }
    }

    private func diagnostic(_ v: Violation, severity: Diagnostic.Severity, file: String) -> Diagnostic {
        var message = v.message
        if let session = v.session, let machine = v.machine {
            message =
                "session \(session), machine \(machine): " + message
                + " (after \(v.matched) matching step\(v.matched == 1 ? "" : "s"))"
        }
        var related: [Diagnostic.Related] = []
        if !v.prefix.isEmpty {
            let omitted = v.matched - v.prefix.count
            related.append(
                .init(
                    message: "matched: "
                        + (omitted > 0 ? "\(omitted) earlier step\(omitted == 1 ? "" : "s"), then " : "")
                        + v.prefix.map { "line \($0.line) \($0.event) → \($0.state)" }.joined(separator: "; ")))
        }
        var froms: [String] = []
        for move in v.allowedNext where !froms.contains(move.from) { froms.append(move.from) }
        for from in froms {
            related.append(
                .init(
                    message: "the spec allows next from \(from): "
                        + v.allowedNext.filter { $0.from == from }.map(\.description).joined(separator: "; ")))
        }
        for g in v.falseGuards {
            let reads = g.reads.map { read in
                read.value.map { "\(read.name) = \(JSONWriter(indent: 0).string($0))" } ?? "\(read.name) unknown"
            }
            related.append(
                .init(
                    message: "guard false: [\(g.guard)] at \(g.transition)"
                        + (reads.isEmpty ? "" : ", reading " + reads.joined(separator: ", "))))
        }
        for c in v.candidates {
            let unknown = c.unknown.isEmpty ? "" : " (\(c.unknown.joined(separator: ", ")) unknown)"
            let assumed = c.assumptions.isEmpty ? "" : ", assuming " + c.assumptions.joined(separator: ", ")
            related.append(.init(message: "candidate in \(c.state)\(unknown)\(assumed): \(c.message) [\(c.code)]"))
        }
        if let at = v.specLocation, let machine = v.machine, let from = froms.first ?? v.candidates.first?.state {
            related.append(
                .init(
                    message: "state \(from) of machine \(machine)", file: at.file,
                    location: SourceLocation(line: at.line, column: at.column, offset: 0)))
        }
        return Diagnostic(
            severity, code: v.code, message: message, file: file,
            location: SourceLocation(line: v.line, column: 1, offset: v.line), related: related)
    }

    /// The report as one JSON document (`kind` `trace-result`): the counts, the first `limit` violations by line
    /// (all are counted) and every warning, each with its explanation as data.
    package func document(product: String, file: String, limit: Int = .max) -> JSONValue {
        [
            "kind": "trace-result", "version": 1, "product": .string(product), "file": .string(file),
            "steps": .int(steps), "runs": .int(runs), "matched": .int(matched), "skipped": .int(skipped),
            "passingRuns": .int(passingRuns), "ambiguousRuns": .int(ambiguousRuns), "widenedRuns": .int(widenedRuns),
            "violationCount": .int(violations.count), "pass": .bool(isClean),
            "violations": .array(violations.sorted().prefix(limit).map(Self.document)),
            "warnings": .array(warnings.sorted().map(Self.document)),
        ]
    }

    private static func document(_ v: Violation) -> JSONValue {
        var object: [String: JSONValue] = [
            "line": .int(v.line), "code": .string(v.code), "message": .string(v.message), "matched": .int(v.matched),
            "prefix": .array(
                v.prefix.map { ["line": .int($0.line), "event": .string($0.event), "state": .string($0.state)] }),
            "allowedNext": .array(
                v.allowedNext.map {
                    [
                        "from": .string($0.from), "event": .string($0.event),
                        "guard": $0.guard.map(JSONValue.string) ?? .null, "target": .string($0.target),
                    ]
                }),
            "falseGuards": .array(
                v.falseGuards.map { g in
                    [
                        "guard": .string(g.guard), "transition": .string(g.transition),
                        "reads": .object(
                            Dictionary(g.reads.map { ($0.name, $0.value ?? .null) }, uniquingKeysWith: { a, _ in a })),
                        "unknown": .array(g.reads.filter { $0.value == nil }.map { .string($0.name) }),
                    ]
                }),
            "candidates": .array(
                v.candidates.map { c in
                    [
                        "state": .string(c.state), "unknown": .array(c.unknown.map(JSONValue.string)),
                        "assumptions": .array(c.assumptions.map(JSONValue.string)), "code": .string(c.code),
                        "message": .string(c.message),
                    ]
                }),
        ]
        if let session = v.session { object["session"] = .string(session) }
        if let machine = v.machine { object["machine"] = .string(machine) }
        if let at = v.specLocation {
            object["specLocation"] = ["file": .string(at.file), "line": .int(at.line), "column": .int(at.column)]
        }
        return .object(object)
    }
}
