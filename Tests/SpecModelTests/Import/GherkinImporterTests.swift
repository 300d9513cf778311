import Foundation
import SpecImport
import Testing

@testable import SpecModel

/// Gherkin `.feature` / `.feature.md` → native journey scenarios (`Tests/Fixtures/import/gherkin`, written from
/// the Cucumber Gherkin reference).
@Suite struct GherkinImporterTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/import/gherkin")

    static func bytes(_ name: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
    }

    static func convert(_ name: String, select: String? = nil) throws -> ImportResult {
        GherkinImporter.convert(
            try bytes(name), file: "features/\(name)", select: select, steps: try bytes("steps.json"),
            stepsFile: "features/steps.json")
    }

    /// The converted scenarios as scenario files, decoded as hand-written ones are.
    static func decode(_ result: ImportResult) throws -> [Scenario] {
        let items = try #require(result.node?.items)
        var files: [String: [UInt8]] = [:]
        for (i, item) in items.enumerated() {
            guard case .object(var members) = item.value else { continue }
            members["kind"] = "scenario"
            members["version"] = 1
            members["product"] = "demo"
            files["s\(i).json"] = Array(JSONWriter(indent: 0).string(.object(members)).utf8)
        }
        let loaded = ScenarioLoader.load(files: files, product: "demo")
        #expect(loaded.diagnostics.isEmpty, "\(loaded.diagnostics)")
        return loaded.scenarios
    }

    @Test("Feature, Background, Rule, Scenario Outline with Examples: one scenario per row, named deterministically")
    func expands() throws {
        let result = try Self.convert("checkout.feature")
        #expect(result.isClean, "\(result.diagnostics)")
        let items = try #require(result.node?.items)
        #expect(
            items.compactMap { $0["title"]?.string } == [
                "Paying by card", "A declined card is retried [retries #1]", "A declined card is retried [retries #2]",
                "A note at checkout",
            ])
        #expect(
            items.compactMap { $0["id"]?.string } == [
                "SCN-CHK-paying-by-card", "SCN-CHK-a-declined-card-is-retried-retries-1",
                "SCN-CHK-a-declined-card-is-retried-retries-2", "SCN-CHK-a-note-at-checkout",
            ])
        let scenarios = try Self.decode(result)
        #expect(scenarios.count == 4)
    }

    @Test("tags carry requirement IDs into covers: the feature's, the scenario's and the examples'")
    func tags() throws {
        let items = try #require(try Self.convert("checkout.feature").node?.items)
        #expect(items[0]["covers"]?.value == ["FR-4", "FR-4.1"])
        #expect(items[1]["covers"]?.value == ["FR-4", "FR-4.2", "FR-4.3"])
        #expect(items[3]["covers"]?.value == ["FR-4"])
    }

    @Test("steps map through the step table: {int} and {string} captures typed, backgrounds first, then-steps expect")
    func steps() throws {
        let items = try #require(try Self.convert("checkout.feature").node?.items)
        #expect(
            items[0]["steps"]?.value == [
                ["send": "basket.created"],
                ["send": "payment.submitted", "data": ["amount": 25, "card": "visa"], "expect": ["state": "Paid"]],
            ])
        #expect(
            items[2]["steps"]?.value == [
                ["send": "basket.created"], ["send": "payment.card"],
                ["send": "card.declined", "data": ["card": "amex"]],
                ["send": "payment.submitted", "data": ["amount": 20, "card": "amex"], "expect": ["state": "Paid"]],
            ])
        #expect(
            items[3]["steps"]?.value == [
                ["send": "basket.created"], ["send": "payment.card"],
                ["send": "note.added", "data": ["note": "ring twice"]],
                ["send": "items.added", "data": ["items": [["sku": "A-1", "qty": "2"]]]],
            ])
    }

    @Test("a .feature.md (Markdown with Gherkin) gives the same scenario as the .feature, located in the Markdown")
    func markdown() throws {
        let md = try Self.convert("checkout.feature.md")
        #expect(md.isClean, "\(md.diagnostics)")
        let plain = try #require(try Self.convert("checkout.feature").node?.items?.first)
        let item = try #require(md.node?.items?.first)
        #expect(item.value == plain.value)
        #expect(item.location.line == 11)
    }

    @Test("an unmatched step is a located error naming the closest pattern")
    func unmatched() throws {
        let result = try Self.convert("unmatched.feature")
        #expect(result.node == nil)
        let d = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(d.code == "import.gherkin.unmatched-step")
        #expect(d.file == "features/unmatched.feature")
        #expect(d.location?.line == 5 && d.location?.column == 10)
        #expect(
            d.message
                == #"no step pattern matches "When the shopper pays 25 euro in cash"; the closest pattern is "the shopper pays {int} euros with card {string}""#
        )
    }

    @Test("select keeps one scenario by name; a miss is located with did-you-mean")
    func select() throws {
        let one = try Self.convert("checkout.feature", select: "A note at checkout")
        #expect(one.node?.items?.count == 1)
        let miss = try Self.convert("checkout.feature", select: "A note at check-out")
        #expect(miss.node == nil)
        #expect(miss.diagnostics.first?.code == "import.gherkin.select")
        #expect(miss.diagnostics.first?.message.hasSuffix(#"; did you mean "A note at checkout"?"#) == true)
    }
}
