import Foundation
import SpecConformTestSupport
import Testing

/// The independence rule and its mirror: implementations never see the engine, the engine never names a product.
@Suite struct ProductIndependenceTests {
    static let engineModules = [
        "SpecJSON", "SpecOutput", "SpecModel", "SpecLint", "StateMachine", "EventSchema", "Conformance", "Traceability",
        "Reporting",
        "SpecDiff", "SpecConformKit", "SpecConformCLI", "SpecMutation",
    ]

    static func swiftFiles(under folder: String) -> [(path: String, text: String)] {
        let root = PackagePaths.root + "/" + folder
        guard let items = FileManager.default.enumerator(atPath: root) else { return [] }
        return items.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") }.sorted().compactMap { item in
            (try? String(contentsOfFile: root + "/" + item, encoding: .utf8)).map { (folder + "/" + item, $0) }
        }
    }

    static var bundledProducts: [String] {
        (try? FileManager.default.contentsOfDirectory(atPath: PackagePaths.root + "/Sources/Products"))?.sorted() ?? []
    }

    @Test("no file of a product's Implementation imports an engine target or reads Spec/")
    func implementationsImportNoEngine() {
        #expect(!Self.bundledProducts.isEmpty)
        for product in Self.bundledProducts {
            for file in Self.swiftFiles(under: "Sources/Products/\(product)/Implementation") {
                for line in file.text.split(separator: "\n") {
                    let words = line.split(separator: " ").map(String.init)
                    if let index = words.firstIndex(of: "import"), index + 1 < words.count {
                        #expect(!Self.engineModules.contains(words[index + 1]), "\(file.path): \(line)")
                    }
                }
                #expect(!file.text.contains("\"Spec/"), "\(file.path) reads Spec/")
            }
        }
    }

    @Test("no engine target names a bundled product, its spec folder or its conformance module")
    func engineNamesNoProduct() throws {
        let specFolders = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root + "/Spec").filter {
            $0 != "schema" && !$0.contains(".")
        }
        let names = Self.bundledProducts + Self.bundledProducts.map { $0 + "Conformance" } + specFolders
        let engineFolders = try FileManager.default.contentsOfDirectory(atPath: PackagePaths.root + "/Sources")
            .filter { $0 != "Products" && $0 != "specconform" }
        #expect(engineFolders.count >= 10)
        for folder in engineFolders {
            for file in Self.swiftFiles(under: "Sources/" + folder) {
                for name in names {
                    #expect(!file.text.contains(name), "\(file.path) names the product '\(name)'")
                }
            }
        }
    }
}
