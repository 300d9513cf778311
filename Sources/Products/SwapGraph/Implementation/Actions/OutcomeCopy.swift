import Foundation

/// Tone of a banner or toast.
package enum Tone: String, CaseIterable, Codable, Sendable {
    case signal, caution, danger, neutral
}

/// A banner, toast or overlay message.
package struct Banner: Equatable, Codable, Sendable {
    /// Tone.
    package var tone: Tone
    /// Title (may be empty for one-line banners).
    package var title: String
    /// Message.
    package var message: String

    /// Creates a banner.
    package init(tone: Tone, title: String = "", message: String) {
        self.tone = tone
        self.title = title
        self.message = message
    }
}

/// The outcome copy of §3.4 and §10.2.
package enum OutcomeCopy {
    /// Decline success.
    package static let declined = "Declined safely. Inbox ranking will refresh."
    /// post_intent success.
    package static let intentPosted = "Intent posted. Watching for matches."
    /// edit_intent success.
    package static let intentUpdated = "Intent updated"
    /// cancel_intent success.
    package static let intentCancelled = "Intent cancelled."
    /// Accept bridge overlay title.
    package static let swapAccepted = "Swap accepted"
    /// Accept bridge overlay subtitle.
    package static let settlementInFlight = "Settlement is in flight"
    /// Duration of the accept bridge overlay, seconds.
    package static let bridgeSeconds = 2.4
    /// CONF-01.
    package static let proposalExpired = "This proposal has expired."
    /// CONF-03.
    package static let cycleUnavailable = "Cycle no longer available."
    /// CONF-04.
    package static let intentGone = "Intent no longer exists."
    /// CONF-02 toast (§15.3: explains it was already handled).
    package static let alreadyHandled = "Already handled in another session."

    /// Error banner for a failed mutation: "Accept failed: {code}" and so on.
    package static func failure(_ action: ActionKind, code: String) -> String {
        switch action {
        case .accept: "Accept failed: \(code)"
        case .decline: "Decline failed: \(code)"
        case .postIntent: "Post failed: \(code)"
        case .editIntent: "Save failed: \(code)"
        case .cancelIntent: "Cancel failed: \(code)"
        case .confirmDeposit: "Deposit failed: \(code)"
        case .openReceipt: "Open failed: \(code)"
        }
    }

    /// Success banner message, nil where the outcome is not a banner (accept overlay, deposit timeline refresh).
    package static func success(_ action: ActionKind) -> String? {
        switch action {
        case .decline: declined
        case .postIntent: intentPosted
        case .editIntent: intentUpdated
        case .cancelIntent: intentCancelled
        case .accept, .confirmDeposit, .openReceipt: nil
        }
    }
}
