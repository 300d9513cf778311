import Conformance
import OchreSoul
import SpecModel
import Testing

@testable import OchreSoulConformance

/// Payload values and invalid inputs on ochre-soul: the reference passes, a planted bug of each kind fails.
@Suite("ochre-soul payload values and input constraints")
struct PayloadAndInputTests {
    /// A canvas whose wrong-colour `region_filled` reports the region's colour (the colour the implementation's
    /// own feedback names as the correct one) instead of the colour the user tapped with.
    struct RegionColourReportingCanvas: ConformanceSubject {
        var inner = CanvasProgressSubject()

        mutating func reset(context: JSONValue) throws { try inner.reset(context: context) }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            var observation = try inner.apply(stimulus)
            guard case .wrongColour(_, let feedback)? = inner.lastTapOutcome else { return observation }
            observation.events = observation.events.map { event in
                guard event.name == "region_filled", event.payload["correct"] == .bool(false),
                    var payload = event.payload.objectValue
                else { return event }
                payload["colour_id"] = .int(feedback.correctColourID)
                return ObservedEvent(name: event.name, payload: .object(payload), conditions: event.conditions)
            }
            return observation
        }
    }

    /// `oands artwork unpublish` that fills in a reason when none (or a blank one) is given, instead of refusing.
    struct DefaultReasonUnpublish: ContractSubject {
        var inner = OandsContractSubject()

        mutating func call(contract: String, input: JSONValue) throws -> ContractOutcome {
            var fields = input.objectValue ?? [:]
            if contract == "CLI-ARTWORK-UNPUBLISH",
                (fields["reason"]?.stringValue ?? "").trimmingCharacters(in: .whitespaces).isEmpty
            {
                fields["reason"] = "no reason given"
            }
            return try inner.call(contract: contract, input: .object(fields))
        }
    }

    @Test(
        "FEAT-CAN-004 a faulty canvas reporting the region's colour instead of the tapped one fails with the divergence"
    )
    func regionColourReported() throws {
        let bundle = try #require(ConformanceHarness.loaded.bundle)
        var subjects = SubjectRegistry()
        subjects.register(.machine, product: OchreSoulVerification.product, elements: [CanvasProgressSubject.machine]) {
            RegionColourReportingCanvas()
        }
        let run = ConformanceRunner(subjects: subjects).run(bundle, scenarios: [])
        // Sneak checks whose prefix runs through hit.wrong cannot run (error: the prefix diverged); every check that
        // ran and failed diverged at hit.wrong.
        let failing = run.checks.filter { $0.status == .failed }
        #expect(!failing.isEmpty)
        #expect(run.checks.filter { $0.status == .error }.allSatisfy { $0.kind == .sneak })
        #expect(
            failing.allSatisfy { $0.divergence?.pathSoFar.last == "hit.wrong" },
            "\(failing.map(ConformanceHarness.describe))")
        let first = try #require(failing.first)
        // The planner sends hit.wrong with colour 1 (the declared integer data); the region tapped has colour 2.
        #expect(first.divergence?.expected == "region_filled.colour_id = 1")
        #expect(first.divergence?.observed == "region_filled.colour_id = 2")
        // The reference canvas passes the same paths.
        let reference = try #require(ConformanceHarness.reference)
        for check in failing { #expect(reference.checks.first { $0.id == check.id }?.status == .passed) }
    }

    @Test("the reference passes every contract check, and each ochre-soul constraint is covered")
    func referenceContracts() throws {
        let reference = try #require(ConformanceHarness.reference)
        let contracts = reference.checks.filter { $0.kind == .contract }
        #expect(contracts.count >= 20)
        #expect(
            contracts.allSatisfy { $0.status == .passed },
            "\(contracts.filter { $0.status != .passed }.map(ConformanceHarness.describe))")
        for id in [
            "contract:CLI-ARTWORK-UNPUBLISH:valid", "contract:CLI-ARTWORK-UNPUBLISH.reason.required",
            "contract:CLI-ARTWORK-UNPUBLISH.reason.pattern",
            "contract:CLI-ARTWORK-PUBLISH.review-id.required", "contract:CLI-ARTWORK-PUBLISH.version.minimum",
            "contract:API-DOWNLOAD-URL.slug.required",
        ] {
            #expect(contracts.contains { $0.id == id }, "no check \(id)")
        }
    }

    @Test("CLI-ARTWORK-UNPUBLISH an unpublish accepted without a reason fails the reason's constraints")
    func unpublishWithoutReason() throws {
        let bundle = try #require(ConformanceHarness.loaded.bundle)
        var subjects = SubjectRegistry()
        subjects.register(.contract, product: OchreSoulVerification.product, elements: OandsContractSubject.contracts) {
            DefaultReasonUnpublish()
        }
        let run = ConformanceRunner(subjects: subjects).run(bundle, scenarios: [])
        let failing = run.checks.filter { $0.status != .passed }.map(\.id)
        #expect(
            failing == [
                "contract:CLI-ARTWORK-UNPUBLISH.reason.minLength", "contract:CLI-ARTWORK-UNPUBLISH.reason.pattern",
                "contract:CLI-ARTWORK-UNPUBLISH.reason.required",
            ])
        let required = try #require(run.checks.first { $0.id == "contract:CLI-ARTWORK-UNPUBLISH.reason.required" })
        #expect(required.divergence?.observed.hasPrefix("accepted") == true)
        #expect(required.exercisedIDs.contains("CLI-ARTWORK-UNPUBLISH.reason.required"))
    }

    @Test("oands refuses a blank unpublish reason, and so does the admin unpublish function")
    func blankReasonRefused() throws {
        let (env, cli, slug) = try #require(PublicationFixtures.publishedRecord(.reference))
        let blank = cli.run([
            "artwork", "unpublish", "--slug", slug, "--reason", "   ", "--admin-token", "admin-session",
        ])
        #expect(blank.exitCode != OandsCLI.ok)
        #expect(cli.workflows[slug]?.state == .published)
        #expect(throws: RemoteError.rejected("validation_error")) {
            try env.backend.unpublish(slug: slug, reason: " ", adminToken: "admin-session")
        }
        #expect(env.backend.catalogue.first { $0.slug == slug }?.isPublished == true)
    }
}
