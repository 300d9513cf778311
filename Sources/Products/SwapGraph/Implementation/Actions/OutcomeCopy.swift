import Foundation

/// Tone of a banner or toast.
public enum Tone: String, CaseIterable, Codable, Sendable {
    case signal, caution, danger, neutral
}

/// A banner, toast or overlay message.
public struct Banner: Equatable, Codable, Sendable {
    /// Tone.
    public var tone: Tone
    /// Title (may be empty for one-line banners).
    public var title: String
    /// Message.
    public var message: String

    /// Creates a banner.
    public init(tone: Tone, title: String = "", message: String) {
        self.tone = tone
        self.title = title
        self.message = message
    }
}

/// The outcome copy of §3.4 and §10.2.
public enum OutcomeCopy {
    /// Decline success.
    public static let declined = "Declined safely. Inbox ranking will refresh."
    /// post_intent success.
    public static let intentPosted = "Intent posted. Watching for matches."
    /// edit_intent success.
    public static let intentUpdated = "Intent updated"
    /// cancel_intent success.
    public static let intentCancelled = "Intent cancelled."
    /// Accept bridge overlay title.
    public static let swapAccepted = "Swap accepted"
    /// Accept bridge overlay subtitle.
    public static let settlementInFlight = "Settlement is in flight"
    /// Duration of the accept bridge overlay, seconds.
    public static let bridgeSeconds = 2.4
    /// CONF-01.
    public static let proposalExpired = "This proposal has expired."
    /// CONF-03.
    public static let cycleUnavailable = "Cycle no longer available."
    /// CONF-04.
    public static let intentGone = "Intent no longer exists."
    /// CONF-02 toast (§15.3: explains it was already handled).
    public static let alreadyHandled = "Already handled in another session."

    /// Error banner for a failed mutation: "Accept failed: {code}" and so on.
    public static func failure(_ action: ActionKind, code: String) -> String {
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
    public static func success(_ action: ActionKind) -> String? {
        switch action {
        case .decline: declined
        case .postIntent: intentPosted
        case .editIntent: intentUpdated
        case .cancelIntent: intentCancelled
        case .accept, .confirmDeposit, .openReceipt: nil
        }
    }
}
