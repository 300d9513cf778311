import SpecModel

/// The key tables of `subjects.json`; `Spec/schema/subjects.schema.json` has a `$defs` entry for each.
extension KeySpec {
    static let subjectsFile = KeySpec(
        "subjects", required: envelopeRequired + ["subjects"], optional: envelopeOptional + ["notes"])
    static let subject = KeySpec(
        "subject", required: ["id", "command", "serves"],
        optional: ["arguments", "workingDirectory", "environment", "timeouts", "restarts", "notes"])
    static let subjectTimeouts = KeySpec("timeouts", optional: ["startSeconds", "replySeconds", "runSeconds"])
    static let subjectServes = KeySpec("serves", optional: ServedElements.Kind.allCases.map(\.rawValue))

    /// Every table of the file, the file's own first.
    static let subjectsTables: [KeySpec] = [subjectsFile, subject, subjectTimeouts, subjectServes]
}
