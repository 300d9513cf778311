import Conformance
import OchreSoul

/// The `oands` commands of §7.6.3.
extension ContractChecks {
    /// `oands artwork unpublish`: confirmation on success; on failure the reason is recorded and storage is kept.
    static func unpublish(_ c: OchreSoulComponents) -> RuleCheck {
        RuleCheck.expecting(
            "CLI-ARTWORK-UNPUBLISH", covers: ["CLI-ARTWORK-UNPUBLISH"],
            title:
                "oands artwork unpublish confirms is_published = false; a failure records its reason; storage objects are never deleted"
        ) { () throws(RuleFailure) in
            guard let (env, cli, slug) = PublicationFixtures.publishedRecord(c) else {
                throw RuleFailure("set-up could not publish the artwork")
            }
            let storage = env.backend.bundles
            let denied = cli.run([
                "artwork", "unpublish", "--slug", slug, "--reason", "artist request", "--admin-token", "expired",
            ])
            try expect(denied.exitCode != 0, "unpublish with a rejected admin token succeeded")
            try expect(
                cli.workflows[slug]?.failureLog.contains { $0.hasPrefix("unpublish failed") } == true,
                "the failure reason was not recorded")
            try expect(
                cli.workflows[slug]?.state == .published
                    && env.backend.catalogue.first { $0.slug == slug }?.isPublished == true,
                "a failed unpublish changed visibility")
            try expect(
                cli.run(["artwork", "unpublish", "--slug", slug, "--admin-token", "admin-session"]).exitCode
                    == OandsCLI.usage, "unpublish without a reason was not a usage error")
            let done = cli.run([
                "artwork", "unpublish", "--slug", slug, "--reason", "artist request", "--admin-token", "admin-session",
            ])
            try expect(
                done.exitCode == 0 && done.stdout.contains("is_published = false"),
                "unpublish did not confirm is_published = false: \(done.stderr)")
            try expect(
                env.backend.catalogue.first { $0.slug == slug }?.isPublished == false,
                "the catalogue row is still published")
            try expect(env.backend.bundles == storage, "unpublish deleted storage objects")
        }
    }
}
