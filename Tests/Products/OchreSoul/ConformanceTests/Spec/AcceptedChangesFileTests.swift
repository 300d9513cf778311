import Foundation
import SpecConformTestSupport
import SpecDiff
import Testing

/// The committed `Traceability/ochre-soul/accepted-changes.json`.
@Suite struct AcceptedChangesFileTests {
    @Test("the committed ochre-soul accepted-changes file decodes cleanly")
    func committedFile() throws {
        let path = "Traceability/ochre-soul/accepted-changes.json"
        let bytes = try #require(FileManager.default.contents(atPath: PackagePaths.root + "/" + path))
        let (_, diagnostics) = AcceptedChangesDecoder.decode([UInt8](bytes), file: path, product: "ochre-soul")
        #expect(diagnostics.isEmpty)
    }
}
