import Foundation

/// The Trust moment module: founder's note after a qualifying milestone, then the soft account prompt.
package final class TrustMoment {
    /// Assumption from JRN-P01 ("Completion or 50% milestone"): after the aha moment, the founder's note becomes
    /// eligible at 50 % of the starter artwork, or at completion.
    package static let qualifyingMilestonePercent = 50
    static let noteSeenPath = "prefs/founder_note_seen"
    static let promptDismissedPath = "prefs/account_prompt_dismissed"

    private let fileSystem: FakeFileSystem
    private let crashes: CrashReporter?
    private var reportedCopyProblems: Set<ReviewedCopy.Problem> = []
    /// The aha-moment trigger has fired (from a persisted fill).
    package private(set) var ahaReached = false
    /// A qualifying milestone or completion has been reached.
    package private(set) var milestoneReached = false
    /// The founder's note copy supplied by its owner (OD-10), `nil` until supplied. The module has no text of its
    /// own: `presentNote()` shows this text, only when it is approved and not blank.
    package var noteCopy: ReviewedCopy?

    /// Creates the module; `crashes` records a note withheld for want of approved copy (coarse, once per reason).
    package init(fileSystem: FakeFileSystem, crashes: CrashReporter? = nil) {
        self.fileSystem = fileSystem
        self.crashes = crashes
    }

    /// Whether the note has been seen (persisted).
    package var noteSeen: Bool { fileSystem.exists(TrustMoment.noteSeenPath) }
    /// Whether the soft account prompt was dismissed (persisted).
    package var promptDismissed: Bool { fileSystem.exists(TrustMoment.promptDismissedPath) }

    /// Observes the signals of a persisted fill. Only `.filled` results carry signals, so a failed write can
    /// never fire anything.
    package func observe(_ signals: FillSignals, onStarter: Bool) {
        if signals.ahaReached { ahaReached = true }
        if signals.completed {
            milestoneReached = true
            ahaReached = true
        }
        if onStarter, ahaReached, signals.completionPercent >= TrustMoment.qualifyingMilestonePercent {
            milestoneReached = true
        }
    }

    /// Whether the founder's note is due (§7.3.1 FounderNoteEligible): the aha moment and a qualifying milestone
    /// were reached and the note has not been seen. It stays due while the note is withheld for want of approved
    /// copy, so it shows once the copy arrives.
    package var noteEligible: Bool { ahaReached && milestoneReached && !noteSeen }

    /// Whether the note would show now: due, with approved copy.
    package var noteShowable: Bool { noteEligible && noteCopy?.showableText != nil }

    /// Presents the founder's note: the supplied approved copy once the note is due. Without approved copy the
    /// note is withheld (nothing shown, not marked seen, so it stays due) and the problem is recorded as a coarse
    /// error signal, once per reason (area `trust`, reason `founder_note_copy_missing` or `..._unapproved`).
    package func presentNote() -> FounderNotePresentation {
        guard noteEligible else { return .notDue }
        if let text = noteCopy?.showableText { return .shown(text) }
        let reason = ReviewedCopy.problem(with: noteCopy) ?? .missing
        if reportedCopyProblems.insert(reason).inserted {
            crashes?.record(area: "trust", reason: "founder_note_copy_" + reason.rawValue)
        }
        return .withheld(reason)
    }

    /// The user dismissed or finished the note; persisted.
    @discardableResult
    package func finishNote() -> Bool {
        guard ahaReached && milestoneReached else { return false }
        try? fileSystem.write(TrustMoment.noteSeenPath, [1])
        return true
    }

    /// Whether the soft account prompt may show: after the note, for anonymous users, until dismissed.
    package func accountPromptEligible(session: Session) -> Bool {
        noteSeen && !promptDismissed && session.isAnonymous
    }

    /// The user dismissed the soft prompt; persisted, and never forced again.
    package func dismissPrompt() { try? fileSystem.write(TrustMoment.promptDismissedPath, [1]) }

    /// The cultural note the founder's note may cite for the artwork that led to it: the artwork's cultural
    /// context only when cultural review approved it, otherwise nothing (§7.2 Trust moment, must not "cite
    /// cultural notes that have not been approved").
    package func citableCulturalNote(for artwork: CatalogueRow) -> String? {
        guard artwork.culturalContextApproved, let note = artwork.culturalContext, !note.isEmpty else { return nil }
        return note
    }
}

/// What `TrustMoment.presentNote()` shows.
package enum FounderNotePresentation: Equatable, Sendable {
    /// The note is not due: before the qualifying milestone, or already seen.
    case notDue
    /// The note shows this approved copy.
    case shown(String)
    /// The note is due but withheld: its copy is missing or unapproved (OD-10). It stays due.
    case withheld(ReviewedCopy.Problem)
}
