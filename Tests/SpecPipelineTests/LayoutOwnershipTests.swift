import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

/// `ProjectLayout` (`Sources/SpecModel/Layout/`) is the one place spec, traceability and report paths are spelled:
/// no other engine source joins a root with a product or names a traceability or report file.
@Suite struct LayoutOwnershipTests {
    /// The folder allowed to spell the layout.
    static let layoutFolder = "Sources/SpecModel/Layout/"

    /// What joins layout paths by hand, each with what it catches:
    static let patterns: [(name: String, regex: String)] = [
        // "\(root)/\(product)/gate.json", "/policy.json", "subjects.json", product + "/accepted-changes.json"
        (
            "names a traceability or report file",
            #"(\)/|"/?)(policy|gate|subjects|mutation|accepted-changes|coverage)\.json""#
        ),
        // product + "/scenarios", "\(root)/\(product)/scenarios/"
        ("names the scenarios folder", #"(\)/|"/)scenarios["/]"#),
        // "\(project.traceabilityRoot)/…", traceabilityRoot + "/", reportRoot + "/"
        ("joins a root", #"(specRoot|traceabilityRoot|reportRoot)(\)/|\s*\+)"#),
        // "Reports/\(product)/coverage.json", ?? "Reports"
        ("names the report root", #""Reports[/"]"#),
        // "\(root)/\(product)", root + "/" + product.product
        ("joins a product to a folder", #"((\)|")/\\\([\w.!]*product|\+\s*"/"\s*\+\s*[\w.]*product\b)"#),
    ]

    /// Every line of `text` (comments left out) that joins layout paths, as `path:line: what it does`.
    static func findings(in text: String, path: String) -> [String] {
        var found: [String] = []
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let code = line.trimmingCharacters(in: .whitespaces)
            if code.hasPrefix("//") { continue }
            for pattern in patterns where code.range(of: pattern.regex, options: .regularExpression) != nil {
                found.append("\(path):\(number + 1): \(pattern.name): \(code)")
            }
        }
        return found
    }

    static var engineFiles: [(path: String, text: String)] {
        let folders = ((try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.root + "/Sources")) ?? [])
            .filter { $0 != "Products" && $0 != "specconform" }.sorted()
        return folders.flatMap { ProductIndependenceTests.swiftFiles(under: "Sources/" + $0) }
    }

    @Test("no engine source outside ProjectLayout joins spec, traceability or report paths")
    func onlyTheLayoutSpellsPaths() {
        let files = Self.engineFiles
        #expect(files.count > 100, "found \(files.count) engine sources")
        #expect(files.contains { $0.path.hasPrefix(Self.layoutFolder) })
        let found = files.filter { !$0.path.hasPrefix(Self.layoutFolder) }.flatMap {
            Self.findings(in: $0.text, path: $0.path)
        }
        #expect(found.isEmpty, "ask ProjectLayout instead:\n\(found.joined(separator: "\n"))")
    }

    @Test("the scanner catches each way of joining a path by hand (negative control), not help text or comments")
    func scannerCatchesPlantedJoins() {
        let planted = [
            #"let gatePath = "\(project.traceabilityRoot)/\(product)/gate.json""#,
            #"let path = "\(traceability)/\(product!)/policy.json""#,
            #"let reportPath = arguments.value("report") ?? "Reports/\(product!)/coverage.json""#,
            #"let folder = traceabilityRoot + "/" + product + "/scenarios""#,
            #"let relative = product + "/accepted-changes.json""#,
            #"let outRoot = arguments.value("out") ?? "Reports""#,
            #"let folder = outRoot + "/" + product.product"#,
            #"let path = "\(root)/\(bundle.product)/\(name)""#,
        ]
        for line in planted {
            #expect(Self.findings(in: "    " + line + "\n", path: "Planted.swift").count >= 1, "not caught: \(line)")
        }
        let allowed = [
            #".init(name: "report", valueName: "FILE", help: "the coverage report (default: Reports/<product>/coverage.json)"),"#,
            #"/// Reads `Traceability/<product>/mutation.json` when present."#,
            #"// "\(root)/\(product)/gate.json""#,
            #"let pointer = pointer + "/" + token"#,
            #"let file = directory + "/" + event.name + ".schema.json""#,
        ]
        for line in allowed {
            #expect(Self.findings(in: line, path: "Allowed.swift").isEmpty, "caught: \(line)")
        }
    }

    @Test("the layout spells paths as the loaders did: relative roots as given, a spec root of . adding nothing")
    func spellings() {
        let layout = ProjectLayout(specRoot: "Spec", traceabilityRoot: "Traceability", workingDirectory: "/work")
        #expect(layout.specFolder(of: "p") == "Spec/p")
        #expect(ProjectLayout(specRoot: ".").specFolder(of: "p") == "p")
        #expect(ProjectLayout(specRoot: "Spec/").specPath("p/features.json") == "Spec/p/features.json")
        #expect(layout.path(.gate, of: "p") == "Traceability/p/gate.json")
        #expect(
            ProjectLayout.TraceabilityInput.allCases.map { layout.path($0, of: "p") } == [
                "Traceability/p/policy.json", "Traceability/p/gate.json", "Traceability/p/subjects.json",
                "Traceability/p/mutation.json",
                "Traceability/p/accepted-changes.json",
            ])
        #expect(layout.scenariosFolder(of: "p") == "Traceability/p/scenarios")
        #expect(ProjectLayout.relativePath(.acceptedChanges, of: "p") == "p/accepted-changes.json")
        #expect(layout.coverageReport(of: "p") == "Reports/p/coverage.json")
        #expect(layout.resolve("Spec") == "/work/Spec" && layout.resolve("/tmp/Spec") == "/tmp/Spec")
    }
}
