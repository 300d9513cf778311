import Conformance
import OchreSoul

/// Rule checks of MOD-DOWNLOAD: the verified cache (atomic promotion, no partial render, eviction, offline play,
/// version changes) and the download itself (URL kinds, retry budget, signed-URL expiry).
enum DownloadChecks {
    /// Every check of the module, on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        [
            atomicPromotion(c), noPartialRender(c), eviction(c), offlineCachedPlay, oldVersionUntilNextLaunch, urlKind,
            retryBudget, signedURLExpiry,
        ]
    }
}
