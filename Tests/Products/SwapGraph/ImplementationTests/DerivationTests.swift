import Foundation
import Testing

@testable import SwapGraph

@Suite("Derivations (§1)")
struct DerivationTests {
    @Test("OBJ urgency bands: exactly 1 h is soon, exactly 6 h is normal, 0 is expired")
    func urgencyBoundaries() {
        #expect(Urgency.of(expiresAt: at(0), now: t0) == .expired)
        #expect(Urgency.of(expiresAt: at(-5), now: t0) == .expired)
        #expect(Urgency.of(expiresAt: at(1), now: t0) == .critical)
        #expect(Urgency.of(expiresAt: at(3599), now: t0) == .critical)
        #expect(Urgency.of(expiresAt: at(3600), now: t0) == .soon)
        #expect(Urgency.of(expiresAt: at(21599), now: t0) == .soon)
        #expect(Urgency.of(expiresAt: at(21600), now: t0) == .normal)
    }

    @Test("OBJ confidencePercent rounds and clamps to 0…100")
    func confidence() {
        #expect(Derivations.confidencePercent(0.874) == 87)
        #expect(Derivations.confidencePercent(0.875) == 88)
        #expect(Derivations.confidencePercent(1.7) == 100)
        #expect(Derivations.confidencePercent(-0.2) == 0)
    }

    @Test("OBJ cycleType from participant count; other counts invalid")
    func cycleType() {
        #expect(CycleType(participantCount: 2) == .direct)
        #expect(CycleType(participantCount: 3)?.rawValue == "3-way")
        #expect(CycleType(participantCount: 4)?.rawValue == "4-way")
        #expect(CycleType(participantCount: 1) == nil)
        #expect(CycleType(participantCount: 5) == nil)
        #expect(opportunity("p").cycleType == .direct)
    }

    @Test("OBJ value delta and net delta are exact decimal sums")
    func deltas() {
        let o = Opportunity(
            proposalId: "p",
            give: [asset("a", value: Decimal(string: "10.10")!), asset("b", value: Decimal(string: "0.20")!)],
            get: [asset("c", value: Decimal(string: "10.40")!)], expiresAt: t0)
        #expect(o.valueDeltaUsd == Decimal(string: "0.10")!)
        let r = receipt("r", cycle: "c")
        #expect(r.netDeltaUsd == 18)
    }

    @Test("LC-04 receipt outcome: completed Settled, failed with reason Unwound, failed without Failed")
    func outcome() {
        #expect(receipt("r", cycle: "c").outcome == .settled)
        #expect(receipt("r", cycle: "c", final: .failed, reason: "deposit_timeout").outcome == .unwound)
        #expect(receipt("r", cycle: "c", final: .failed).outcome == .failed)
    }

    @Test("OBJ viewer leg is the leg the viewer deposits from; progress label counts acknowledged deposits")
    func viewerLeg() {
        let c = cycle("c", viewerPending: false)
        #expect(c.viewerLeg?.legId == "c-v")
        #expect(!c.viewerLegPending)
        #expect(c.depositsProgressLabel == "1/2 deposits acknowledged")
    }
}
