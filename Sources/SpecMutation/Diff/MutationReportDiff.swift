import SpecModel

/// `specconform mutate diff OLD.json NEW.json`: what changed between two mutation reports (the JSON format):
/// mutants that survive now and did not before, mutants killed now that survived before, and the score change.
/// Mutants are matched by spec file and ID.
package struct MutationReportDiff: Sendable {
    /// One mutant as a report lists it.
    package struct Entry: Hashable, Sendable, Comparable {
        package var file: String
        package var id: String
        package var status: MutantStatus
        package var line: Int
        package var column: Int
        package var description: String

        package static func < (lhs: Entry, rhs: Entry) -> Bool { (lhs.file, lhs.id) < (rhs.file, rhs.id) }

        var key: String { file + "\u{0}" + id }
        package var position: String { "\(file):\(line):\(column)" }
    }

    package var old: [Entry]
    package var new: [Entry]

    package init(old: [Entry], new: [Entry]) {
        self.old = old.sorted()
        self.new = new.sorted()
    }

    /// Undetected now; detected, ignored, invalid or absent before.
    package var newlySurviving: [Entry] {
        let before = Dictionary(old.map { ($0.key, $0.status) }, uniquingKeysWith: { a, _ in a })
        return new.filter { $0.status.isUndetected && !(before[$0.key]?.isUndetected ?? false) }
    }

    /// Killed now; undetected before.
    package var newlyKilled: [Entry] {
        let before = Dictionary(old.map { ($0.key, $0.status) }, uniquingKeysWith: { a, _ in a })
        return new.filter { $0.status == .killed && (before[$0.key]?.isUndetected ?? false) }
    }

    /// Mutants only in the new report, and only in the old one.
    package var added: [Entry] {
        let keys = Set(old.map(\.key))
        return new.filter { !keys.contains($0.key) }
    }

    package var removed: [Entry] {
        let keys = Set(new.map(\.key))
        return old.filter { !keys.contains($0.key) }
    }

    package var oldScore: MutationScore { Self.score(old) }
    package var newScore: MutationScore { Self.score(new) }

    /// Whether the new report is worse: a mutant newly survives, or the score went down.
    package var regressed: Bool {
        if !newlySurviving.isEmpty { return true }
        guard let before = oldScore.score, let after = newScore.score else { return false }
        return after + 1e-9 < before
    }

    static func score(_ entries: [Entry]) -> MutationScore {
        var score = MutationScore()
        for e in entries { score.counts[e.status, default: 0] += 1 }
        return score
    }

    /// The mutants of a report in the JSON format, or the problems that keep it from being read.
    package static func entries(_ bytes: [UInt8], file: String) -> Result<[Entry], ReportProblems> {
        let parsed = JSONParser().parse(bytes, file: file)
        guard let root = parsed.root else { return .failure(ReportProblems(diagnostics: parsed.diagnostics)) }
        var problems: [Diagnostic] = []
        func problem(_ message: String, _ node: JSONNode, _ pointer: String) {
            problems.append(.error("mutation.invalid-report", message, file: file, at: node.location, pointer: pointer))
        }
        guard let files = root["files"], let members = files.members else {
            problem("expected a mutation report with an object \"files\"", root, "")
            return .failure(ReportProblems(diagnostics: problems))
        }
        var entries: [Entry] = []
        for member in members {
            let filePointer = JSONPointer.appending("/files", member.key)
            guard let mutants = member.value["mutants"]?.items else {
                problem("expected an array \"mutants\"", member.value, filePointer)
                continue
            }
            for (index, mutant) in mutants.enumerated() {
                let pointer = JSONPointer.appending(JSONPointer.appending(filePointer, "mutants"), index)
                guard let id = mutant["id"]?.string, let statusText = mutant["status"]?.string else {
                    problem("a mutant needs a string \"id\" and \"status\"", mutant, pointer)
                    continue
                }
                guard let status = MutantStatus(rawValue: statusText) ?? (statusText == "Timeout" ? .killed : nil)
                else {
                    problem(
                        "unknown mutant status \"\(statusText)\"\(Suggestion.hint(for: statusText, among: MutantStatus.allCases.map(\.rawValue)))",
                        mutant, pointer + "/status")
                    continue
                }
                let start = mutant["location"]?["start"]
                let line = start?["line"].flatMap { if case .number(let n) = $0.kind { n.intValue } else { nil } } ?? 0
                let column =
                    start?["column"].flatMap { if case .number(let n) = $0.kind { n.intValue } else { nil } } ?? 0
                entries.append(
                    Entry(
                        file: member.key, id: id, status: status, line: line, column: column,
                        description: mutant["description"]?.string ?? ""))
            }
        }
        return problems.isEmpty ? .success(entries) : .failure(ReportProblems(diagnostics: problems))
    }

    /// The diff as text: score change, newly surviving, newly killed, added and removed counts.
    package func renderText(oldLabel: String, newLabel: String) -> String {
        var out = "mutate diff \(oldLabel) → \(newLabel)\n"
        out += "score: \(oldScore.scoreText) → \(newScore.scoreText)\n"
        out += "mutants: \(old.count) → \(new.count) (\(added.count) added, \(removed.count) removed)\n"
        let surviving = newlySurviving
        out += "\nnewly surviving (\(surviving.count)):\n"
        for e in surviving { out += "  \(e.position)  \(e.id) (\(e.status.rawValue))\n" }
        let killed = newlyKilled
        out += "\nnewly killed (\(killed.count)):\n"
        for e in killed { out += "  \(e.position)  \(e.id)\n" }
        return out
    }
}

/// Why a mutation report cannot be read: located diagnostics.
package struct ReportProblems: Error, Sendable {
    package var diagnostics: [Diagnostic]
}
