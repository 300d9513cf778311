import Foundation

/// One explainability card on an opportunity detail (value delta, confidence, constraint fit).
package struct ExplainCard: Equatable, Codable, Sendable {
    /// "value_delta", "confidence" or "constraint_fit".
    package var kind: String
    /// Headline.
    package var title: String
    /// Supporting text.
    package var detail: String

    /// Creates a card.
    package init(kind: String, title: String, detail: String) {
        self.kind = kind
        self.title = title
        self.detail = detail
    }
}

/// One participant of a proposed cycle, as drawn in the cycle graph.
package struct CycleNode: Equatable, Codable, Sendable {
    /// Actor label ("You", "Trader 2", ...).
    package var actorLabel: String
    /// What that actor gives.
    package var giveLabel: String

    /// Creates a node.
    package init(actorLabel: String, giveLabel: String) {
        self.actorLabel = actorLabel
        self.giveLabel = giveLabel
    }
}

/// Why a cycle is waiting (code, headline, detail, deadline).
package struct WaitReason: Equatable, Codable, Sendable {
    /// Stable code, e.g. "awaiting_deposit".
    package var code: String
    /// Headline.
    package var headline: String
    /// Detail.
    package var detail: String
    /// Deadline, if any.
    package var deadline: Date?

    /// Creates a wait reason.
    package init(code: String, headline: String, detail: String = "", deadline: Date? = nil) {
        self.code = code
        self.headline = headline
        self.detail = detail
        self.deadline = deadline
    }
}

/// A receipt's cryptographic proof.
package struct ReceiptSignature: Equatable, Codable, Sendable {
    /// Signing key ID.
    package var keyId: String
    /// Algorithm name.
    package var algorithm: String
    /// Encoded signature.
    package var signatureBytes: String

    /// Creates a signature.
    package init(keyId: String, algorithm: String, signatureBytes: String) {
        self.keyId = keyId
        self.algorithm = algorithm
        self.signatureBytes = signatureBytes
    }
}
