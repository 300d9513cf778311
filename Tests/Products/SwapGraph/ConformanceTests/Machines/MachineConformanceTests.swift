import Conformance
import Foundation
import SpecModel
import SwapGraph
import Testing

@testable import SwapGraphConformance

@Suite("swapgraph machines and limits against the reference implementation")
struct MachineConformanceTests {
    static let machines = [
        "opportunity", "intent", "cycle", "mutation", "composer", "session", "connectivity", "notification-permission",
        "push-unsupported", "rollout", "task",
    ]

    @Test("every machine of Spec/swapgraph/machines has a subject, and every limit a probe")
    func everythingIsDriven() throws {
        let bundle = try MachineHarness.bundle()
        #expect(Set(bundle.machines.map(\.id)) == Set(Self.machines))
        #expect(Set(bundle.limits.map(\.id)) == Set(SwapGraphLimitProbe.limits))
    }

    @Test("every path, boundary, sneak and limit check passes")
    func allPass() throws {
        let run = try #require(MachineHarness.reference)
        let failing = MachineHarness.failing(run)
        #expect(failing.isEmpty, "\(MachineHarness.describe(failing))")
        for machine in Self.machines {
            if machine != "push-unsupported" {  // a single final state: nothing to travel, only events to refuse
                #expect(
                    run.checks.contains { $0.kind == .path && $0.id.hasPrefix("path:\(machine):") },
                    "no path check for \(machine)")
            }
            #expect(
                run.checks.contains { $0.kind == .sneak && $0.id.hasPrefix("sneak:\(machine):") },
                "no sneak check for \(machine)")
        }
        #expect(run.checks.filter { $0.kind == .limit }.count == SwapGraphLimitProbe.limits.count)
        #expect(run.checks.contains { $0.kind == .boundary && $0.id.hasPrefix("boundary:cycle:") })
        #expect(run.checks.contains { $0.kind == .boundary && $0.id.hasPrefix("boundary:task:") })
    }
}

/// A cycle that fails after completing (the literal reading of the §1.3 diagram, refused by A-01).
struct CompletedFailsScript: MachineScript {
    static let machine = "cycle"
    var inner: CycleScript
    init(context: JSONValue, now: Date) { inner = CycleScript(context: context, now: now) }
    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        if event == "execution_failed", inner.lifecycle.state == .completed {
            inner.lifecycle = CycleLifecycle(state: .failed, legs: inner.lifecycle.legs)
        } else {
            try inner.send(event, data: data, now: now)
        }
    }
    var state: String { inner.state }
}

/// An intent that can be cancelled before it is posted.
struct DraftCancelScript: MachineScript {
    static let machine = "intent"
    var inner: IntentScript
    init(context: JSONValue, now: Date) { inner = IntentScript(context: context, now: now) }
    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        if event == "cancel", inner.state == "draft" {
            inner.client.store.intents.append(
                Intent(
                    intentId: IntentScript.id, offeringAsset: IntentScript.item, wantTarget: "Knives", state: .cancelled
                ))
        } else {
            try inner.send(event, data: data, now: now)
        }
    }
    var state: String { inner.state }
}

/// A cycle that goes ready on the first deposit, whatever legs are still pending.
struct FirstDepositReadyScript: MachineScript {
    static let machine = "cycle"
    var inner: CycleScript
    init(context: JSONValue, now: Date) { inner = CycleScript(context: context, now: now) }
    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        try inner.send(event, data: data, now: now)
        if event == "confirm_deposit", inner.lifecycle.state == .escrowPending, inner.lifecycle.pendingLegCount < 3 {
            inner.lifecycle = CycleLifecycle(state: .escrowReady, legs: inner.lifecycle.legs)
        }
    }
    var state: String { inner.state }
}

/// A proposal that expires a minute early (the client's tick compares with a minute of slack).
struct EarlyExpiryScript: MachineScript {
    static let machine = "opportunity"
    var inner: OpportunityScript
    init(context: JSONValue, now: Date) { inner = OpportunityScript(context: context, now: now) }
    mutating func send(_ event: String, data: JSONValue, now: Date) throws {
        try inner.send(event, data: data, now: now)
    }
    mutating func tick(now: Date) { inner.tick(now: now.addingTimeInterval(60)) }
    var state: String { inner.state }
}

@Suite("swapgraph machines and limits: negative controls")
struct MachineNegativeControlTests {
    private func failing(_ plant: (inout SubjectRegistry) -> Void) throws -> [CheckResult] {
        MachineHarness.failing(try MachineHarness.run(plant))
    }

    @Test("a cycle that fails from completed fails the completed sneak path, and nothing else")
    func cycleFailsFromCompleted() throws {
        let failing = try failing {
            $0.register(.machine, product: "swapgraph", elements: ["cycle"]) { MachineSubject<CompletedFailsScript>() }
        }
        #expect(!failing.isEmpty)
        #expect(
            failing.allSatisfy { $0.kind == .sneak && $0.id.hasPrefix("sneak:cycle:completed") },
            "\(MachineHarness.describe(failing))")
    }

    @Test("an intent cancelled from draft fails the draft sneak path")
    func intentCancelFromDraft() throws {
        let failing = try failing {
            $0.register(.machine, product: "swapgraph", elements: ["intent"]) { MachineSubject<DraftCancelScript>() }
        }
        #expect(!failing.isEmpty)
        #expect(failing.allSatisfy { $0.id.hasPrefix("sneak:intent:draft") }, "\(MachineHarness.describe(failing))")
    }

    @Test("a cycle ready before its last deposit fails the pendingLegs paths and boundaries")
    func cycleReadyEarly() throws {
        let failing = try failing {
            $0.register(.machine, product: "swapgraph", elements: ["cycle"]) {
                MachineSubject<FirstDepositReadyScript>()
            }
        }
        #expect(failing.contains { $0.kind == .path && $0.id.hasPrefix("path:cycle:") })
        #expect(failing.contains { $0.kind == .boundary && $0.id.hasPrefix("boundary:cycle:") })
        #expect(failing.allSatisfy { $0.id.contains(":cycle:") }, "\(MachineHarness.describe(failing))")
    }

    @Test("a proposal expiring a minute early fails the expiry sneak path")
    func earlyExpiry() throws {
        let failing = try failing {
            $0.register(.machine, product: "swapgraph", elements: ["opportunity"]) {
                MachineSubject<EarlyExpiryScript>()
            }
        }
        #expect(!failing.isEmpty)
        #expect(failing.allSatisfy { $0.id.contains(":opportunity:") }, "\(MachineHarness.describe(failing))")
    }

    @Test("a retrier with 3 retries fails LIM-RETRY-ATTEMPTS over the limit")
    func threeRetries() throws {
        let failing = try failing { subjects in
            subjects.register(.limit, product: "swapgraph", elements: SwapGraphLimitProbe.limits) {
                var probe = SwapGraphLimitProbe()
                probe.retryPolicy.maxRetries = 3
                return probe
            }
        }
        #expect(failing.map(\.id) == ["limit:LIM-RETRY-ATTEMPTS"], "\(MachineHarness.describe(failing))")
        #expect(failing.first?.divergence?.expected == "refused")
    }

    @Test("a feed showing 6 cards fails LIM-FEED-VISIBLE")
    func sixVisible() throws {
        let failing = try failing { subjects in
            subjects.register(.limit, product: "swapgraph", elements: SwapGraphLimitProbe.limits) {
                var probe = SwapGraphLimitProbe()
                probe.composeFeed = { inputs, now in
                    var output = FeedComposer.compose(inputs, now: now)
                    output.visibleCount = min(6, output.cards.count)
                    return output
                }
                return probe
            }
        }
        #expect(failing.map(\.id) == ["limit:LIM-FEED-VISIBLE"], "\(MachineHarness.describe(failing))")
    }

    @Test("a backoff without its cap fails LIM-BACKOFF-CAP")
    func uncappedBackoff() throws {
        let failing = try failing { subjects in
            subjects.register(.limit, product: "swapgraph", elements: SwapGraphLimitProbe.limits) {
                var probe = SwapGraphLimitProbe()
                probe.retryPolicy.cap = 60
                return probe
            }
        }
        #expect(failing.map(\.id) == ["limit:LIM-BACKOFF-CAP"], "\(MachineHarness.describe(failing))")
    }
}
