import Foundation
import Testing

@testable import SpecModel

/// Bundles: every problem of every file in one load, products side by side, reading from disk.
@Suite struct LoaderBundleTests {
    @Test("a bundle with several broken files reports every problem in one load and keeps the valid files")
    func everyProblemInOneLoad() throws {
        let r = SpecFixture.load([
            "product.json": SpecFixture.product(),
            "a-syntax.json": "{\"kind\": \"rules\",, }",
            "b-types.json":
                #"{"kind": "rules", "version": 1, "product": "demo", "rules": [{"id": 1, "statement": "s"}, {"id": "R2", "statement": true}]}"#,
            "c-keys.json": #"{"kind": "surfaces", "version": 1, "product": "demo", "surface": [], "extra": 1}"#,
            "d-kind.json": #"{"kind": "widgets", "version": 1, "product": "demo"}"#,
            "e-version.json": #"{"kind": "rules", "version": 3, "product": "demo", "rules": []}"#,
            "f-valid.json": SpecFixture.rules,
            "features.json": SpecFixture.features,
        ])
        #expect(
            r.diagnostics.map { "\($0.file ?? "")|\($0.brief)" } == [
                "Spec/demo/a-syntax.json|json.expected-key@1:18",
                "Spec/demo/b-types.json|spec.wrong-type@1:69",
                "Spec/demo/b-types.json|spec.wrong-type@1:117",
                "Spec/demo/c-keys.json|spec.missing-key@1:1",
                "Spec/demo/c-keys.json|spec.unknown-key@1:55",
                "Spec/demo/c-keys.json|spec.unknown-key@1:70",
                "Spec/demo/d-kind.json|spec.unknown-kind@1:10",
                "Spec/demo/e-version.json|spec.unsupported-version@1:30",
            ])
        #expect(r.diagnostics[4].message == "unknown key \"surface\" in surfaces; did you mean \"surfaces\"?")
        let bundle = try #require(r.catalog.bundle("demo"))
        #expect(
            bundle.files.map(\.path) == [
                "Spec/demo/b-types.json", "Spec/demo/c-keys.json", "Spec/demo/f-valid.json", "Spec/demo/features.json",
                "Spec/demo/product.json",
            ])
        // The rule with a bad id is dropped; the one with a bad statement is kept under its id.
        #expect(bundle.rules.map(\.id) == ["R2", "RULE-AHA"])
        #expect(bundle.features.count == 3)
        #expect(r.sources.keys.sorted().first == "Spec/demo/a-syntax.json")
    }

    @Test("two products load side by side, each with its own patterns and IDs")
    func twoProducts() throws {
        var files: [String: [UInt8]] = [:]
        files["alpha/product.json"] = Array(SpecFixture.product("alpha", name: "Alpha").utf8)
        files["alpha/rules.json"] = Array(
            SpecFixture.rules.replacingOccurrences(of: "\"demo\"", with: "\"alpha\"").utf8)
        files["beta/product.json"] = Array(
            #"{"kind": "product", "version": 1, "product": "beta", "name": "Beta", "documents": [], "idPatterns": [{"kind": "fr", "pattern": "^FR-[0-9]+\\.[0-9]+$"}]}"#
                .utf8)
        files["beta/rules.json"] = Array(
            #"{"kind": "rules", "version": 1, "product": "beta", "rules": [{"id": "FR-1.1", "statement": "s"}]}"#.utf8)
        let r = SpecLoader.load(files: files, root: "specs")
        #expect(r.diagnostics.isEmpty)
        #expect(r.catalog.products == ["alpha", "beta"])
        let alpha = try #require(r.catalog.bundle("alpha"))
        let beta = try #require(r.catalog.bundle("beta"))
        #expect(alpha.productSpec?.name == "Alpha" && beta.productSpec?.name == "Beta")
        #expect(alpha.idIndex.contains("RULE-AHA") && !beta.idIndex.contains("RULE-AHA"))
        #expect(beta.classify("FR-1.1") == .id(kind: "fr"))
        #expect(alpha.classify("FR-1.1") == .unknown)
        #expect(beta.directory == "specs/beta" && beta.files[0].path == "specs/beta/product.json")
    }

    @Test("loading from disk: sorted, recursive, schema folder and hidden files skipped, inputs unchanged")
    func loadsFromDisk() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("Spec/schema/rules.schema.json", "{not json")
        try folder.write("Spec/.hidden.json", "{not json")
        try folder.write("Spec/demo/.cache/x.json", "{not json")
        try folder.write("Spec/demo/product.json", SpecFixture.product())
        try folder.write("Spec/demo/machines/access.json", SpecFixture.machine)
        try folder.write("Spec/demo/README.md", "not a spec file")
        try folder.write("Spec/zeta/product.json", SpecFixture.product("zeta"))
        try folder.write("Spec/stray.json", "{}")
        let before = try Data(contentsOf: URL(fileURLWithPath: folder.path + "/Spec/demo/product.json"))

        let root = folder.path + "/Spec"
        let r = SpecLoader.load(root: root)
        #expect(r.diagnostics.map(\.code) == ["spec.stray-file"])
        #expect(r.diagnostics.first?.severity == .warning)
        #expect(r.catalog.products == ["demo", "zeta"])
        #expect(
            r.catalog.bundle("demo")?.files.map(\.path) == [
                root + "/demo/machines/access.json", root + "/demo/product.json",
            ])
        #expect(r.catalog.bundle("demo")?.machines.first?.origin.file == root + "/demo/machines/access.json")
        #expect(
            r.sources.keys.sorted() == [
                root + "/demo/machines/access.json", root + "/demo/product.json", root + "/zeta/product.json",
            ])
        #expect(try Data(contentsOf: URL(fileURLWithPath: folder.path + "/Spec/demo/product.json")) == before)

        // Loading twice gives the same result.
        let again = SpecLoader.load(root: root + "/")
        #expect(again.diagnostics == r.diagnostics)
        #expect(again.catalog.bundles.map { $0.files.map(\.path) } == r.catalog.bundles.map { $0.files.map(\.path) })
    }

    @Test("a root that is not a folder is spec.read-failed")
    func missingRoot() {
        let r = SpecLoader.load(root: "/nonexistent/specconform-root")
        #expect(r.diagnostics.map(\.code) == ["spec.read-failed"])
        #expect(r.catalog.bundles.isEmpty)
    }

    @Test("the repository's own spec root loads without crashing")
    func repositorySpecLoads() {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Spec").path
        let r = SpecLoader.load(root: root)
        #expect(!r.catalog.products.contains("schema"))
    }
}
