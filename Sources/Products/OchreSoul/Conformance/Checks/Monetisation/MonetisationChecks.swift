import Conformance
import OchreSoul

/// Rule checks of MOD-MONETISATION: purchases (account first, entitlement after validation, receipt retry, restore)
/// and what is sold and how (content packs only, a paywall without pressure).
enum MonetisationChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [
            accountBeforePurchase(c), entitlementAfterValidation(c), receiptRetry(c), restoreRecovery(c),
            purchaseInfrastructure(c), packsOnly, packCatalogue(c), paywall(c),
        ]
    }
}
