import Foundation
import Testing

@testable import SpecModel

/// Wrong input never loads as an empty spec: a spec root on disk without products, or a product folder without
/// JSON, is an error naming the folder on disk.
@Suite struct SpecRootListingTests {
    /// A fresh folder holding `files` (relative path → text).
    func folder(_ files: [String: String] = [:], folders: [String] = []) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent(
            "specconform-root-\(UUID().uuidString)"
        ).path
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        for name in folders {
            try FileManager.default.createDirectory(atPath: root + "/" + name, withIntermediateDirectories: true)
        }
        for (path, text) in files {
            let url = URL(fileURLWithPath: root + "/" + path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return root
    }

    @Test("spec.no-spec-files: an empty spec root is an error naming its absolute folder and what was expected")
    func emptyRoot() throws {
        let root = try folder(folders: ["schema"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let empty = SpecLoader.load(root: root)
        #expect(empty.diagnostics.map(\.code) == ["spec.no-spec-files"])
        #expect(empty.diagnostics.first?.severity == .error)
        #expect(
            empty.diagnostics.first?.message
                == "no spec files under \(root): expected product folders with product.json (\(root)/<product>/product.json)"
        )
    }

    @Test("spec.no-spec-files names YAML files lying in the spec root: spec files are JSON")
    func yamlInRoot() throws {
        let root = try folder(["features.yaml": "kind: features\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let message = SpecLoader.load(root: root).diagnostics.first { $0.code == "spec.no-spec-files" }?.message ?? ""
        #expect(message.contains("found features.yaml: spec files are JSON"))
    }

    @Test(
        "spec.empty-product-folder: a product folder with only features.yaml is named, with the hint that specs are JSON"
    )
    func yamlProductFolder() throws {
        let root = try folder(["demo/features.yaml": "kind: features\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let diagnostics = SpecLoader.load(root: root).diagnostics
        #expect(diagnostics.map(\.code) == ["spec.empty-product-folder"])
        #expect(diagnostics.first?.file == root + "/demo")
        #expect(
            diagnostics.first?.message.hasPrefix(
                "product folder \(root)/demo has no .json spec file; found features.yaml: spec files are JSON") == true)
    }

    @Test("spec.empty-product-folder: an empty product folder is named, with the file to add")
    func emptyProductFolder() throws {
        let root = try folder(folders: ["demo"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let diagnostics = SpecLoader.load(root: root).diagnostics
        #expect(diagnostics.map(\.code) == ["spec.empty-product-folder"])
        #expect(diagnostics.first?.message.hasSuffix("; add \(root)/demo/product.json (docs/SPEC-FORMAT.md)") == true)
    }

    @Test(
        "a product folder with JSON files, even only in a sub-folder, is neither empty nor missing (negative control)")
    func productFolderWithJSON() throws {
        let root = try folder([
            "demo/product.json": SpecFixture.product(), "demo/notes.yaml": "x: 1\n", "other/machines/m.json": "{}",
        ])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let codes = SpecLoader.load(root: root).diagnostics.map(\.code)
        #expect(!codes.contains("spec.no-spec-files"))
        #expect(!codes.contains("spec.empty-product-folder"))
    }

    @Test("spec.read-failed: a spec root that is not a folder names the resolved absolute path and --spec")
    func missingRoot() throws {
        let base = try folder()
        defer { try? FileManager.default.removeItem(atPath: base) }
        let diagnostics = SpecLoader.load(root: "Spec", base: base).diagnostics
        #expect(diagnostics.map(\.code) == ["spec.read-failed"])
        #expect(diagnostics.first?.file == "Spec")
        #expect(diagnostics.first?.message.contains("\(base)/Spec") == true)
        #expect(diagnostics.first?.message.contains("--spec") == true)
    }

    @Test("a load restricted to one product folder reads only that folder")
    func onlyProduct() throws {
        let root = try folder(["demo/product.json": SpecFixture.product(), "other/x.yaml": "x: 1\n"])
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = SpecLoader.load(root: root, products: ["demo"])
        #expect(result.catalog.products == ["demo"])
        #expect(result.diagnostics.isEmpty)
    }
}
