import Foundation
import SpecImport
import Testing

@testable import SpecModel

/// AsyncAPI 3.0 JSON → native event schemas (`Tests/Fixtures/import/asyncapi`, written from the AsyncAPI 3.0
/// specification).
@Suite struct AsyncAPIImporterTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fixtures/import/asyncapi")

    static func convert(_ name: String, select: String? = nil) throws -> ImportResult {
        let bytes = try [UInt8](Data(contentsOf: folder.appendingPathComponent(name)))
        return AsyncAPIImporter.convert(bytes, file: "api/\(name)", select: select)
    }

    @Test("each message with a JSON Schema payload is an event: $refs inlined, channel and message IDs kept")
    func messages() throws {
        let result = try Self.convert("orders.json")
        #expect(result.isClean, "\(result.diagnostics)")
        let events = try #require(result.node?.items)
        #expect(events.compactMap { $0["name"]?.string } == ["order.placed", "order.cancelled", "Heartbeat"])
        #expect(events[0]["notes"]?.value == [#"asyncapi channel "orders", message "OrderPlaced""#])
        #expect(events[1]["notes"]?.value == [#"asyncapi channel "orders", message "orderCancelled""#])
        #expect(events[2]["notes"]?.value == [#"asyncapi message "Heartbeat""#])
        #expect(events[0]["schema"]?["properties"]?["orderId"]?.value == ["type": "string", "minLength": 1])
        #expect(events[1]["schema"]?["properties"]?["orderId"]?.value == ["type": "string", "minLength": 1])
        #expect(events[0]["description"]?.string == "A shopper placed an order.")
        // Located in the AsyncAPI file: the inlined schema where OrderId is written.
        #expect(events[0]["schema"]?["properties"]?["orderId"]?.location.line == 40)
    }

    @Test("the events load as a hand-written events file does")
    func loads() throws {
        let events = try #require(try Self.convert("orders.json").node).value
        let text = JSONWriter(indent: 0).string(
            .object(["kind": "events", "version": 1, "product": "demo", "events": events]))
        let loaded = SpecFixture.loadOne(text)
        #expect(loaded.diagnostics.filter { $0.severity == .error }.isEmpty, "\(loaded.diagnostics)")
    }

    @Test("an Avro payload is a located error naming the format")
    func avro() throws {
        let result = try Self.convert("avro.json")
        #expect(result.node == nil)
        let d = try #require(result.diagnostics.first)
        #expect(d.code == "import.asyncapi.schema-format")
        #expect(d.message.contains(#"schemaFormat "application/vnd.apache.avro;version=1.9.0""#))
        #expect(d.file == "api/avro.json" && d.location?.line == 9)
    }

    @Test("select keeps one message; a miss is located with did-you-mean; AsyncAPI 2 is refused")
    func selectAndVersion() throws {
        #expect(try Self.convert("orders.json", select: "order.placed").node?.items?.count == 1)
        let miss = try Self.convert("orders.json", select: "OrderPlacd")
        #expect(
            miss.diagnostics.first?.message == #"no message has ID or name "OrderPlacd"; did you mean "OrderPlaced"?"#)
        let two = AsyncAPIImporter.convert(Array(#"{"asyncapi": "2.6.0"}"#.utf8), file: "a.json", select: nil)
        #expect(two.diagnostics.map(\.code) == ["import.asyncapi.version"])
    }
}
