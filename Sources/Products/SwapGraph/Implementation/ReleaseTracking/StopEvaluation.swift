/// The result of the §22 stop evaluator, printed as one JSON object.
///
/// Failure texts have the form `<code>:<subject>` with an optional ` (<detail>)`; the codes are stable:
/// - `gate-not-pass:<gate>` with detail `status <STATUS>` — a gate `G0`…`G9` whose record is not `PASS`;
/// - `gate-missing:<gate>` — no record for the gate (the inventory's "G3: missing");
/// - `task-not-done:<task>` with detail `state <state>` — a gating task not `done`;
/// - `blocker-open:<issue>` with detail `<severity> on <task>` — an open P0/P1 issue of a gating task;
/// - `missing-file:<path>` — a required progress or release file does not exist;
/// - `unreadable:<path>` — a tracker JSON file exists but does not decode;
/// - `unwritable:<path>` — the stop marker could not be written.
///
/// `missing_files`, `non_done_tasks` and `open_blockers` hold the bare paths, task IDs and issue IDs.
package struct StopEvaluation: Equatable, Sendable {
    /// Every failure, sorted.
    package var failures: [String]
    /// Missing required files, sorted.
    package var missingFiles: [String]
    /// Gating tasks not `done`, sorted.
    package var nonDoneTasks: [String]
    /// Open P0/P1 issue IDs on gating tasks, sorted and unique.
    package var openBlockers: [String]

    /// `true` iff there is no failure.
    package var pass: Bool { failures.isEmpty }

    /// Creates an evaluation; arrays are sorted and de-duplicated.
    package init(failures: [String], missingFiles: [String], nonDoneTasks: [String], openBlockers: [String]) {
        self.failures = Array(Set(failures)).sorted()
        self.missingFiles = Array(Set(missingFiles)).sorted()
        self.nonDoneTasks = Array(Set(nonDoneTasks)).sorted()
        self.openBlockers = Array(Set(openBlockers)).sorted()
    }

    /// One line of JSON with sorted keys and a trailing newline; the same evaluation gives the same bytes.
    package func renderJSON() -> String {
        "{\"failures\":\(Self.array(failures)),\"missing_files\":\(Self.array(missingFiles)),"
            + "\"non_done_tasks\":\(Self.array(nonDoneTasks)),\"open_blockers\":\(Self.array(openBlockers)),"
            + "\"pass\":\(pass)}\n"
    }

    static func array(_ items: [String]) -> String {
        "[" + items.map(quote).joined(separator: ",") + "]"
    }

    /// A JSON string literal, escaping by hand.
    static func quote(_ s: String) -> String {
        var out = "\""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
