import Conformance
import SpecModel
import Testing

@testable import OchreSoulConformance

/// The rule checks read their thresholds, counts and timings from the spec (`rules.json` `parameters`), never from a
/// copy and never from the implementation. So when the spec's value and the implementation's disagree, the checks
/// fail: here the spec is changed (the implementation unchanged), the dual of planting an off-by-one in the
/// implementation, and each change must fail the checks that assert the value.
@Suite("negative controls: a changed rule parameter fails the checks that read it")
struct SpecParameterControlTests {
    /// One changed parameter and the checks that must then fail.
    struct Change: CustomTestStringConvertible, Sendable {
        var rule: String
        var key: String
        var value: JSONValue?
        var failing: [String]

        var testDescription: String {
            "\(rule) \(key) = \(value.map { JSONWriter(indent: 0).string($0) } ?? "(removed)")"
        }
    }

    static let changes: [Change] = [
        Change(
            rule: "RULE-AHA-THRESHOLD", key: "threshold", value: 9,
            failing: ["RULE-FOUNDER-NOTE-MILESTONE", "MOD-CANVAS-MUST-3", "MOD-ONBOARDING-MUSTNOT-3"]),
        Change(
            rule: "RULE-AHA-THRESHOLD", key: "threshold", value: 11,
            failing: ["RULE-FOUNDER-NOTE-MILESTONE", "MOD-CANVAS-MUST-3", "MOD-ONBOARDING-MUSTNOT-3"]),
        Change(
            rule: "RULE-AHA-THRESHOLD", key: "threshold", value: nil,
            failing: [
                "RULE-FOUNDER-NOTE-MILESTONE", "MOD-CANVAS-MUST-3", "MOD-ONBOARDING-MUSTNOT-3", "MOD-TRUST-MUST-4",
                "FEAT-OPEN-001",
            ]),
        Change(
            rule: "RULE-FOUNDER-NOTE-MILESTONE", key: "largeArtworkMilestonePercent", value: 60,
            failing: ["RULE-FOUNDER-NOTE-MILESTONE"]),
        Change(
            rule: "RULE-RETENTION-CHECKLIST", key: "sessions", value: 2,
            failing: ["RULE-RETENTION-CHECKLIST", "FEAT-RET-001"]),
        Change(
            rule: "RULE-RETENTION-CHECKLIST", key: "sessions", value: 4,
            failing: ["RULE-RETENTION-CHECKLIST", "FEAT-RET-001"]),
        Change(
            rule: "RULE-SYNC-BACKOFF", key: "baseSeconds", value: 4,
            failing: ["RULE-SYNC-BACKOFF", "LOCAL-SYNC-QUEUE-ITEM"]),
        Change(rule: "RULE-SYNC-BACKOFF", key: "factor", value: 3, failing: ["RULE-SYNC-BACKOFF"]),
        Change(rule: "RULE-SYNC-BACKOFF", key: "maxSeconds", value: 1_800, failing: ["RULE-SYNC-BACKOFF"]),
        Change(rule: "RULE-SYNC-BACKOFF", key: "jitter", value: true, failing: ["RULE-SYNC-BACKOFF"]),
        Change(rule: "RULE-SIGNED-URL-EXPIRY", key: "expiryMinutes", value: 10, failing: ["RULE-SIGNED-URL-EXPIRY"]),
        Change(rule: "RULE-WRONG-COLOUR-PULSE", key: "pulseMs", value: 100, failing: ["RULE-WRONG-COLOUR-PULSE"]),
        Change(rule: "RULE-SNAP-RADIUS", key: "radiusLogicalPixels", value: 6, failing: ["RULE-SNAP-RADIUS"]),
        Change(rule: "RULE-SNAP-RADIUS", key: "radiusLogicalPixels", value: 24, failing: ["RULE-SNAP-RADIUS"]),
        Change(
            rule: "RULE-AUTH-RETRY", key: "retries", value: 2, failing: ["RULE-AUTH-RETRY", "MOD-IDENTITY-MUSTNOT-1"]),
        Change(rule: "RULE-CHECKSUM-RETRY-ONCE", key: "retries", value: 2, failing: ["RULE-ATOMIC-CACHE-PROMOTION"]),
        Change(rule: "RULE-DOWNLOAD-RETRY-BUDGET", key: "retries", value: 2, failing: ["RULE-DOWNLOAD-RETRY-BUDGET"]),
        Change(rule: "RULE-MIN-ONE-THEME", key: "minThemes", value: 2, failing: ["RULE-MIN-ONE-THEME"]),
        Change(
            rule: "RULE-COARSE-FAILURE-REASONS", key: "purchaseFailedReasons",
            value: "cancelled, invalid_receipt, store_unavailable, network", failing: ["RULE-COARSE-FAILURE-REASONS"]),
    ]

    /// The rule checks with the spec's (or a changed spec's) parameters: the IDs of those that do not pass.
    static func failing(_ bundle: SpecBundle, among ruleIDs: Set<String>) -> [String: String] {
        let context = RuleContext(bundle: bundle)
        var failing: [String: String] = [:]
        for check in OchreSoulChecks.all(.reference) where ruleIDs.contains(check.ruleID) {
            if case .fail(let message) = check.body(context) { failing[check.ruleID] = message }
        }
        return failing
    }

    @Test("the checks that read rule parameters pass with the spec's own values")
    func referencePasses() throws {
        let bundle = try #require(ConformanceHarness.loaded.bundle)
        let failing = Self.failing(bundle, among: Set(Self.changes.flatMap(\.failing)))
        #expect(failing.isEmpty, "\(failing)")
    }

    @Test("a rule parameter changed in the spec fails the checks that assert it", arguments: changes)
    func changedParameterFails(_ change: Change) throws {
        var bundle = try #require(ConformanceHarness.loaded.bundle)
        let index = try #require(bundle.rules.firstIndex { $0.id == change.rule })
        #expect(
            bundle.rules[index].parameters[change.key] != nil, "the spec has no \(change.rule) \(change.key) to change")
        bundle.rules[index].parameters[change.key] = change.value
        let failing = Self.failing(bundle, among: Set(change.failing))
        for id in change.failing {
            #expect(failing[id] != nil, "\(change.testDescription): \(id) still passes")
        }
        if change.value == nil {
            #expect(
                failing.values.allSatisfy { $0.contains("rule \(change.rule) has no parameter \"\(change.key)\"") },
                "\(failing)")
        }
    }
}
