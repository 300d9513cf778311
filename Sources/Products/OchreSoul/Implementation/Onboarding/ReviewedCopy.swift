import Foundation

/// Screen copy whose wording is an open decision of the documents (OD-10 the founder's note, OD-12 the
/// notification pre-permission screen). The copy owner supplies it as input, with its approval state; the
/// Trust moment and Notifications modules show only approved, non-blank text and never carry product text of
/// their own.
package struct ReviewedCopy: Equatable, Sendable {
    /// Why supplied copy cannot be shown.
    package enum Problem: String, CaseIterable, Sendable {
        /// No copy was supplied, or its text is blank.
        case missing
        /// Copy was supplied but not approved (a draft pending its open decision).
        case unapproved
    }

    /// The text as the copy owner wrote it.
    package let text: String
    /// Whether the open decision approved this text.
    package let approved: Bool

    /// Copy with its approval state.
    package init(text: String, approved: Bool) {
        self.text = text
        self.approved = approved
    }

    /// The text when it may be shown: approved and not blank.
    package var showableText: String? {
        approved && !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty ? text : nil
    }

    /// Why `copy` cannot be shown, `nil` when it can. Blank text counts as missing, even when approved.
    package static func problem(with copy: ReviewedCopy?) -> Problem? {
        guard let copy, !copy.text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return .missing }
        return copy.approved ? nil : .unapproved
    }
}
