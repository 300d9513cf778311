import Foundation
import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

/// Lints the bundled `Spec/ochre-soul/` the way `specconform lint` does.
@Suite("lint of Spec/ochre-soul")
struct RealSpecTests {
    /// The package root, found from this file's path (`Tests/SpecLintTests/RealSpecTests.swift`).
    static let packageRoot = PackagePaths.root

    static let loaded = SpecLoader.load(root: packageRoot + "/Spec")

    static func render(_ d: Diagnostic) -> String {
        "\(d.file ?? "-"):\(d.position): \(d.severity.rawValue)[\(d.code)]: \(d.message) (\(d.jsonPointer ?? "-"))"
    }

    @Test("ochre-soul lints without errors")
    func ochreSoulHasNoLintErrors() throws {
        #expect(Self.loaded.catalog.bundle("ochre-soul") != nil)
        let diagnostics = Linter().lint(Self.loaded, options: LintOptions(products: ["ochre-soul"]))
        for d in diagnostics { print(Self.render(d)) }
        let errors = diagnostics.filter { $0.severity == .error }
        #expect(errors.isEmpty, "\(errors.map(Self.render).joined(separator: "\n"))")
    }

    @Test("CLAIM-7-8-FROZEN: the §7.8 rows cover the 67 frozen records")
    func frozenRecordsClaimHolds() throws {
        let bundle = try #require(Self.loaded.catalog.bundle("ochre-soul"))
        let matrix = try #require(bundle.matrices.first { $0.id == "MATRIX-7-8" })
        let claim = try #require(matrix.claims.first { $0.id == "CLAIM-7-8-FROZEN" })
        #expect(claim.count == 67)
        #expect(claim.scope == .in)
        let rule = try #require(Linter.rule(id: "lint.matrix-claim"))
        let found = Linter(rules: [rule]).lint(Self.loaded, options: LintOptions(products: ["ochre-soul"]))
        #expect(found.isEmpty, "\(found.map(Self.render))")
        let inScope = bundle.features.filter { $0.scope == .in }.map(\.id)
        #expect(Set(inScope).count == 67)
    }

    /// The texts of every file of `Spec/ochre-soul/`, keyed by path inside the product folder.
    static func ochreSoulTexts() throws -> [String: String] {
        let folder = packageRoot + "/Spec/ochre-soul"
        let enumerator = try #require(FileManager.default.enumerator(atPath: folder))
        var texts: [String: String] = [:]
        while let item = enumerator.nextObject() as? String {
            guard item.hasSuffix(".json") else { continue }
            texts[item] = try String(contentsOfFile: folder + "/" + item, encoding: .utf8)
        }
        return texts
    }

    @Test("CLAIM-7-8-FROZEN is checked: a wrong count or a dropped record is reported")
    func frozenRecordsClaimCanFail() throws {
        var texts = try Self.ochreSoulTexts()
        let matrix = try #require(texts["traceability.json"])
        #expect(matrix.contains("\"count\": 67"))
        texts["traceability.json"] = matrix.replacingOccurrences(of: "\"count\": 67", with: "\"count\": 68")
        let wrongCount = Linter().lint(SpecLoader.loadBundle(product: "ochre-soul", texts: texts)).filter {
            $0.code == "lint.matrix-claim"
        }
        #expect(
            wrongCount.map(\.message) == [
                "claim \"CLAIM-7-8-FROZEN\" of matrix \"MATRIX-7-8\" does not hold: the rows name 67 distinct feature IDs, not 68"
            ])
        #expect(wrongCount.first?.jsonPointer == "/matrices/0/claims/0/count")

        texts["traceability.json"] = matrix.replacingOccurrences(
            of: "\"FEAT-ID-001 to FEAT-ID-003\"", with: "\"FEAT-ID-001 to FEAT-ID-002\"")
        let dropped = Linter().lint(SpecLoader.loadBundle(product: "ochre-soul", texts: texts)).filter {
            $0.code == "lint.matrix-claim"
        }
        #expect(dropped.count == 1)
        #expect(dropped.first?.message.contains("the rows name 66 distinct feature IDs, not 67") == true)
        #expect(dropped.first?.message.contains("missing (defined, scope in, in no row): \"FEAT-ID-003\"") == true)
    }
}
