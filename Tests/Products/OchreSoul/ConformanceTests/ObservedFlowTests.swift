import Conformance
import OchreSoul
import Testing

@testable import OchreSoulConformance

/// The observability expectations rule checks apply to a feature's flows (policy.json, READY-2): each must be able
/// to fail on a flow that breaks them.
@Suite("observed flow expectations")
struct ObservedFlowTests {
    func context() throws -> RuleContext { try #require(ConformanceHarness.ruleContext) }

    func failure(_ body: () throws(RuleFailure) -> Void) -> String? {
        do {
            try body()
            return nil
        } catch {
            return error.message
        }
    }

    @Test("MOD-OBSERVABILITY-MUST-1 declared events with valid payloads conform")
    func declaredEventsConform() throws {
        let env = AppEnvironment()
        let mark = ObservedFlow.mark(env)
        env.analytics.emit(.libraryViewed(section: .featured))
        env.analytics.emit(.paywallViewed(trigger: .lockedArtwork))
        let context = try context()
        #expect(
            failure { () throws(RuleFailure) in try ObservedFlow.expectConforming(env, since: mark, context) } == nil)
    }

    @Test("MOD-OBSERVABILITY-MUST-1 an event outside the §7.7 taxonomy breaks the expectation")
    func undeclaredEventFails() throws {
        let env = AppEnvironment()
        let mark = ObservedFlow.mark(env)
        env.sink.record(AnalyticsEvent(name: "checklist_shown", payload: ["session": .int(1)]))
        let context = try context()
        let message = failure { () throws(RuleFailure) in try ObservedFlow.expectConforming(env, since: mark, context) }
        #expect(message?.contains("checklist_shown") == true)
    }

    @Test("MOD-OBSERVABILITY-MUST-2 a behavioural event recorded in child mode breaks the expectation")
    func childModeBehaviouralEventFails() throws {
        let env = AppEnvironment()
        env.analytics.setChildMode(true)
        let mark = ObservedFlow.mark(env)
        env.sink.record(
            AnalyticsEvent(
                name: "region_filled",
                payload: ["artwork_id": .string("a"), "colour_id": .int(1), "correct": .bool(true)]))
        let context = try context()
        let message = failure { () throws(RuleFailure) in try ObservedFlow.expectConforming(env, since: mark, context) }
        #expect(
            message?.contains("policy.not-allowed") == true && message?.contains("\"child-mode\"") == true,
            "\(message ?? "")")
    }

    @Test("events before the mark are not the flow's")
    func markScopesEvents() throws {
        let env = AppEnvironment()
        env.sink.record(AnalyticsEvent(name: "not_ours", payload: [:]))
        let mark = ObservedFlow.mark(env)
        let context = try context()
        #expect(
            failure { () throws(RuleFailure) in try ObservedFlow.expectConforming(env, since: mark, context) } == nil)
    }

    @Test("MOD-OBSERVABILITY-MUST-3 the expected coarse signals pass; a missing, extra or free-text signal fails")
    func signals() {
        let env = AppEnvironment()
        let mark = ObservedFlow.mark(env)
        env.crashes.record(area: "settings", reason: "save_failed")
        #expect(
            failure { () throws(RuleFailure) in
                try ObservedFlow.expectSignals(env, since: mark, [("settings", "save_failed")])
            } == nil)
        #expect(failure { () throws(RuleFailure) in try ObservedFlow.expectSignals(env, since: mark, []) } != nil)
        #expect(
            failure { () throws(RuleFailure) in
                try ObservedFlow.expectSignals(
                    env, since: mark, [("settings", "save_failed"), ("settings", "save_failed")])
            } != nil)
        let verbose = AppEnvironment()
        let start = ObservedFlow.mark(verbose)
        verbose.crashes.record(area: "settings", reason: "HTTP 500: user u-1 profile row locked")
        #expect(
            failure { () throws(RuleFailure) in
                try ObservedFlow.expectSignals(
                    verbose, since: start, [("settings", "HTTP 500: user u-1 profile row locked")])
            }?.contains("not a coarse code") == true)
    }

    @Test("MOD-OBSERVABILITY-MUST-2 a signal carrying an identifier in child mode fails")
    func childModeSignalIdentifier() {
        let env = AppEnvironment()
        env.crashes.userID = "u-1"
        let mark = ObservedFlow.mark(env)
        env.crashes.record(area: "download", reason: "checksum_mismatch")
        env.crashes.childMode = true
        #expect(
            failure { () throws(RuleFailure) in
                try ObservedFlow.expectSignals(env, since: mark, [("download", "checksum_mismatch")])
            }?.contains("identifier") == true)
    }
}
