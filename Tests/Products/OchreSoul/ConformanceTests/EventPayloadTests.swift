import EventSchema
import OchreSoul
import SpecModel
import Testing

@testable import OchreSoulConformance

/// Every event the implementation can emit, validated against the spec's schemas directly (path checks stop at
/// the first divergence, so some events are never validated there).
@Suite("implementation event payloads against the spec schemas")
struct EventPayloadTests {
    static let samples: [ProductEvent] = [
        .appOpened(sessionID: "s-1", appVersion: "1.0.0", childMode: false), .libraryViewed(section: .featured),
        .artworkViewed(artworkID: "a", source: .continueRow), .artworkDownloadStarted(artworkID: "a", premium: true),
        .artworkDownloadCompleted(artworkID: "a", bytes: 10, durationMs: 5),
        .artworkOpened(artworkID: "a", openDurationMs: 3),
        .regionFilled(artworkID: "a", colourID: 2, correct: false),
        .artworkCompleted(artworkID: "a", totalDurationMin: 4),
        .paywallViewed(trigger: .lockedArtwork), .purchaseStarted(productID: "p"), .purchaseSucceeded(productID: "p"),
        .purchaseFailed(productID: "p", reason: .invalidReceipt), .syncFailed(reason: .versionMismatch),
    ]

    @Test("MOD-OBSERVABILITY-MUST-1 every implementation event validates against its schema")
    func payloadsValidate() throws {
        let bundle = try #require(ConformanceHarness.loaded.bundle)
        let catalog = EventCatalog(bundle)
        #expect(Set(ProductEvent.allNames) == Set(catalog.eventNames), "taxonomy differs from the spec's 13 events")
        var invalid: [String] = []
        for event in Self.samples {
            let observed = EventRecorder.observed(
                AnalyticsEvent(name: event.name, payload: event.payload), conditions: [])
            let result = catalog.validate(eventName: event.name, payload: observed.payload)
            if !result.isValid {
                invalid.append(event.name + ": " + result.errors.map(\.message).joined(separator: "; "))
            }
        }
        #expect(invalid.isEmpty, "invalid payloads: \(invalid)")
    }

    @Test("region_filled colour_id is the swatch number: an integer, never a string or negative")
    func colourIDIsAnInteger() throws {
        let bundle = try #require(ConformanceHarness.loaded.bundle)
        let catalog = EventCatalog(bundle)
        func payload(_ colour: JSONValue) -> JSONValue {
            .object(["artwork_id": .string("a"), "colour_id": colour, "correct": .bool(true)])
        }
        #expect(catalog.validate(eventName: "region_filled", payload: payload(.int(2))).isValid)
        #expect(!catalog.validate(eventName: "region_filled", payload: payload(.string("2"))).isValid)
        #expect(!catalog.validate(eventName: "region_filled", payload: payload(.int(-1))).isValid)
    }

    @Test("child-mode policy rejects a region_filled emitted in child mode")
    func childModePolicyRejects() throws {
        let bundle = try #require(ConformanceHarness.loaded.bundle)
        let catalog = EventCatalog(bundle)
        let payload: JSONValue = .object(["artwork_id": .string("a"), "colour_id": .int(2), "correct": .bool(true)])
        #expect(catalog.validate(eventName: "region_filled", payload: payload).isValid)
        let underChildMode = catalog.validate(eventName: "region_filled", payload: payload, conditions: ["child-mode"])
        #expect(underChildMode.violations.map(\.code) == ["policy.not-allowed"])
        #expect(underChildMode.violations.map(\.condition) == ["child-mode"])
    }
}
