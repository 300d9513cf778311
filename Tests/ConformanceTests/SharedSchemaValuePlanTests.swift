import SpecConformTestSupport
import SpecModel
import Testing

@testable import Conformance

/// The payload value planner follows a property's `$ref` into the product's shared schema files: the values on the
/// bounds and in the enums of the subschema it names are planned as if written inline, each judged against the
/// property's whole schema.
@Suite struct SharedSchemaValuePlanTests {
    static func bundle(events: String, files: [String: String] = [:]) throws -> SpecBundle {
        let product = """
            {"kind": "product", "version": 1, "product": "sc", "name": "SC", "documents": [{"file": "d.txt"}],
             "idPatterns": [{"kind": "feature", "pattern": "^F-[0-9]+$"}]}
            """
        var texts = files
        texts["product.json"] = product
        texts["events.json"] = events
        let result = SpecLoader.loadBundle(product: "sc", texts: texts)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        return try #require(result.catalog.bundles.first)
    }

    static func events(_ seat: String, _ row: String) -> String {
        """
        {"kind": "events", "version": 1, "product": "sc", "events": [
          {"name": "sold", "schema": {"type": "object", "properties": {"seat": \(seat), "row": \(row)}}}]}
        """
    }

    static let seat = #"{"enum": ["box", "stalls"]}"#
    static let row = #"{"type": "integer", "minimum": 1, "maximum": 30}"#

    @Test("properties defined in a shared file get the values of their inline twin; the same file unread is a gap")
    func sharedPropertiesArePlanned() throws {
        let inline = PayloadValuePlanner().plan(try Self.bundle(events: Self.events(Self.seat, Self.row)))
        let sharedBundle = try Self.bundle(
            events: Self.events(
                #"{"$ref": "common/seats.schema.json#/$defs/seat"}"#,
                #"{"$ref": "https://example.com/rows#/$defs/row"}"#),
            files: [
                "common/seats.schema.json": #"{"$defs": {"seat": \#(Self.seat)}}"#,
                "common/rows.schema.json":
                    ##"{"$id": "https://example.com/rows", "$defs": {"row": {"$ref": "#/$defs/n"}, "n": \##(Self.row)}}"##,
            ])
        let shared = PayloadValuePlanner().plan(sharedBundle)
        #expect(inline.cases.map(\.checkID) == ["value:row:1", "value:row:30", "value:seat:box", "value:seat:stalls"])
        #expect(shared.cases.map(\.checkID) == inline.cases.map(\.checkID))
        #expect(shared.cases.map(\.value) == inline.cases.map(\.value))
        #expect(shared.gaps.isEmpty)
        // Negative control: without the shared files the references lead nowhere, and nothing is planned.
        let unread = PayloadValuePlanner().plan(sharedBundle.events)
        #expect(unread.cases.isEmpty)
    }
}
