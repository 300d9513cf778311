import Conformance
import EventSchema
import OchreSoul
import SpecModel
import Testing

@testable import OchreSoulConformance

/// The content, review, artwork detail and pack catalogue checks: they pass on the reference with the evidence they
/// claim, and each fails when the behaviour it proves is broken.
@Suite("content checks: FEAT-CONT-001, FEAT-CONT-003, FEAT-CULT-001, FEAT-ART-002, FEAT-IAP-001")
struct ContentCheckTests {
    /// The spec's event catalogue, as the runner hands it to rule checks.
    static let context: RuleContext? = ConformanceHarness.loaded.bundle.map { bundle in
        RuleContext(bundle: bundle)
    }

    /// `oands` without an error reporter: a tooling build that records no failure.
    static let unrecorded = ContentChecks.Wiring { env, admin in OandsCLI(fileSystem: env.fileSystem, admin: admin) }

    func run(_ check: RuleCheck) throws -> RuleCheck.Outcome {
        check.body(try #require(Self.context))
    }

    @Test(
        "the reference run passes every content check with the evidence it claims",
        arguments: [
            ("FEAT-CONT-001", ["success", "recovery", "observability"]),
            ("FEAT-CONT-003", ["success", "recovery", "observability"]),
            ("FEAT-CULT-001", ["success", "recovery", "observability"]), ("FEAT-ART-002", ["success", "recovery"]),
            ("FEAT-IAP-001", ["success", "recovery"]),
        ])
    func referencePasses(_ id: String, _ kinds: [String]) throws {
        let reference = try #require(ConformanceHarness.reference)
        let check = try #require(reference.checks.first { $0.id == "rule:\(id)" })
        #expect(check.status == .passed, "\(ConformanceHarness.describe(check))")
        let proved = Set(check.evidence.filter { $0.id == id }.map(\.kind.rawValue))
        #expect(proved == Set(kinds + ["rule"]), "\(id) proved \(proved.sorted())")
    }

    @Test("FEAT-CONT-001, FEAT-CONT-003 and FEAT-CULT-001 fail when oands records no error signal")
    func unrecordedFailuresFail() throws {
        let c = OchreSoulComponents.reference
        for check in [ContentChecks.authoring(c), ContentChecks.bundleValidator(c), ContentChecks.culturalReview(c)] {
            #expect(try run(check) == .pass, "\(check.ruleID) fails on the reference")
        }
        let broken = [
            ContentChecks.authoring(c, wiring: Self.unrecorded),
            ContentChecks.bundleValidator(c, wiring: Self.unrecorded),
            ContentChecks.culturalReview(c, wiring: Self.unrecorded),
        ]
        for check in broken {
            guard case .fail(let message) = try run(check) else {
                Issue.record("\(check.ruleID) passed although no failure was recorded")
                continue
            }
            #expect(message.contains("error signals were []"), "\(check.ruleID): \(message)")
        }
    }

    @Test("FEAT-CULT-001 fails when the approved revision cannot publish (the review row is lost)")
    func lostApprovalFails() throws {
        var c = OchreSoulComponents.reference
        c.adminServer = { ApprovalLosingAdmin(backend: $0) }
        guard case .fail(let message) = try run(ContentChecks.culturalReview(c)) else {
            Issue.record("FEAT-CULT-001 passed although the approved revision never published")
            return
        }
        #expect(message.contains("did not publish"), "\(message)")
    }

    @Test("FEAT-ART-002 fails when the catalogue client keeps serving its first answer (withdrawn context stays)")
    func frozenCatalogueFails() throws {
        var c = OchreSoulComponents.reference
        c.catalogueServer = { FrozenCatalogue(backend: $0) }
        guard case .fail(let message) = try run(ArtworkChecks.artworkDetail(c)) else {
            Issue.record("FEAT-ART-002 passed with a catalogue that never refreshes")
            return
        }
        #expect(message.contains("withdrawn"), "\(message)")
    }

    @Test("FEAT-IAP-001 fails when a failed pack fetch is read as an empty catalogue")
    func swallowedFetchFails() throws {
        var c = OchreSoulComponents.reference
        c.catalogueServer = { FailureSwallowingCatalogue(backend: $0) }
        guard case .fail(let message) = try run(MonetisationChecks.packCatalogue(c)) else {
            Issue.record("FEAT-IAP-001 passed with packs vanishing on a failed fetch")
            return
        }
        #expect(message.contains("catalogue unreachable"), "\(message)")
    }
}

/// Negative control: a catalogue client that still calls the server (so failures surface) but keeps returning its
/// first successful answer.
final class FrozenCatalogue: CatalogueAPI {
    private let backend: FakeBackend
    private var first: [CatalogueRow]?

    init(backend: FakeBackend) { self.backend = backend }

    func fetchArtworks(userID: String?, role: String) throws(RemoteError) -> [CatalogueRow] {
        let rows = try backend.fetchArtworks(userID: userID, role: role)
        if first == nil { first = rows }
        return first ?? rows
    }

    func fetchArtwork(slug: String, userID: String?, role: String) throws(RemoteError) -> CatalogueRow {
        try backend.fetchArtwork(slug: slug, userID: userID, role: role)
    }

    func fetchContentPacks() throws(RemoteError) -> [ContentPack] { try backend.fetchContentPacks() }
}

/// Negative control: a catalogue client that turns a failed pack fetch into "no packs".
final class FailureSwallowingCatalogue: CatalogueAPI {
    private let backend: FakeBackend

    init(backend: FakeBackend) { self.backend = backend }

    func fetchArtworks(userID: String?, role: String) throws(RemoteError) -> [CatalogueRow] {
        try backend.fetchArtworks(userID: userID, role: role)
    }

    func fetchArtwork(slug: String, userID: String?, role: String) throws(RemoteError) -> CatalogueRow {
        try backend.fetchArtwork(slug: slug, userID: userID, role: role)
    }

    func fetchContentPacks() throws(RemoteError) -> [ContentPack] { (try? backend.fetchContentPacks()) ?? [] }
}

/// Negative control: the publish function never finds the approved review row.
final class ApprovalLosingAdmin: AdminAPI {
    private let backend: FakeBackend

    init(backend: FakeBackend) { self.backend = backend }

    func upload(slug: String, version: Int, files: [String: [UInt8]], adminToken: String) throws(RemoteError)
        -> [String]
    {
        try backend.upload(slug: slug, version: version, files: files, adminToken: adminToken)
    }

    func publish(slug: String, reviewID: String, version: Int, checksum: String, adminToken: String) throws(RemoteError)
    {
        throw .rejected("review_not_approved")
    }

    func unpublish(slug: String, reason: String, adminToken: String) throws(RemoteError) {
        try backend.unpublish(slug: slug, reason: reason, adminToken: adminToken)
    }
}
