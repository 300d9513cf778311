import OchreSoulConformance
import SpecConformTestSupport
import Testing

/// `check --shard i/n` then `merge`, through the pipeline's stages on ochre-soul: the reports merged from n shards are
/// the unsharded run's, byte for byte, in every format. (The CLI on the toy product: `ShardCommandTests`; the built
/// binary on ochre-soul: `ShardBinaryTests`.)
@Suite struct OchreSoulShardMergeTests {
    @Test(
        "ochre-soul merged from 1, 3 and 4 shards: every report byte-identical to the unsharded run's, the same verdict"
    )
    func mergedReportsAreUnshardedOnes() async throws {
        try await ShardMergeCheck.expectMergedReportsAreUnsharded(OchreSoulVerification.self)
    }
}
