import Conformance

/// The spec's rule parameters the ochre-soul checks assert, read from `Spec/ochre-soul/rules.json` through the
/// ``RuleContext`` the runner hands every check, never copied into a check and never taken from the implementation.
/// The implementation keeps its own constants (it is written from the documents); a check compares what the
/// implementation does with these values, so a spec change fails the check until the implementation follows.
extension RuleContext {
    /// RULE-AHA-THRESHOLD `threshold`: the correct fill on the starter that is the aha moment.
    func ahaThreshold() throws(RuleFailure) -> Int { try int("RULE-AHA-THRESHOLD", "threshold") }
    /// RULE-FOUNDER-NOTE-MILESTONE `largeArtworkMilestonePercent`: the qualifying milestone for the founder's note.
    func founderNoteMilestonePercent() throws(RuleFailure) -> Int {
        try int("RULE-FOUNDER-NOTE-MILESTONE", "largeArtworkMilestonePercent")
    }
    /// RULE-RETENTION-CHECKLIST `sessions`: the first sessions that show the checklist.
    func checklistSessions() throws(RuleFailure) -> Int { try int("RULE-RETENTION-CHECKLIST", "sessions") }
    /// RULE-AUTH-RETRY `retries`: anonymous sign-in retries on first launch.
    func authRetries() throws(RuleFailure) -> Int { try int("RULE-AUTH-RETRY", "retries") }
    /// RULE-CHECKSUM-RETRY-ONCE `retries`: downloads again after a failed integrity check.
    func checksumRetries() throws(RuleFailure) -> Int { try int("RULE-CHECKSUM-RETRY-ONCE", "retries") }
    /// RULE-DOWNLOAD-RETRY-BUDGET `retries`: resumptions of a stalled transfer.
    func downloadRetryBudget() throws(RuleFailure) -> Int { try int("RULE-DOWNLOAD-RETRY-BUDGET", "retries") }
    /// RULE-SIGNED-URL-EXPIRY `expiryMinutes`, in milliseconds (the implementation's clock unit).
    func signedURLLifetimeMillis() throws(RuleFailure) -> Int {
        try duration("RULE-SIGNED-URL-EXPIRY", "expiryMinutes").millis
    }
    /// RULE-WRONG-COLOUR-PULSE `pulseMs`, in milliseconds.
    func wrongColourPulseMillis() throws(RuleFailure) -> Int {
        try duration("RULE-WRONG-COLOUR-PULSE", "pulseMs").millis
    }
    /// RULE-SNAP-RADIUS `radiusLogicalPixels`, in screen points.
    func snapRadius() throws(RuleFailure) -> Double { try double("RULE-SNAP-RADIUS", "radiusLogicalPixels") }
    /// RULE-MIN-ONE-THEME `minThemes`.
    func minThemes() throws(RuleFailure) -> Int { try int("RULE-MIN-ONE-THEME", "minThemes") }
    /// RULE-COARSE-FAILURE-REASONS `purchaseFailedReasons`.
    func purchaseFailedReasons() throws(RuleFailure) -> [String] {
        try list("RULE-COARSE-FAILURE-REASONS", "purchaseFailedReasons")
    }
    /// RULE-CHILD-MODE-EVENTS `allowedEvents`, keeping the entries that name an event of the spec's catalogue
    /// ("crash signals" are not analytics events).
    func childModeAllowedEvents() throws(RuleFailure) -> Set<String> {
        let names = Set(eventNames)
        return Set(try list("RULE-CHILD-MODE-EVENTS", "allowedEvents").filter(names.contains))
    }

    /// A digest named by a rule (`"checksum": "SHA-256"`): the checks corrupt bundle bytes and expect the bundle's
    /// SHA-256 verification to catch them, so another algorithm fails the check until the check is rewritten for it.
    func expectKnownDigest(_ rule: String, _ key: String) throws(RuleFailure) {
        let algorithm = try string(rule, key)
        guard algorithm == "SHA-256" else {
            throw RuleFailure("rule \(rule) \(key) \"\(algorithm)\" is not a digest this check knows (SHA-256)")
        }
    }

    /// RULE-SYNC-BACKOFF: the delay before retry `n` (1-based) of a failed sync, in milliseconds: the base delay
    /// times `factor` to the power n − 1, capped at the maximum. Fails unless the strategy is exponential.
    func syncBackoff() throws(RuleFailure) -> SyncBackoff {
        let rule = "RULE-SYNC-BACKOFF"
        let strategy = try string(rule, "strategy")
        guard strategy == "exponential" else {
            throw RuleFailure("rule \(rule) strategy \"\(strategy)\" is not one this check knows (exponential)")
        }
        return SyncBackoff(
            baseMillis: try duration(rule, "baseSeconds").millis, factor: try double(rule, "factor"),
            capMillis: try duration(rule, "maxSeconds").millis,
            jitter: try bool(rule, "jitter"))
    }
}

/// RULE-SYNC-BACKOFF's schedule as the spec states it.
struct SyncBackoff: Sendable {
    var baseMillis: Int
    var factor: Double
    var capMillis: Int
    var jitter: Bool

    /// The delay before retry `n` (1-based), in milliseconds.
    func delay(beforeRetry n: Int) -> Int {
        var delay = Double(baseMillis)
        for _ in 1..<max(n, 1) { delay = min(delay * factor, Double(capMillis)) }
        return min(Int(delay.rounded()), capMillis)
    }

    /// How many failures it takes until the delay reaches the cap.
    var failuresToCap: Int {
        var n = 1
        while delay(beforeRetry: n) < capMillis && n < 64 { n += 1 }
        return n
    }
}

extension Duration {
    /// The duration in whole milliseconds, rounded.
    var millis: Int {
        let (seconds, attoseconds) = components
        return Int(seconds) * 1_000 + Int((Double(attoseconds) / 1e15).rounded())
    }
}
