import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecDiff

/// The catalogue itself: every rule listed once, in its own file, with a fixture that triggers it and a near miss
/// that does not.
@Suite struct RuleCatalogueTests {
    static let rulesFolder = "Sources/SpecDiff/Rules"
    /// The folder of each area under `Rules/`.
    static let areaFolders: [FindingArea: String] = [
        .feature: "Feature", .journey: "Journey", .machine: "Machine", .event: "Event", .api: "API", .module: "Module",
        .rule: "BusinessRule", .traceability: "Traceability", .general: "General", .assumption: "Assumption",
        .limit: "Limit", .stage: "Stage",
        .decision: "Decision", .output: "Output",
    ]

    /// The rule files (`<Area>/<TypeName>.swift`), relative to `Rules/`, sorted.
    static func ruleFiles() -> [String] {
        let root = PackagePaths.root + "/" + rulesFolder
        let items = FileManager.default.enumerator(atPath: root)?.allObjects as? [String] ?? []
        return items.filter { $0.hasSuffix(".swift") && $0.contains("/") }.sorted()
    }

    @Test("rule IDs are unique, dotted and lowercase")
    func ruleIDs() {
        let ids = RuleCatalogue.rules.map(\.id)
        #expect(Set(ids).count == ids.count)
        for id in ids { #expect(id.range(of: "^[a-z]+\\.[a-z-]+$", options: .regularExpression) != nil, "\(id)") }
    }

    @Test("the catalogue lists every rule type once, and each type's name spells its rule ID")
    func typesMatchIDs() {
        let names = RuleCatalogue.types.map { String(describing: $0) }
        #expect(Set(names).count == names.count, "a type listed twice")
        for type in RuleCatalogue.types {
            let spelled = type.descriptor.id.replacingOccurrences(of: ".", with: "").replacingOccurrences(
                of: "-", with: "")
            #expect(
                String(describing: type).lowercased() == spelled, "\(type) is not named after \(type.descriptor.id)")
        }
    }

    @Test(
        "every rule has exactly one file, Rules/<Area>/<TypeName>.swift, and every file under an area folder is a catalogued rule"
    )
    func oneFilePerRule() throws {
        let expected = RuleCatalogue.types.map { type in
            "\(Self.areaFolders[type.descriptor.area] ?? "?")/\(String(describing: type)).swift"
        }.sorted()
        let files = Self.ruleFiles()
        #expect(
            files == expected,
            "files not in the catalogue: \(Set(files).subtracting(expected).sorted()); rules without a file: \(Set(expected).subtracting(files).sorted())"
        )
        for file in files {
            let text = try String(
                contentsOfFile: PackagePaths.root + "/" + Self.rulesFolder + "/" + file, encoding: .utf8)
            let declarations = text.components(separatedBy: "\n").filter {
                $0.hasPrefix("enum ") || $0.hasPrefix("struct ")
            }
            #expect(declarations.count == 1, "\(file) declares \(declarations.count) types")
            #expect(
                text.components(separatedBy: "DiffRuleDescriptor(").count - 1 == 1,
                "\(file) must hold exactly one descriptor")
        }
    }

    @Test("every rule of the catalogue has a fixture that triggers it and a near miss that does not")
    func everyRuleHasBothFixtures() {
        let ids = Set(RuleCatalogue.rules.map(\.id))
        let triggering = Set(RuleCases.all.filter { $0.expectation == .triggers }.map(\.rule))
        let nearMisses = Set(RuleCases.all.filter { $0.expectation == .doesNotTrigger }.map(\.rule))
        #expect(ids.subtracting(triggering).sorted() == [], "rules without a triggering fixture")
        #expect(ids.subtracting(nearMisses).sorted() == [], "rules without a near miss")
        #expect(triggering.union(nearMisses).subtracting(ids).sorted() == [], "fixtures named after no rule")
    }
}
