import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SwapGraphConformance

/// The SwapGraph rule checks pass on the spec as written and fail, each on its own, when the spec says something
/// else than the implementation does: a copy string, a parameter, a key template, a required file, an event order.
@Suite("SwapGraph rule checks: negative controls")
struct RuleCheckControlTests {
    static let loaded = SpecLoader.load(root: "Spec", base: PackagePaths.root)

    static func bundle() throws -> SpecBundle { try #require(loaded.catalog.bundle("swapgraph")) }

    static func outcome(_ id: String, in bundle: SpecBundle) throws -> RuleCheck.Outcome {
        let check = try #require(SwapGraphChecks.all.first { $0.ruleID == id }, "no check \(id)")
        return check.body(RuleContext(bundle: bundle))
    }

    /// The bundle with rule `rule`'s parameter `key` set to `value`.
    static func with(_ rule: String, _ key: String, _ value: JSONValue) throws -> SpecBundle {
        var bundle = try bundle()
        let index = try #require(bundle.rules.firstIndex { $0.id == rule })
        bundle.rules[index].parameters[key] = value
        return bundle
    }

    @Test("every SwapGraph rule check passes on the spec as written")
    func allPass() throws {
        let bundle = try Self.bundle()
        for check in SwapGraphChecks.all {
            #expect(check.body(RuleContext(bundle: bundle)) == .pass, "\(check.ruleID)")
        }
        #expect(Set(SwapGraphChecks.all.map(\.ruleID)).count == SwapGraphChecks.all.count, "two checks share an ID")
    }

    @Test("a parameter the implementation does not follow fails exactly the checks that read it")
    func wrongParameters() throws {
        let cases: [(String, String, JSONValue, [String])] = [
            ("RULE-COPY", "proposalExpired", "This offer has expired.", ["CONF-01", "CONF-07"]),
            ("RULE-COPY", "feedEmptyHeading", "Nothing here", ["FEED-23"]),
            ("RULE-COPY", "watching", "Watching ({n})", ["LOCK-02"]),
            ("RULE-COPY", "acceptFailed", "Accept error: {code}", ["OPT-05"]),
            ("RULE-BRIDGE", "overlaySeconds", .double(3), ["SC-UX-05"]),
            ("RULE-BRIDGE", "filter", "settled", ["SC-UX-05", "SC-AX-04", "CONF-02"]),
            ("RULE-DEDUP-KEYS", "decision", "{proposalId}:{decision}", ["RULE-DEDUP-KEYS"]),
            ("RULE-COMPOSER", "tolerance", "20, 30, 50, 100, 200", ["RULE-COMPOSER"]),
            ("RULE-COMPOSER", "cycleLength", "2, 3", ["RULE-COMPOSER"]),
            ("RULE-NOTIFICATIONS", "startHour", .int(23), ["RULE-NOTIFICATIONS"]),
            ("RULE-FAILURE-BUDGET", "errorRatePercent", .int(3), ["RULE-FAILURE-BUDGET"]),
            ("RULE-FAILURE-BUDGET", "windowMinutes", .int(30), ["RULE-FAILURE-BUDGET"]),
            ("RULE-WIP", "ios-exec", .int(3), ["RULE-WIP"]),
            ("RULE-METRICS", "gates", .int(12), ["RULE-METRICS"]),
            (
                "RULE-STOP", "requiredFiles", "artifacts/progress/v2-task-tracker.json, docs/reports/v2-retro.md",
                ["RULE-STOP"]
            ),
            ("RULE-STOP", "stopMarker", "artifacts/progress/stop.json", ["RULE-STOP"]),
            ("RULE-SCOPE-POLICY", "taskPrefix", "SG-", ["RULE-SCOPE-POLICY"]),
        ]
        let all = SwapGraphChecks.all.map(\.ruleID)
        for (rule, key, value, failing) in cases {
            let bundle = try Self.with(rule, key, value)
            for id in all {
                let outcome = try Self.outcome(id, in: bundle)
                if failing.contains(id) {
                    #expect(outcome != .pass, "\(rule).\(key) = \(value): \(id) still passes")
                } else {
                    #expect(outcome == .pass, "\(rule).\(key) = \(value): \(id) fails too: \(outcome)")
                }
            }
        }
    }

    @Test("a funnel order the implementation does not follow fails the continuity journey, naming the sequence")
    func wrongSequence() throws {
        var bundle = try Self.bundle()
        let index = try #require(bundle.eventSequences.firstIndex { $0.id == "SEQ-FUNNEL-4" })
        let first = try #require(bundle.eventSequences[index].first)
        bundle.eventSequences[index].first = bundle.eventSequences[index].event
        bundle.eventSequences[index].event = first
        let outcome = try Self.outcome("SC-UX-05", in: bundle)
        guard case .fail(let message) = outcome else {
            Issue.record("the reversed sequence passed")
            return
        }
        #expect(message.contains("SEQ-FUNNEL-4"))
    }
}
