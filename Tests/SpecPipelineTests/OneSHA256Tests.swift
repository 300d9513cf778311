import Foundation
import SpecConformTestSupport
import Testing

@testable import SpecPipeline

/// The engine hashes its inputs with one SHA-256 (`Sources/SpecPipeline/Sharding/SHA256.swift`); a bundled
/// product's implementation keeps its own, since it never imports the engine.
@Suite struct OneSHA256Tests {
    @Test("the engine has one SHA-256: only SpecPipeline/Sharding/SHA256.swift holds its round constants")
    func oneCopy() {
        let holders = LayoutOwnershipTests.engineFiles.filter { file in
            file.text.range(of: #"0x428a_?2f98|0x6a09_?e667"#, options: [.regularExpression, .caseInsensitive]) != nil
        }.map(\.path)
        #expect(holders == ["Sources/SpecPipeline/Sharding/SHA256.swift"])
    }

    @Test("the engine's SHA-256 gives the FIPS 180-4 digests, over a block boundary too")
    func knownAnswers() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
        #expect(
            SHA256.hex(Array("abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq".utf8))
                == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }
}
