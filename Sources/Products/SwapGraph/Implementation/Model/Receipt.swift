import Foundation

/// Terminal state recorded on a receipt.
public enum ReceiptFinalState: String, CaseIterable, Codable, Sendable {
    case completed, failed
}

/// Human label of a receipt's outcome.
public enum ReceiptOutcome: String, CaseIterable, Codable, Sendable {
    case settled = "Settled"
    case unwound = "Unwound"
    case failed = "Failed"
}

/// Signature metadata completeness.
public enum Verification: String, CaseIterable, Codable, Sendable {
    case verified, partial, missing
}

/// A verified settlement record (§1.4); immutable.
public struct Receipt: Equatable, Codable, Sendable {
    /// Receipt identifier.
    public var receiptId: String
    /// Originating cycle.
    public var cycleId: String
    /// completed or failed.
    public var finalState: ReceiptFinalState
    /// Failure reason, e.g. "deposit_timeout".
    public var reasonCode: String?
    /// Value of the viewer's outbound assets.
    public var gaveUsd: Decimal
    /// Value of the viewer's inbound assets.
    public var receivedUsd: Decimal
    /// Fees charged to the viewer.
    public var feesPaidUsd: Decimal
    /// Signature metadata completeness.
    public var verification: Verification
    /// When the receipt was issued.
    public var createdAt: Date
    /// Cryptographic proof, when present.
    public var signature: ReceiptSignature?
    /// Additional audit fields.
    public var transparency: [String: String] = [:]

    /// Creates a receipt.
    public init(
        receiptId: String, cycleId: String, finalState: ReceiptFinalState, reasonCode: String? = nil,
        gaveUsd: Decimal = 0,
        receivedUsd: Decimal = 0, feesPaidUsd: Decimal = 0, verification: Verification = .verified, createdAt: Date
    ) {
        self.receiptId = receiptId
        self.cycleId = cycleId
        self.finalState = finalState
        self.reasonCode = reasonCode
        self.gaveUsd = gaveUsd
        self.receivedUsd = receivedUsd
        self.feesPaidUsd = feesPaidUsd
        self.verification = verification
        self.createdAt = createdAt
    }

    /// completed → Settled; failed with a reason → Unwound; failed without → Failed.
    public var outcome: ReceiptOutcome {
        switch finalState {
        case .completed: .settled
        case .failed: reasonCode == nil ? .failed : .unwound
        }
    }

    /// `receivedUsd − gaveUsd − feesPaidUsd`.
    public var netDeltaUsd: Decimal {
        Derivations.netDeltaUsd(gaveUsd: gaveUsd, receivedUsd: receivedUsd, feesPaidUsd: feesPaidUsd)
    }
}
