import Foundation

/// One explainability card on an opportunity detail (value delta, confidence, constraint fit).
public struct ExplainCard: Equatable, Codable, Sendable {
    /// "value_delta", "confidence" or "constraint_fit".
    public var kind: String
    /// Headline.
    public var title: String
    /// Supporting text.
    public var detail: String

    /// Creates a card.
    public init(kind: String, title: String, detail: String) {
        self.kind = kind
        self.title = title
        self.detail = detail
    }
}

/// One participant of a proposed cycle, as drawn in the cycle graph.
public struct CycleNode: Equatable, Codable, Sendable {
    /// Actor label ("You", "Trader 2", ...).
    public var actorLabel: String
    /// What that actor gives.
    public var giveLabel: String

    /// Creates a node.
    public init(actorLabel: String, giveLabel: String) {
        self.actorLabel = actorLabel
        self.giveLabel = giveLabel
    }
}

/// Why a cycle is waiting (code, headline, detail, deadline).
public struct WaitReason: Equatable, Codable, Sendable {
    /// Stable code, e.g. "awaiting_deposit".
    public var code: String
    /// Headline.
    public var headline: String
    /// Detail.
    public var detail: String
    /// Deadline, if any.
    public var deadline: Date?

    /// Creates a wait reason.
    public init(code: String, headline: String, detail: String = "", deadline: Date? = nil) {
        self.code = code
        self.headline = headline
        self.detail = detail
        self.deadline = deadline
    }
}

/// A receipt's cryptographic proof.
public struct ReceiptSignature: Equatable, Codable, Sendable {
    /// Signing key ID.
    public var keyId: String
    /// Algorithm name.
    public var algorithm: String
    /// Encoded signature.
    public var signatureBytes: String

    /// Creates a signature.
    public init(keyId: String, algorithm: String, signatureBytes: String) {
        self.keyId = keyId
        self.algorithm = algorithm
        self.signatureBytes = signatureBytes
    }
}
