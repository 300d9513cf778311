import Foundation
import SpecJSON

/// Renders diagnostics as a minimal SARIF 2.1.0 log, the format code scanning tools (GitHub code scanning,
/// IDE viewers) read.
///
/// One run whose driver is `specconform`, with a rule per code used (sorted) and a result per diagnostic:
/// `ruleId`, `ruleIndex`, `level`, `message.text`, a physical location (`artifactLocation.uri` and
/// `region.startLine`/`startColumn`), related locations, and the JSON pointer in `properties.jsonPointer`.
/// SARIF counts columns in UTF-16 code units: columns are converted when `sources` holds the file, and
/// stay UTF-8 byte columns otherwise (equal for ASCII lines).
package struct SARIFDiagnosticRenderer: DiagnosticRenderer {
    /// The SARIF schema the log declares.
    package static let schema = "https://json.schemastore.org/sarif-2.1.0.json"

    /// The tool version to record, injected so output stays deterministic; omitted when nil.
    package var toolVersion: String?

    package init(toolVersion: String? = nil) {
        self.toolVersion = toolVersion
    }

    package var format: String { "sarif" }

    package func render(_ diagnostics: [Diagnostic], context sources: SourceFiles) -> String {
        let sorted = diagnostics.sorted()
        let codes = Set(sorted.map(\.code)).sorted()
        var ruleIndex: [String: Int] = [:]
        for (i, code) in codes.enumerated() { ruleIndex[code] = i }

        var driver: [String: JSONValue] = [
            "name": "specconform",
            "rules": .array(codes.map { .object(["id": .string($0)]) }),
        ]
        if let toolVersion { driver["version"] = .string(toolVersion) }

        let results: [JSONValue] = sorted.map { diagnostic in
            var result: [String: JSONValue] = [
                "ruleId": .string(diagnostic.code),
                "ruleIndex": .int(ruleIndex[diagnostic.code] ?? 0),
                "level": .string(Self.level(diagnostic.severity)),
                "message": ["text": .string(diagnostic.message)],
                "locations": .array(
                    Self.physicalLocation(file: diagnostic.file, location: diagnostic.location, sources: sources)
                        .map { [.object(["physicalLocation": $0])] } ?? []),
            ]
            let related: [JSONValue] = diagnostic.related.enumerated().map { i, related in
                var entry: [String: JSONValue] = ["id": .int(i), "message": ["text": .string(related.message)]]
                if let physical = Self.physicalLocation(
                    file: related.file ?? diagnostic.file, location: related.location, sources: sources)
                {
                    entry["physicalLocation"] = physical
                }
                return .object(entry)
            }
            if !related.isEmpty { result["relatedLocations"] = .array(related) }
            if let pointer = diagnostic.jsonPointer { result["properties"] = ["jsonPointer": .string(pointer)] }
            return .object(result)
        }

        let log: JSONValue = [
            "$schema": .string(Self.schema),
            "version": "2.1.0",
            "runs": [
                [
                    "tool": ["driver": .object(driver)],
                    "columnKind": "utf16CodeUnits",
                    "results": .array(results),
                ]
            ],
        ]
        return JSONWriter(indent: 2).string(log) + "\n"
    }

    static func level(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: "error"
        case .warning: "warning"
        case .note: "note"
        }
    }

    static func physicalLocation(file: String?, location: SourceLocation?, sources: SourceFiles) -> JSONValue? {
        guard let file else { return nil }
        var physical: [String: JSONValue] = ["artifactLocation": ["uri": .string(uri(file))]]
        if let location {
            physical["region"] = [
                "startLine": .int(location.line),
                "startColumn": .int(utf16Column(location, in: file, sources: sources)),
            ]
        }
        return .object(physical)
    }

    /// A relative URI reference for a path: percent-encoded, `/` separated.
    static func uri(_ path: String) -> String {
        path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path
    }

    /// The 1-based UTF-16 column of a UTF-8 byte column, when the source line is known.
    static func utf16Column(_ location: SourceLocation, in file: String, sources: SourceFiles) -> Int {
        guard let line = sources.lineBytes(location.line, of: file) else { return location.column }
        let prefixLength = min(max(0, location.column - 1), line.count)
        let prefix = String(decoding: line.prefix(prefixLength), as: UTF8.self)
        return prefix.utf16.count + 1 + max(0, location.column - 1 - line.count)
    }
}
