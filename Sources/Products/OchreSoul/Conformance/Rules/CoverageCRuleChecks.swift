import Conformance
import OchreSoul

/// Rule checks for the §7.2 module rules and the business rules that no earlier check covered: download URL
/// kinds, retry budget and signed-URL expiry, offline cached play, version review, the content pipeline's
/// validator and re-publish rules, the observability taxonomy and payload rules, identity upgrade, artwork detail,
/// monetisation, onboarding, palette and trust moment.
///
/// Each check drives the reference implementation and asserts what its rule's sentence says. `proves` is claimed
/// only where the assertions show that path (see `RuleCheck.proves`).
enum CoverageCRuleChecks {
    /// Registers every check of this group for the ochre-soul product.
    static func register(into rules: inout RuleCheckRegistry, components c: OchreSoulComponents) {
        for check in all(c) { rules.register(product: OchreSoulVerification.product, check) }
    }

    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        CoverageCDownloadChecks.all(c) + CoverageCContentChecks.all + CoverageCObservabilityChecks.all(c) + CoverageCModuleChecks.all(c)
    }
}

/// Shared set-up of the coverage-C rule checks.
enum CoverageCFixtures {
    /// A signed-in environment with a premium artwork in `pack-1`, optionally entitled server-side.
    static func premium(entitled: Bool, columns: Int = 4, rows: Int = 3) -> (env: AppEnvironment, sample: SampleArtwork)? {
        let env = RuleFixtures.signedIn()
        guard let user = env.session.userID, !env.session.isAnonymous else { return nil }
        let sample = SampleArtwork.make(id: "art-premium", slug: "premium-art", columns: columns, rows: rows, premium: true, packID: "pack-1")
        env.backend.addArtwork(sample.row, files: sample.files)
        if entitled { env.backend.grant("pack-1", to: user) }
        return (env, sample)
    }

    /// The URLs the CDN served since request `mark`.
    static func servedURLs(_ env: AppEnvironment, since mark: Int = 0) -> [String] {
        let all = env.cdn.rangeRequests
        guard mark < all.count else { return [] }
        return all[mark...].map(\.url)
    }

    /// Total backend calls over every endpoint.
    static func backendCalls(_ env: AppEnvironment) -> Int { env.backend.calls.values.reduce(0, +) }

    /// Every string value of every recorded event payload.
    static func payloadStrings(_ env: AppEnvironment) -> [String] {
        env.sink.events.flatMap { event in
            event.payload.values.compactMap { value -> String? in
                if case .string(let text) = value { return text }
                return nil
            }
        }
    }
}
