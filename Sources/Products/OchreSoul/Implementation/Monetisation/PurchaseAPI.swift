import Foundation

/// Purchase endpoints (§7.6.2): the only source of entitlements.
package protocol PurchaseAPI: AnyObject {
    /// `POST /functions/validate-purchase`.
    func validatePurchase(userID: String, platform: String, productID: String, receipt: String) throws(RemoteError)
        -> [Entitlement]
    /// `POST /functions/restore-purchases`.
    func restorePurchases(userID: String, platform: String, receipts: [String]) throws(RemoteError) -> [Entitlement]
    /// `GET /entitlements`.
    func fetchEntitlements(userID: String) throws(RemoteError) -> [Entitlement]
}
