import Conformance
import SpecModel

/// Reading `coverage.json` back, for `gate --report` and baselines.
extension CoverageReport {
    /// The diagnostic code of a `coverage.json` that does not have the shape this engine writes.
    public static let invalidReportCode = "coverage.invalid-report"

    /// Decodes a `coverage.json` written by ``jsonValue(generatorVersion:date:)``. Roll-ups are recomputed from the
    /// entries. The value is nil when any diagnostic is an error.
    public static func decode(_ bytes: [UInt8], file: String) -> CoverageFileResult<CoverageReport> {
        let parsed = JSONParser().parse(bytes, file: file)
        guard let root = parsed.root else { return CoverageFileResult(value: nil, diagnostics: parsed.diagnostics) }
        let reader = NodeReader(file: file, code: invalidReportCode)
        let report = ReportDecoder(reader: reader).report(root)
        let diagnostics = (parsed.diagnostics + reader.diagnostics).sorted()
        return CoverageFileResult(value: diagnostics.hasErrors ? nil : report, diagnostics: diagnostics)
    }

    public static func decode(_ text: String, file: String) -> CoverageFileResult<CoverageReport> {
        decode(Array(text.utf8), file: file)
    }
}

/// Walks a `coverage.json` tree.
private struct ReportDecoder {
    let reader: NodeReader

    func report(_ root: JSONNode) -> CoverageReport? {
        guard root.members != nil else {
            reader.error("expected a coverage report object, found \(root.typeName)", root, "")
            return nil
        }
        if let kind = reader.string(root, "", "kind"), kind != "coverage", let (node, p) = reader.member(root, "", "kind") {
            reader.error("expected kind \"coverage\", found \"\(kind)\"", node, p)
            return nil
        }
        if let version = reader.int(root, "", "version"), version != CoverageReport.formatVersion,
            let (node, p) = reader.member(root, "", "version") {
            reader.error("unsupported coverage report version \(version); expected \(CoverageReport.formatVersion)", node, p)
            return nil
        }
        guard let product = reader.string(root, "", "product") else { return nil }
        let entries = reader.items(root, "", "ids").compactMap(entry)
        let checks = reader.items(root, "", "checks").compactMap(check)
        let machines = reader.items(root, "", "machines").compactMap(machine)
        return CoverageReport(product: product, entries: entries, checks: checks, machines: machines)
    }

    private func entry(_ node: JSONNode, _ p: String) -> CoverageEntry? {
        let id = reader.string(node, p, "id")
        let kind = reader.string(node, p, "kind")
        let status = reader.enumValue(node, p, "status", CoverageStatus.self)
        guard let id, let kind, let status else { return nil }
        var entry = CoverageEntry(
            id: id, kind: kind, title: reader.string(node, p, "title", required: false),
            priority: reader.string(node, p, "priority", required: false), modules: reader.strings(node, p, "modules"),
            status: status, note: reader.string(node, p, "note", required: false))
        entry.evidence = reader.items(node, p, "evidence").compactMap { item, ip in
            guard let kind = reader.enumValue(item, ip, "kind", EvidenceKind.self) else { return nil }
            return EvidenceRecord(kind: kind, checks: reader.strings(item, ip, "checks"))
        }
        entry.missing = reader.items(node, p, "missing").map { group, gp in
            guard let items = group.items else {
                reader.error("expected array of evidence kinds, found \(group.typeName)", group, gp)
                return []
            }
            return items.enumerated().compactMap { index, item in
                guard let kind = item.string.flatMap(EvidenceKind.init(rawValue:)) else {
                    reader.error("expected an evidence kind", item, gp + "/" + String(index))
                    return nil
                }
                return kind
            }
        }
        entry.failingChecks = reader.strings(node, p, "failingChecks")
        entry.references = reader.items(node, p, "references").compactMap { item, ip in
            guard let id = reader.string(item, ip, "id"), let kind = reader.string(item, ip, "kind"),
                let field = reader.string(item, ip, "field")
            else { return nil }
            return ReferenceRecord(id: id, kind: kind, field: field)
        }
        if let (waiver, wp) = reader.member(node, p, "waiver", required: false) {
            if let reason = reader.string(waiver, wp, "reason"), let owner = reader.string(waiver, wp, "owner"),
                let expires = reader.string(waiver, wp, "expires"), let expired = reader.bool(waiver, wp, "expired") {
                entry.waiver = WaiverRecord(reason: reason, owner: owner, expires: expires, expired: expired)
            }
        }
        return entry
    }

    private func check(_ node: JSONNode, _ p: String) -> CheckSummary? {
        let id = reader.string(node, p, "id")
        let kind = reader.enumValue(node, p, "kind", CheckKind.self)
        let title = reader.string(node, p, "title")
        let status = reader.enumValue(node, p, "status", CheckStatus.self)
        guard let id, let kind, let title, let status else { return nil }
        var summary = CheckSummary(
            id: id, kind: kind, title: title, status: status, ids: reader.strings(node, p, "ids"),
            message: reader.string(node, p, "message", required: false))
        if let (d, dp) = reader.member(node, p, "divergence", required: false) {
            if let step = reader.int(d, dp, "step"), let expected = reader.string(d, dp, "expected"),
                let observed = reader.string(d, dp, "observed") {
                summary.divergence = Divergence(step: step, pathSoFar: reader.strings(d, dp, "path"), expected: expected, observed: observed)
            }
        }
        return summary
    }

    private func machine(_ node: JSONNode, _ p: String) -> MachineCoverage? {
        guard let id = reader.string(node, p, "id"), let initial = reader.string(node, p, "initial") else { return nil }
        let states = reader.items(node, p, "states").compactMap { item, sp -> StateCoverage? in
            guard let name = reader.string(item, sp, "name"), let isFinal = reader.bool(item, sp, "final"),
                let status = reader.enumValue(item, sp, "status", ElementCoverage.self)
            else { return nil }
            return StateCoverage(name: name, isFinal: isFinal, status: status)
        }
        let transitions = reader.items(node, p, "transitions").compactMap { item, tp -> TransitionCoverage? in
            guard let from = reader.string(item, tp, "from"), let event = reader.string(item, tp, "event"),
                let ordinal = reader.int(item, tp, "ordinal"), let to = reader.string(item, tp, "to"),
                let path = reader.string(item, tp, "path"),
                let status = reader.enumValue(item, tp, "status", ElementCoverage.self)
            else { return nil }
            func outcomes(_ key: String, required: Bool) -> [Bool] {
                reader.items(item, tp, key, required: required).compactMap { outcome, op -> Bool? in
                    guard case .bool(let b) = outcome.kind else {
                        reader.error("expected boolean, found \(outcome.typeName)", outcome, op)
                        return nil
                    }
                    return b
                }
            }
            return TransitionCoverage(
                id: TransitionID(machine: id, from: from, event: event, ordinal: ordinal), to: to, guardExpression: reader.string(item, tp, "guard", required: false),
                path: path, status: status, guardOutcomes: outcomes("guardOutcomes", required: true),
                unreachableGuardOutcomes: outcomes("unreachableGuardOutcomes", required: false))
        }
        return MachineCoverage(
            id: id, title: reader.string(node, p, "title", required: false), initial: initial, states: states, transitions: transitions)
    }
}
