import Testing

@testable import OchreSoul

@Suite("trust-moment citations and admin publish validation")
struct CitationAndPublishValidationTests {
    @Test("MOD-TRUST-MUSTNOT-3 the founder's note cites only approved cultural notes")
    func citesOnlyApprovedNotes() {
        let trust = TrustMoment(fileSystem: FakeFileSystem())
        var row = SampleArtwork.make(id: "art-cite", slug: "cite").row
        row.culturalContext = "Story of the saltwater people"
        row.culturalContextApproved = false
        #expect(trust.citableCulturalNote(for: row) == nil)
        row.culturalContextApproved = true
        #expect(trust.citableCulturalNote(for: row) == "Story of the saltwater people")
        row.culturalContext = ""
        #expect(trust.citableCulturalNote(for: row) == nil)
    }

    @Test("MOD-CONTENT-MUSTNOT-1 the admin publish function refuses a bundle with validator errors")
    func adminPublishRefusesInvalidBundle() throws {
        let env = AppEnvironment()
        let sample = SampleArtwork.make(id: "art-adm", slug: "adm", published: false)
        env.backend.addArtwork(sample.row, files: sample.files)
        env.backend.approvedReviews["review-adm"] = "adm"
        var bad = sample.files
        bad["version.txt"] = Array("9\n".utf8)
        env.backend.bundles["adm@1"] = bad
        #expect(throws: RemoteError.rejected("validator_errors")) {
            try env.backend.publish(
                slug: "adm", reviewID: "review-adm", version: 1, checksum: sample.row.checksum,
                adminToken: "admin-session")
        }
        #expect(env.backend.catalogue.first { $0.slug == "adm" }?.isPublished == false)
        env.backend.bundles["adm@1"] = sample.files
        try env.backend.publish(
            slug: "adm", reviewID: "review-adm", version: 1, checksum: sample.row.checksum, adminToken: "admin-session")
        #expect(env.backend.catalogue.first { $0.slug == "adm" }?.isPublished == true)
    }
}
