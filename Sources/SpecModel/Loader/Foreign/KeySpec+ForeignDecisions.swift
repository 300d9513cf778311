/// The key tables of a decisions file that reads its tables in place (`from`, `overlay`).
extension KeySpec {
    /// What an overlay adds, per table (by its decision ID in the original) and per rule (by its rule ID).
    static let decisionsOverlay = KeySpec("decisionsOverlay", optional: ["tables"])
    static let decisionTableOverlay = element(
        "decisionTableOverlay", required: [], optional: ["title", "default", "rules"])
    static let decisionRuleOverlay = element("decisionRuleOverlay", required: [])
    /// The content of a decisions file converted from a foreign file (envelope-less).
    static let convertedDecisions = KeySpec("decisions", required: ["tables"])
}
