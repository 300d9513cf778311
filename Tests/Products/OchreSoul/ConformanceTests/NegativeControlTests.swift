import Conformance
import SpecModel
import Testing

@testable import OchreSoulConformance

/// Each negative control plugs one deliberately wrong component into the implementation: the runner must then
/// report a failing check (one that passes with the reference components) whose evidence names the rule.
@Suite("negative controls: a faulty component makes the right checks fail")
struct NegativeControlTests {
    /// The IDs the failing checks must exercise, per fault.
    static let expectedIDs: [OchreSoulFault: [String]] = [
        .progressLastWriteWins: ["RULE-SYNC-BITSET-UNION", "MOD-PROGRESS-MUSTNOT-2", "FEAT-PROG-002"],
        .publishWithoutApprovedReview: ["RULE-PUBLICATION-NO-SKIP", "MOD-CONTENT-MUSTNOT-2", "FEAT-CULT-001"],
        .cachePromotedBeforeChecksum: ["RULE-ATOMIC-CACHE-PROMOTION", "MOD-DOWNLOAD-MUST-2", "FEAT-DL-002"],
        .regionFilledInChildMode: ["RULE-CHILD-MODE-EVENTS", "RULE-REGION-FILLED-SAMPLING", "FEAT-SET-003"],
        .entitlementGrantedOnClient: [
            "RULE-ENTITLEMENT-AFTER-VALIDATION", "MOD-MONETISATION-MUSTNOT-1", "FEAT-IAP-003",
        ],
        .founderNoteBeforeAha: ["RULE-FOUNDER-NOTE-MILESTONE", "MOD-TRUST-MUSTNOT-1", "FEAT-ONB-007"],
        .anonymousPurchaseCompleted: ["RULE-ACCOUNT-BEFORE-PURCHASE", "MOD-IDENTITY-MUSTNOT-3", "FEAT-ID-002"],
        .unsyncedArtworkEvicted: ["RULE-CACHE-EVICTION", "FEAT-CACHE-001"],
        .wrongColourTapChangesProgress: ["RULE-WRONG-COLOUR-PULSE", "FEAT-CAN-004"],
        .partialBundleRendered: ["MOD-DOWNLOAD-MUSTNOT-1", "FEAT-DL-002"],
        .osPromptBeforeOptIn: ["RULE-NOTIFICATION-PRE-PERMISSION", "MOD-NOTIFICATIONS-MUSTNOT-1", "FEAT-ONB-009"],
        .draftShownToNormalUser: ["MOD-LIBRARY-MUSTNOT-1", "EDGE-008", "FEAT-LIB-001"],
    ]

    @Test("every fault has expected IDs")
    func everyFaultListed() {
        #expect(Set(Self.expectedIDs.keys) == Set(OchreSoulFault.allCases))
        #expect(OchreSoulFault.allCases.count >= 12)
    }

    @Test(
        "a faulty component makes the runner report failing checks exercising the rule",
        arguments: OchreSoulFault.allCases)
    func faultIsDetected(_ fault: OchreSoulFault) throws {
        let reference = try #require(ConformanceHarness.reference)
        let faulty = try #require(ConformanceHarness.run(fault.components))
        let passedBefore = Set(reference.checks.filter { $0.status == .passed }.map(\.id))
        let newlyFailing = faulty.checks.filter { $0.status != .passed && passedBefore.contains($0.id) }
        for check in newlyFailing { print("[\(fault.rawValue)] " + ConformanceHarness.describe(check)) }
        #expect(!newlyFailing.isEmpty, "\(fault.rawValue): no check that passes on the reference failed")
        let exercised = Set(newlyFailing.flatMap(\.exercisedIDs))
        for id in Self.expectedIDs[fault] ?? [] {
            #expect(exercised.contains(id), "\(fault.rawValue): no failing check exercises \(id)")
        }
    }
}

/// Child mode is one use of the engine's declared conditions: the subjects report `child-mode` as active, and the
/// events spec's policy for it decides which events may be emitted.
@Suite("negative control: child mode as a declared condition")
struct ChildModeConditionTests {
    /// The canvas subject, claiming child mode is on while the implementation goes on emitting as for an adult.
    struct ChildModeClaimingCanvas: ConformanceSubject {
        var inner = CanvasProgressSubject()

        mutating func reset(context: JSONValue) throws { try inner.reset(context: context) }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            var observation = try inner.apply(stimulus)
            observation.conditions.insert("child-mode")
            observation.events = observation.events.map {
                ObservedEvent(name: $0.name, payload: $0.payload, conditions: $0.conditions.union(["child-mode"]))
            }
            return observation
        }
    }

    @Test("RULE-CHILD-MODE-EVENTS a subject reporting child mode that emits region_filled fails the canvas paths")
    func childModeRegionFilledFailsTheRun() throws {
        let bundle = try #require(ConformanceHarness.loaded.bundle)
        var subjects = SubjectRegistry()
        subjects.register(.machine, product: OchreSoulVerification.product, elements: [CanvasProgressSubject.machine]) {
            ChildModeClaimingCanvas()
        }
        let run = ConformanceRunner(subjects: subjects).run(bundle, scenarios: [])
        let passedBefore = Set(
            try #require(ConformanceHarness.reference).checks.filter { $0.status == .passed }.map(\.id))
        let failing = run.checks.filter { $0.status != .passed && passedBefore.contains($0.id) }
        let onRegionFilled = failing.filter { $0.divergence?.observed.contains("region_filled") == true }
        #expect(!onRegionFilled.isEmpty, "\(failing.map(ConformanceHarness.describe))")
        #expect(onRegionFilled.allSatisfy { $0.divergence?.expected.contains("region_filled") == false })
    }
}
