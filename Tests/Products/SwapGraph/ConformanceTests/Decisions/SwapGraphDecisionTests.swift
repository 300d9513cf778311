import Conformance
import Foundation
import SpecConformTestSupport
import SpecModel
import SwapGraph
import Testing

@testable import SwapGraphConformance

/// The swapgraph bundle, loaded once, and decision runs over it.
enum DecisionHarness {
    static let loaded = SpecLoader.load(root: "Spec", base: PackagePaths.root)

    static func bundle() throws -> SpecBundle {
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
        return try #require(loaded.catalog.bundle("swapgraph"))
    }

    /// A run with only the given subject registered for `tables`.
    static func run(tables: [String], _ factory: @escaping SubjectRegistry.Factory<any DecisionSubject>) throws
        -> ConformanceRun
    {
        var subjects = SubjectRegistry()
        subjects.register(.decision, product: "swapgraph", elements: tables, factory: factory)
        return ConformanceRunner(subjects: subjects, rules: RuleCheckRegistry()).run(try bundle(), scenarios: [])
    }

    /// A run with every reference decision subject.
    static func reference() throws -> ConformanceRun {
        var subjects = SubjectRegistry()
        SwapGraphDecisions.register(&subjects)
        return ConformanceRunner(subjects: subjects, rules: RuleCheckRegistry()).run(try bundle(), scenarios: [])
    }

    static func failing(_ run: ConformanceRun) -> [CheckResult] {
        run.checks.filter { $0.kind == .decision && $0.status != .passed }
    }
}

@Suite("swapgraph decision tables: every cell asked of the implementation")
struct SwapGraphDecisionTests {
    static let tables = [
        "DT-OPPORTUNITY-ACTIONS", "DT-INTENT-ACTIONS", "DT-CYCLE-ACTIONS", "DT-ACTION-LABELS",
        "DT-ACTION-PENDING-LABELS",
        "DT-FALLBACK", "DT-ROUTES", "DT-ROUTE-KIND", "DT-ROUTE-ROLLBACK", "DT-PUSH", "DT-PUSH-FOCUS", "DT-BACK",
        "DT-AFTER-ACTION", "DT-AFTER-ACTION-FEEDBACK", "DT-TABS", "DT-QUIET-HOURS", "DT-GATE-STATUS", "DT-HEALTH",
    ]

    @Test("the reference implementation answers every cell of every table as the table says")
    func referencePasses() throws {
        let run = try DecisionHarness.reference()
        #expect(Set(run.decisions.map(\.table)) == Set(Self.tables))
        for summary in run.decisions {
            #expect(summary.wrong == 0 && !summary.sampled && summary.asked == summary.combinations, "\(summary.text)")
        }
        let failing = DecisionHarness.failing(run)
        #expect(
            failing.isEmpty,
            "\(failing.map { "\($0.id): \($0.divergence?.pathSoFar ?? []) \($0.divergence?.expected ?? "") / \($0.divergence?.observed ?? "")" })"
        )
        let sizes = Dictionary(uniqueKeysWithValues: run.decisions.map { ($0.table, $0.asked) })
        #expect(sizes["DT-OPPORTUNITY-ACTIONS"] == 2 * 4 * 2 * 4 * 16)
        #expect(sizes["DT-INTENT-ACTIONS"] == 3 * 5 * 2 * 4 * 16)
        #expect(sizes["DT-CYCLE-ACTIONS"] == 2 * 7 * 2 * 4 * 16)
        #expect(sizes["DT-FALLBACK"] == 2 * 2 * 3 * 600 * 2 * 3)
        #expect(sizes["DT-GATE-STATUS"] == 4 * 4 * 2 * 2)
        #expect(sizes["DT-HEALTH"] == 11 * 4)
        // A rule's check gives evidence to the IDs it traces and to its table.
        let fb09 = try #require(run.checks.first { $0.id == "decision:DT-FALLBACK:FB-09" })
        #expect(Set(fb09.evidence.map(\.id)).isSuperset(of: ["FB-09", "DT-FALLBACK", "RETRY-06", "LC-05"]))
    }

    @Test("an availability rule that swaps offline and mutations_paused fails the offline and paused rules")
    func swappedReasonsFail() throws {
        let swapped: @Sendable (ActionInputs) -> ActionAvailability = { inputs in
            var out = ActionAvailability.evaluate(inputs)
            switch out.disabledReason {
            case .offline?: out.disabledReason = .mutationsPaused
            case .mutationsPaused?: out.disabledReason = .offline
            default: break
            }
            return out
        }
        let run = try DecisionHarness.run(tables: ["DT-OPPORTUNITY-ACTIONS"]) {
            ActionDecisionSubject(evaluate: swapped)
        }
        let failing = DecisionHarness.failing(run)
        #expect(
            failing.map(\.id) == ["decision:DT-OPPORTUNITY-ACTIONS:OA-02", "decision:DT-OPPORTUNITY-ACTIONS:OA-03"])
        let oa02 = try #require(failing.first?.divergence)
        #expect(oa02.expected == "offline" && oa02.observed == "mutations_paused")
        #expect(oa02.pathSoFar.first?.hasPrefix("DT-OPPORTUNITY-ACTIONS ") == true)
        #expect(oa02.pathSoFar.first?.contains("online=false") == true)
        #expect(oa02.pathSoFar.first?.contains("sessionReady=true") == true)
        let summary = try #require(run.decisions.first { $0.table == "DT-OPPORTUNITY-ACTIONS" })
        // Ready and offline: 2 actions × 4 statuses × 2 × 4 mutations × 2 flags × 2 refreshed = 256 wrong;
        // ready, online and paused: 2 × 4 × 2 × 4 × 2 refreshed = 128 wrong.
        #expect(summary.wrong == 256 + 128)
    }

    @Test("an availability rule that ignores the session for confirm_deposit fails CA-01 only")
    func sessionIgnoredFails() throws {
        let lax: @Sendable (ActionInputs) -> ActionAvailability = { inputs in
            var asked = inputs
            if inputs.action == .confirmDeposit { asked.sessionState = .authenticated }
            return ActionAvailability.evaluate(asked)
        }
        let run = try DecisionHarness.run(tables: ["DT-CYCLE-ACTIONS"]) { ActionDecisionSubject(evaluate: lax) }
        #expect(DecisionHarness.failing(run).map(\.id) == ["decision:DT-CYCLE-ACTIONS:CA-01"])
    }

    @Test("a session state that answers differently from the others is caught (no answer for sessionReady=false)")
    func oneSessionStateDiffers() throws {
        let leaky: @Sendable (ActionInputs) -> ActionAvailability = { inputs in
            var asked = inputs
            if inputs.sessionState == .switchingAccount { asked.sessionState = .authenticated }
            return ActionAvailability.evaluate(asked)
        }
        let run = try DecisionHarness.run(tables: ["DT-INTENT-ACTIONS"]) { ActionDecisionSubject(evaluate: leaky) }
        let failing = DecisionHarness.failing(run)
        #expect(failing.map(\.id) == ["decision:DT-INTENT-ACTIONS:IA-01"])
    }

    @Test("a resolver that maps 429 to blocked fails FB-09 at status=429")
    func tooManyRequestsBlockedFails() throws {
        let wrong: @Sendable (FetchPhase, ConnectivityLifecycle.State, Bool, Int) -> FallbackState = {
            fetch, net, cache, count in
            if case .failed(.http(429)) = fetch, net == .online { return .blocked(title: "x", message: "y") }
            return FallbackResolver.resolve(fetch: fetch, connectivity: net, hasCache: cache, itemCount: count)
        }
        let run = try DecisionHarness.run(tables: ["DT-FALLBACK"]) { FallbackDecisionSubject(resolve: wrong) }
        let failing = DecisionHarness.failing(run)
        #expect(failing.map(\.id) == ["decision:DT-FALLBACK:FB-09"])
        let divergence = try #require(failing.first?.divergence)
        #expect(divergence.pathSoFar.first?.contains("status=429") == true)
        #expect(divergence.pathSoFar.first?.contains("fetch=failed") == true)
        #expect(divergence.expected == "retryable" && divergence.observed == "blocked")
        // online × cache 2 × decoding false × itemCount 3.
        #expect(run.decisions.first?.wrong == 2 * 3)
    }

    @Test("a resolver whose http(409) disagrees with .conflict gives no answer for 409, failing FB-11")
    func conflictDisagreementFails() throws {
        let split: @Sendable (FetchPhase, ConnectivityLifecycle.State, Bool, Int) -> FallbackState = {
            fetch, net, cache, count in
            if case .failed(.http(409)) = fetch, net == .online { return .failure(title: "x", message: "y") }
            return FallbackResolver.resolve(fetch: fetch, connectivity: net, hasCache: cache, itemCount: count)
        }
        let run = try DecisionHarness.run(tables: ["DT-FALLBACK"]) { FallbackDecisionSubject(resolve: split) }
        #expect(DecisionHarness.failing(run).map(\.id) == ["decision:DT-FALLBACK:FB-11"])
    }

    @Test("a router that sends #/active to #/history without the filter fails that v1 rule only")
    func activeWithoutFilterFails() throws {
        let wrong: @Sendable (String) -> RouteResolution = { hash in
            var out = Router.resolve(hash)
            if hash == "#/active" { out.route = .history(filter: nil) }
            return out
        }
        let run = try DecisionHarness.run(tables: ["DT-ROUTES", "DT-ROUTE-KIND"]) {
            NavigationDecisionSubject(resolve: wrong)
        }
        let failing = DecisionHarness.failing(run)
        #expect(failing.map(\.id) == ["decision:DT-ROUTES:RO-17"])
        let divergence = try #require(failing.first?.divergence)
        #expect(divergence.pathSoFar == ["DT-ROUTES route=#/active"])
        #expect(divergence.expected == "#/history?filter=in_flight" && divergence.observed == "#/history")
    }

    @Test("a router whose push targets differ from the v1 redirect gives no answer for that kind")
    func pushDisagreementFails() throws {
        let wrong: @Sendable (String) -> RouteResolution = { hash in
            var out = Router.resolve(hash)
            if hash.hasPrefix("#/receipts/") { out.route = .history(filter: .settled) }
            return out
        }
        let run = try DecisionHarness.run(tables: ["DT-PUSH"]) { NavigationDecisionSubject(resolve: wrong) }
        #expect(DecisionHarness.failing(run).map(\.id) == ["decision:DT-PUSH:PU-03"])
    }

    @Test("an evaluator that passes an empty gate vacuously fails GS-01 (reading A-09)")
    func vacuousPassFails() throws {
        var subject = GateStatusDecisionSubject()
        subject.evaluate = { evaluator, definition, tracker, now in
            definition.requiredChecks.isEmpty
                ? .pass : evaluator.record(for: definition, tracker: tracker, now: now).status
        }
        let configured = subject
        let run = try DecisionHarness.run(tables: ["DT-GATE-STATUS"]) { configured }
        let failing = DecisionHarness.failing(run)
        #expect(failing.map(\.id) == ["decision:DT-GATE-STATUS:GS-01"])
        let divergence = try #require(failing.first?.divergence)
        #expect(divergence.pathSoFar.first?.contains("requiredCount=0") == true)
        #expect(divergence.expected == "NOT_STARTED" && divergence.observed == "PASS")
        #expect(run.decisions.first?.wrong == 4 * 2 * 2)
    }

    @Test("an evaluator that lets BLOCKED win over FAIL fails GS-02 where both hold")
    func blockedBeforeFailFails() throws {
        var subject = GateStatusDecisionSubject()
        subject.evaluate = { evaluator, definition, tracker, now in
            let status = evaluator.record(for: definition, tracker: tracker, now: now).status
            let p0 = tracker.gatingTasks.contains {
                $0.openIssues.contains { $0.severity == .p0 && definition.requiredChecks.contains($0.checkID) }
            }
            return status == .fail && p0 ? .blocked : status
        }
        let configured = subject
        let run = try DecisionHarness.run(tables: ["DT-GATE-STATUS"]) { configured }
        #expect(DecisionHarness.failing(run).map(\.id) == ["decision:DT-GATE-STATUS:GS-02"])
    }
}
