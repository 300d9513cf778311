import SpecDiff
import SpecModel
import Testing

/// Impact: the checks whose evidence a change outdates, derived from the spec, and the IDs they cover.
@Suite struct ImpactTests {
    @Test("a changed guard outdates the scenarios and planned paths that cross it, and the IDs they cover")
    func guardChangeImpact() throws {
        var spec = OchreSpec.original
        spec.edit("machines/publication.json", "states", "Previewed", "on", "publish.requested", "0", "guard") {
            $0 = "reviewApproved"
        }
        let finding = try #require(diffOchre(impact: true, spec).first)
        let checks = finding.impact.checks.map(\.id)
        #expect(checks.contains("scenario:SCN-JRN-P05"))
        #expect(checks.contains { $0.hasPrefix("path:publication:") })
        #expect(!checks.contains { $0.hasPrefix("path:artwork-access:") })
        #expect(finding.impact.ids.contains("JRN-P05"))
    }

    @Test("an event change outdates the scenarios that cross a transition emitting it")
    func eventImpact() throws {
        var spec = OchreSpec.original
        RuleCases.schema(&spec, "purchase_failed", "properties", "reason", "enum") {
            $0 = ["cancelled", "invalid_receipt", "store_unavailable", "unknown"]
        }
        let finding = try #require(diffOchre(impact: true, spec).first)
        #expect(finding.rule == "event.enum-value-removed")
        #expect(finding.impact.ids.contains("EVT-PURCHASE-FAILED"))
        #expect(finding.impact.ids.contains("FEAT-OBS-002"))
        #expect(
            finding.impact.checks.contains { $0.id.hasPrefix("scenario:") || $0.id.hasPrefix("path:artwork-access:") })
    }

    @Test("a journey change reaches the journey's features transitively")
    func journeyImpact() throws {
        var spec = OchreSpec.original
        spec.remove("journeys.json", "journeys", "JRN-P04", "steps", "JRN-P04-S3")
        let step = try #require(diffOchre(impact: true, spec).first { $0.rule == "journey.step-removed" })
        #expect(step.impact.checks.map(\.id).contains("scenario:SCN-JRN-P04"))
        #expect(step.impact.ids.contains("FEAT-IAP-003"))
    }

    @Test("a change nothing crosses has no check in its impact")
    func addedFeatureHasNoChecks() {
        var spec = OchreSpec.original
        spec.append("features.json", "features", item: ["id": "FEAT-ID-004", "title": "Passkeys", "scope": "in"])
        #expect(diffOchre(impact: true, spec).first?.impact.checks == [])
    }
}
