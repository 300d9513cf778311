import Foundation

/// Terminal state recorded on a receipt.
package enum ReceiptFinalState: String, CaseIterable, Codable, Sendable {
    case completed, failed
}

/// Human label of a receipt's outcome.
package enum ReceiptOutcome: String, CaseIterable, Codable, Sendable {
    case settled = "Settled"
    case unwound = "Unwound"
    case failed = "Failed"
}

/// Signature metadata completeness.
package enum Verification: String, CaseIterable, Codable, Sendable {
    case verified, partial, missing
}

/// A verified settlement record (§1.4); immutable.
package struct Receipt: Equatable, Codable, Sendable {
    /// Receipt identifier.
    package var receiptId: String
    /// Originating cycle.
    package var cycleId: String
    /// completed or failed.
    package var finalState: ReceiptFinalState
    /// Failure reason, e.g. "deposit_timeout".
    package var reasonCode: String?
    /// Value of the viewer's outbound assets.
    package var gaveUsd: Decimal
    /// Value of the viewer's inbound assets.
    package var receivedUsd: Decimal
    /// Fees charged to the viewer.
    package var feesPaidUsd: Decimal
    /// Signature metadata completeness.
    package var verification: Verification
    /// When the receipt was issued.
    package var createdAt: Date
    /// Cryptographic proof, when present.
    package var signature: ReceiptSignature?
    /// Additional audit fields.
    package var transparency: [String: String] = [:]

    /// Creates a receipt.
    package init(
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
    package var outcome: ReceiptOutcome {
        switch finalState {
        case .completed: .settled
        case .failed: reasonCode == nil ? .failed : .unwound
        }
    }

    /// `receivedUsd − gaveUsd − feesPaidUsd`.
    package var netDeltaUsd: Decimal {
        Derivations.netDeltaUsd(gaveUsd: gaveUsd, receivedUsd: receivedUsd, feesPaidUsd: feesPaidUsd)
    }
}
