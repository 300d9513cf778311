@testable import OchreSoul

/// A launched environment with a few published sample artworks.
struct TestWorld {
    let env = AppEnvironment()
    let free: SampleArtwork
    let premium: SampleArtwork
    let starter: SampleArtwork
    let pack: ContentPack

    init(launch: Bool = true) {
        free = SampleArtwork.make(id: "art-free", slug: "free-one", themes: ["coastal"])
        premium = SampleArtwork.make(
            id: "art-prem", slug: "premium-one", premium: true, packID: "pack-1", themes: ["desert"])
        starter = SampleArtwork.make(id: "art-start", slug: "starter", columns: 5, rows: 4, isStarter: true)
        pack = ContentPack(id: "pack-1", productID: "com.ochre.pack1", title: "Desert pack", artworkIDs: ["art-prem"])
        for sample in [free, premium, starter] { env.backend.addArtwork(sample.row, files: sample.files) }
        env.backend.packs = [pack]
        if launch { _ = env.identity.launch() }
    }

    /// Downloads and returns an open canvas for a sample.
    func canvas(_ sample: SampleArtwork) -> CanvasEngine? {
        let job = env.downloadJob(for: sample.row)
        guard job.run() == .cached else { return nil }
        return env.openCanvas(sample.row)
    }

    /// Signs the current anonymous user up with a fresh credential.
    func signUp(_ credential: String = "me@example.com") {
        _ = env.identity.upgrade(credential: credential)
    }
}
