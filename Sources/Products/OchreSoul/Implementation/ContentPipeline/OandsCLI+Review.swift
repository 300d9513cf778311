import Foundation

/// A cultural reviewer's decision on the artwork under review (FEAT-CULT-001, JRN-A07).
package enum ReviewDecision: Equatable, Sendable {
    /// The reviewer approves the bundle under review.
    case approve
    /// The reviewer requests changes; the notes tell the artist and operator what to change.
    case requestChanges(notes: String)
}

extension OandsCLI {
    /// Records the cultural reviewer's decision on `slug` (the review screen, UI-ADM-001, in production).
    ///
    /// Requesting changes needs notes; the notes go to the operator's output and the review record only. The
    /// blocked publication is recorded as the coarse error signal `content/review_changes_requested`, never with
    /// the notes (MOD-OBSERVABILITY-MUSTNOT-2). A decision on an artwork not under review is refused.
    package func review(slug: String, decision: ReviewDecision) -> OandsResult {
        var wf = workflows[slug] ?? PublicationWorkflow(slug: slug)
        let result: OandsResult
        switch decision {
        case .approve:
            do {
                try wf.reviewerApproves()
                result = done("review \(wf.reviewID ?? "") approved for \(slug)")
            } catch {
                result = refused(error)
            }
        case .requestChanges(let notes):
            let trimmed = notes.trimmingCharacters(in: .whitespacesAndNewlines)
            if trimmed.isEmpty {
                result = fail(
                    OandsCLI.usage, "error: requesting changes needs reviewer notes saying what to change",
                    reason: "notes_required")
            } else {
                do {
                    try wf.reviewerRejects(notes: trimmed)
                    record("review_changes_requested")
                    result = done(
                        "changes requested for \(slug); the draft stays unpublished\nreviewer notes: \(trimmed)")
                } catch {
                    result = refused(error)
                }
            }
        }
        if result.exitCode == OandsCLI.ok {
            workflows[slug] = wf
        } else {
            record("review_" + (result.reason ?? "failed"))
        }
        return result
    }
}
