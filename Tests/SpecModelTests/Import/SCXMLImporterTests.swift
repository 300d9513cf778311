import Foundation
import SpecConformTestSupport
import SpecImport
import SpecJSON
import Testing

@testable import SpecModel

/// W3C SCXML → native machines (`Tests/Fixtures/import/scxml`, written from the SCXML Recommendation): every mapped
/// construct, and every refused one a located error naming the element or attribute.
@Suite struct SCXMLImporterTests {
    static func bytes(_ fixture: String) throws -> [UInt8] {
        try [UInt8](Data(contentsOf: URL(fileURLWithPath: PackagePaths.fixture("import/scxml/" + fixture))))
    }

    /// The fixture converted and decoded as a machine (names resolved, the loader's checks run).
    static func imported(_ fixture: String) throws -> (node: JSONNode?, diagnostics: [Diagnostic]) {
        NativeMachineSource.imported(
            try bytes(fixture), format: "scxml", file: fixture, select: nil, overlay: nil, overlayFile: "overlay.json")
    }

    @Test("every mapped construct of the checkout fixture lands where docs/formats/scxml.md says")
    func mapped() throws {
        let result = try Self.imported("checkout.scxml")
        let node = try #require(result.node, "\(result.diagnostics)")
        #expect(result.diagnostics.map(\.code) == ["import.scxml.log"], "\(result.diagnostics)")
        #expect(node["initial"]?.string == "Shop")
        #expect(node["title"] == nil)
        #expect(node["notes"]?.items?.count == 1)
        #expect(node["context"]?["currency"]?.string == "EUR")
        #expect(node["context"]?["addressKnown"]?.value == .bool(false))
        let shop = try #require(node["states"]?["Shop"])
        #expect(shop["initial"]?.string == "Browsing")
        #expect(shop["on"]?["cancel"]?.items?.first?["target"]?.string == "Cancelled")
        #expect(shop["on"]?["abort"]?.items?.first?["target"]?.string == "Cancelled")
        #expect(shop["on"]?["restart"]?.items?.first?["internal"]?.value == .bool(true))
        let browsing = try #require(shop["states"]?["Browsing"])
        #expect(browsing["on"]?["pay"]?.items?.first?["guard"]?.string == "items > 0")
        #expect(browsing["on"]?["pay"]?.items?.first?["path"]?.string == "success")
        #expect(browsing["on"]?["item.added"]?.items?.first?["assign"]?["items"]?.string == "items + 1")
        let payment = try #require(shop["states"]?["Payment"])
        #expect(payment["type"]?.string == "parallel")
        #expect(payment["onEntry"]?["assign"]?["attempts"]?.string == "attempts + 1")
        #expect(payment["onEntry"]?["emits"]?.items?.first?["payload"]?["attempt"]?.string == "attempts + 1")
        #expect(payment["on"]?["done.state.Payment"]?.items?.first?["target"]?.string == "Placed")
        let card = try #require(payment["states"]?["Card"])
        let entering = try #require(card["states"]?["Entering"])
        #expect(entering["after"]?["15m"]?.items?.first?["target"]?.string == "Browsing")
        #expect(entering["on"]?["card.timeout"] == nil && entering["onEntry"] == nil && entering["onExit"] == nil)
        #expect(entering["on"]?["card.ok"]?.items?.first?["guard"]?.string == "event.amount == items")
        #expect(card["states"]?["CardHistory"]?["history"]?.string == "deep")
        #expect(card["states"]?["CardHistory"]?["target"]?.string == "Entering")
        let typing = try #require(payment["states"]?["Address"]?["states"]?["Typing"])
        #expect(typing["always"]?.items?.first?["guard"]?.string == "addressKnown")
        let placed = try #require(shop["states"]?["Placed"])
        #expect(placed["description"]?.string == "The order is placed.")
        #expect(placed["onExit"]?["emits"]?.items?.first?["optional"]?.value == .bool(true))
        #expect(shop["states"]?["ShopHistory"]?["history"] == nil)
        let paused = try #require(node["states"]?["Paused"])
        #expect(paused["on"]?["ping"]?.items?.first?["target"]?.string == "Paused")
        #expect(node["states"]?["Cancelled"]?["type"]?.string == "final")
        // Located in the SCXML file: the guard at its cond attribute's value (its opening quote, as a JSON string).
        let cond = try #require(browsing["on"]?["pay"]?.items?.first?["guard"])
        #expect(cond.location.line == 24 && cond.location.column == 36, "\(cond.location)")
    }

    @Test("every refused construct is a located import.scxml error naming it (negative fixture)")
    func refused() throws {
        let result = SCXMLImporter.convert(try Self.bytes("negative/refused.scxml"), file: "refused.scxml", select: nil)
        #expect(result.node == nil || !result.isClean)
        let found = Set(result.diagnostics.map { "\($0.location?.line ?? 0) \($0.code)" })
        let expected: Set<String> = [
            "3 import.scxml.datamodel", "5 import.scxml.src", "6 import.scxml.data", "8 import.scxml.script",
            "10 import.scxml.invoke", "12 import.scxml.raise", "13 import.scxml.send", "14 import.scxml.send",
            "15 import.scxml.send", "16 import.scxml.send", "17 import.scxml.delayed-send", "18 import.scxml.foreach",
            "19 import.scxml.if", "21 import.scxml.multiple-targets", "22 import.scxml.expression",
            "23 import.scxml.wildcard-event", "25 import.scxml.cancel", "29 import.scxml.assign-order",
            "31 import.scxml.unknown-attribute", "33 import.scxml.missing-id", "37 import.scxml.donedata",
        ]
        #expect(
            expected.subtracting(found).isEmpty, "missing: \(expected.subtracting(found).sorted())\n\(found.sorted())")
        // At the attribute, not the element: In('B') is reported at cond.
        let expression = try #require(result.diagnostics.first { $0.code == "import.scxml.expression" })
        #expect(expression.location?.column == 28, "\(String(describing: expression.location))")
        #expect(expression.message.contains("In("))
    }

    @Test("select has nothing to choose in SCXML; malformed XML is located")
    func selectAndMalformed() throws {
        let selected = SCXMLImporter.convert(try Self.bytes("chart.scxml"), file: "chart.scxml", select: "Shop")
        #expect(selected.diagnostics.map(\.code) == ["import.scxml.select"])
        let broken = SCXMLImporter.convert(
            Array("<scxml>\n  <state id=\"A\">\n</scxml>".utf8), file: "b.scxml", select: nil)
        #expect(broken.diagnostics.first?.code == "import.scxml.malformed")
        #expect((broken.diagnostics.first?.location?.line ?? 0) >= 2)
        let other = SCXMLImporter.convert(Array("<machine/>".utf8), file: "m.xml", select: nil)
        #expect(other.diagnostics.map(\.code) == ["import.scxml.not-scxml"])
    }

    @Test("a document without the SCXML namespace declaration reads the same")
    func withoutNamespace() throws {
        let text = """
            <scxml initial="A">
              <state id="A"><transition event="go" target="B"/></state>
              <final id="B"/>
            </scxml>
            """
        let result = SCXMLImporter.convert(Array(text.utf8), file: "n.scxml", select: nil)
        #expect(result.isClean && result.diagnostics.isEmpty, "\(result.diagnostics)")
        #expect(result.node?["states"]?["A"]?["on"]?["go"]?.items?.first?["target"]?.string == "B")
    }

    @Test("a delayed send is a timer only in the exact pattern; a state without a cancel is refused")
    func timerPattern() throws {
        let text = """
            <scxml xmlns="http://www.w3.org/2005/07/scxml" initial="A">
              <state id="A">
                <onentry><send event="tick" delay="5s" id="t"/></onentry>
                <transition event="tick" target="B"/>
              </state>
              <state id="B"><transition event="tick" target="A"/></state>
            </scxml>
            """
        let result = SCXMLImporter.convert(Array(text.utf8), file: "t.scxml", select: nil)
        let error = try #require(result.diagnostics.first { $0.code == "import.scxml.delayed-send" })
        #expect(error.location?.line == 3 && error.message.contains("cancel it in <onexit>"), "\(error)")
    }
}
