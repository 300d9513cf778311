import Conformance
import OchreSoul

/// Helpers of the coverage-B rule checks.
enum RuleCheckSupport {
    /// The error a remote call throws, `nil` when it succeeds.
    static func error(_ call: () throws(RemoteError) -> Void) -> RemoteError? {
        do {
            try call()
            return nil
        } catch {
            return error
        }
    }
}

/// Shared set-up of the coverage-B rule checks.
enum CoverageBFixtures {
    /// An artwork published through every publication step (validated, reviewed, approved, uploaded,
    /// previewed), with its catalogue row and storage objects in the backend and its record in `oands`.
    static func publishedRecord(_ c: OchreSoulComponents) -> (AppEnvironment, OandsCLI, String)? {
        let env = AppEnvironment()
        let sample = SampleArtwork.make(id: "art-unpub", slug: "unpub")
        env.backend.addArtwork(sample.row, files: sample.files)
        let checksum = sample.row.checksum
        var record = PublicationWorkflow(slug: sample.row.slug)
        do {
            try record.generated(checksum: checksum)
            try record.validated(ValidationReport(entries: [ValidationEntry(.pass, "bundle.structure", "bundle structure is valid")]), checksum: checksum)
            try record.requestReview(reviewID: "review-1")
            try record.reviewerApproves()
            try record.uploaded(checksum: checksum)
            try record.previewed()
            try record.publish(reviewID: "review-1", checksum: checksum)
        } catch {
            return nil
        }
        let cli = OandsCLI(fileSystem: env.fileSystem, admin: c.adminServer(env.backend))
        cli.workflows[sample.row.slug] = record
        return (env, cli, sample.row.slug)
    }

    /// A signed-in environment selling one content pack whose receipt `receipt-ok` the store confirms.
    static func shop(_ c: OchreSoulComponents) -> (env: AppEnvironment, pack: ContentPack, service: PurchaseService, entitlements: EntitlementStore)? {
        let env = RuleFixtures.signedIn()
        guard env.session.userID != nil else { return nil }
        let pack = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Pack one", artworkIDs: ["art-premium"])
        env.backend.packs = [pack]
        env.backend.validReceipts["receipt-ok"] = pack.productID
        let entitlements = EntitlementStore()
        let service = PurchaseService(session: env.session, api: c.purchaseServer(env.backend), store: env.appStore, entitlements: entitlements, analytics: env.analytics)
        return (env, pack, service, entitlements)
    }
}

/// The coverage-B rule checks: contract checks and feature checks.
enum CoverageBRuleChecks {
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] { CoverageBContractChecks.all(c) + CoverageBFeatureChecks.all(c) }
}
