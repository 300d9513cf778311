import Foundation
import SpecConformCLI
import SpecConformTestSupport
import Testing

/// What `--spec` accepts and how wrong input is reported: a project root, a `Spec/` folder or one product folder;
/// an empty, YAML-only or missing spec is exit 65 naming the folder; the root cause of a broken file comes first.
@Suite struct SpecInputTests {
    /// A fresh folder, removed by the caller.
    func temporaryFolder() throws -> String {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent(
            "specconform-input-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url.path
    }

    /// A project folder holding a copy of the toy product's `Spec/` and `Traceability/`.
    func toyProject() throws -> String {
        let root = try temporaryFolder()
        for folder in ["Spec", "Traceability"] {
            try FileManager.default.copyItem(
                atPath: PackagePaths.fixture("toy") + "/" + folder, toPath: root + "/" + folder)
        }
        return root
    }

    func write(_ text: String, to path: String) throws {
        try FileManager.default.createDirectory(
            atPath: (path as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: path))
    }

    // MARK: empty or wrong input

    @Test("spec.no-spec-files: lint and check on an empty Spec/ exit 65 naming the absolute folder")
    func emptySpec() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Spec", withIntermediateDirectories: true)
        let lint = CLIRun(["lint"], in: root)
        #expect(lint.status == .invalidInput)
        #expect(
            lint.err.contains(
                "Spec: error[spec.no-spec-files]: no spec files under \(root)/Spec: expected product folders with product.json"
            ))
        let check = CLIRun(["check", "--out", root + "/Reports"], in: root)
        #expect(check.status == .invalidInput)
        #expect(check.err.contains("error[spec.no-spec-files]"))
        let explain = CLIRun(["explain", "FEAT-001"], in: root)
        #expect(explain.status == .invalidInput)
        #expect(explain.err.contains("error[spec.no-spec-files]"))
        let gate = CLIRun(["gate"], in: root)
        #expect(gate.status == .invalidInput)
        #expect(gate.err.contains("error[spec.no-spec-files]"))
    }

    @Test("spec.empty-product-folder: a product folder with only features.yaml exits 65 naming it, with a hint")
    func yamlOnlyProduct() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("kind: features\n", to: root + "/Spec/shop/features.yaml")
        let lint = CLIRun(["lint"], in: root)
        #expect(lint.status == .invalidInput)
        #expect(
            lint.err.contains(
                "Spec/shop: error[spec.empty-product-folder]: product folder \(root)/Spec/shop has no .json spec file; found features.yaml: spec files are JSON"
            ))
    }

    @Test("spec.read-failed: run from another folder, a missing spec root names the resolved path and --spec")
    func missingSpecElsewhere() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let lint = CLIRun(["lint"], in: root)
        #expect(lint.status == .invalidInput)
        #expect(lint.err.contains("error[spec.read-failed]: spec root is not a readable folder: \(root)/Spec;"))
        #expect(lint.err.contains("--spec"))
    }

    @Test("the binary reports an empty spec root with exit 65 and the folder's absolute path")
    func emptySpecBinary() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let result = try BinaryTests().run(["lint", "--spec", root])
        #expect(result.status == 65)
        #expect(result.err.contains("error[spec.no-spec-files]: no spec files under \(root):"))
    }

    // MARK: the three forms of --spec

    @Test("--spec accepts a project root, a Spec/ folder or one product folder: lint says the same for each")
    func lintForms() throws {
        let root = try toyProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let reference = CLIRun(["lint", "--spec", root + "/Spec"])
        #expect(reference.status == .ok, "\(reference.err)")
        #expect(reference.out.hasPrefix("lint: 1 product, 0 errors"))
        for form in [root, root + "/", root + "/Spec/", root + "/Spec/toy", root + "/Spec/toy/"] {
            let run = CLIRun(["lint", "--spec", form])
            #expect(run.status == .ok, "\(form): \(run.err)")
            #expect(run.out == reference.out, "\(form)")
        }
        let dot = CLIRun(["lint", "--spec", "."], in: root)
        #expect(dot.out == reference.out)
        let inProduct = CLIRun(["lint", "--spec", "."], in: root + "/Spec/toy")
        #expect(inProduct.status == .ok, "\(inProduct.err)")
        #expect(inProduct.out == reference.out)
    }

    @Test("--spec . on a project root reads its Spec/, not Reports/, Tests/ or schema files")
    func projectRootIgnoresOtherFolders() throws {
        let root = try toyProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try write("{\"kind\": \"coverage\"}", to: root + "/Reports/toy/coverage.json")
        try write("{}", to: root + "/Tests/x.json")
        let run = CLIRun(["lint", "--spec", "."], in: root)
        #expect(run.status == .ok, "\(run.err)")
        #expect(run.out.hasPrefix("lint: 1 product, 0 errors"))
    }

    @Test("--spec naming a product folder with another --product is a usage error naming the one product")
    func productFolderOtherProduct() throws {
        let root = try toyProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let run = CLIRun(["lint", "--spec", root + "/Spec/toy", "--product", "shop"])
        #expect(run.status == .usage)
        #expect(run.err.contains("no product 'shop' under \(root)/Spec (products: toy)"))
    }

    @Test("check on each form of --spec finds the Traceability/ beside the spec and writes the same reports")
    func checkForms() throws {
        let root = try toyProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (subjects, rules) = ToyFixture.registries(defect: nil)
        var reports: [String] = []
        for (index, form) in [root, root + "/Spec", root + "/Spec/toy"].enumerated() {
            let out = root + "/Reports-\(index)"
            let run = CLIRun(["check", "--quiet", "--spec", form, "--out", out], subjects: subjects, rules: rules)
            #expect(run.status == .ok, "\(form): \(run.err)")
            reports.append(
                String(
                    decoding: FileManager.default.contents(atPath: out + "/toy/coverage.json") ?? Data(), as: UTF8.self)
            )
        }
        #expect(!reports[0].isEmpty)
        #expect(Set(reports).count == 1)
    }

    @Test("paths and explain accept a product folder for --spec; paths needs no --product then")
    func pathsAndExplainForms() throws {
        let root = try toyProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let named = CLIRun(["paths", "--spec", root + "/Spec", "--product", "toy", "--machine", "vending"])
        #expect(named.status == .ok, "\(named.err)")
        let folder = CLIRun(["paths", "--spec", root + "/Spec/toy", "--machine", "vending"])
        #expect(folder.status == .ok, "\(folder.err)")
        #expect(folder.out == named.out)
        let (subjects, rules) = ToyFixture.registries(defect: nil)
        for form in [root, root + "/Spec/toy"] {
            let explain = CLIRun(["explain", "TOY-FEAT-001", "--spec", form], subjects: subjects, rules: rules)
            #expect(explain.status == .ok, "\(form): \(explain.err)")
            #expect(explain.out.contains("TOY-FEAT-001"))
        }
    }

    // MARK: root cause first

    @Test(
        "spec.unchecked-references: one missing ':' in ochre-soul's features.json is the first diagnostic, and the total is small"
    )
    func rootCauseFirst() throws {
        let root = try temporaryFolder()
        defer { try? FileManager.default.removeItem(atPath: root) }
        try FileManager.default.createDirectory(atPath: root + "/Spec", withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            atPath: PackagePaths.root + "/Spec/ochre-soul", toPath: root + "/Spec/ochre-soul")
        let path = root + "/Spec/ochre-soul/features.json"
        let text = String(decoding: FileManager.default.contents(atPath: path) ?? Data(), as: UTF8.self)
        let broken = try #require(text.range(of: "\"title\": "))
        try write(text.replacingCharacters(in: broken, with: "\"title\" "), to: path)

        let lint = CLIRun(["lint", "--spec", root])
        #expect(lint.status == .invalidInput)
        let first = lint.err.split(separator: "\n").first.map(String.init) ?? ""
        #expect(first.hasPrefix("\(root)/Spec/ochre-soul/features.json:"), "\(first)")
        #expect(first.contains("error[json."), "\(first)")
        let errors = lint.err.components(separatedBy: ": error[").count - 1
        #expect(errors <= 3, "\(lint.err.prefix(3000))")
        #expect(lint.err.contains("error[spec.unchecked-references]: "))
        #expect(lint.err.contains("references to IDs not checked because features.json could not be read"))

        let check = CLIRun(["check", "--spec", root, "--out", root + "/Reports"])
        #expect(check.status == .invalidInput)
        #expect(check.err.hasPrefix("\(root)/Spec/ochre-soul/features.json:"))
    }

    // MARK: gate and help

    @Test("gate without --product uses the spec's only product")
    func gateOnlyProduct() throws {
        let root = try toyProject()
        defer { try? FileManager.default.removeItem(atPath: root) }
        let (subjects, rules) = ToyFixture.registries(defect: nil)
        let check = CLIRun(["check", "--quiet"], subjects: subjects, rules: rules, in: root)
        #expect(check.status == .ok, "\(check.err)")
        let gate = CLIRun(["gate"], in: root)
        #expect(gate.status == .ok, "\(gate.err)")
        #expect(gate.out.contains("\"pass\":true") || gate.out.contains("\"pass\": true"))
    }

    @Test("gate without --product on several products is a usage error listing them")
    func gateAmbiguous() {
        let gate = CLIRun(["gate"])
        #expect(gate.status == .usage)
        #expect(
            gate.err.contains(
                "error: gate needs --product P or --report FILE: Spec holds 3 products (nonna, ochre-soul, swapgraph)"))
        #expect(gate.err.contains("usage: specconform gate [--spec DIR] [--traceability DIR] [options]"))
    }

    @Test("check's usage line shows --spec and --traceability")
    func checkSynopsis() {
        let help = CLIRun(["check", "--help"])
        #expect(help.out.contains("usage: specconform check [--spec DIR] [--traceability DIR] [options]\n"))
        #expect(help.out.contains("a project root (holding Spec/), a spec root"))
    }
}
