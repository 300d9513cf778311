import SpecConformTestSupport
import SpecModel
import Testing

@testable import SpecMutation

/// Which events a shared schema file's mutants reach: the events whose schemas reference the file by path or by `$id`,
/// directly or through another shared file; none for a file nothing references.
@Suite struct SharedSchemaUsersTests {
    @Test("events reach a shared file by path, by $id and through another shared file; an unused file reaches none")
    func users() throws {
        let product = """
            {"kind": "product", "version": 1, "product": "sc", "name": "SC", "documents": [{"file": "d.txt"}],
             "idPatterns": [{"kind": "feature", "pattern": "^F-[0-9]+$"}]}
            """
        let events = """
            {"kind": "events", "version": 1, "product": "sc", "events": [
              {"name": "paid", "schema": {"properties": {"amount": {"$ref": "common/money.schema.json#/$defs/amount"}}}},
              {"name": "refunded", "schema": {"$ref": "https://example.com/refund"}},
              {"name": "opened", "schema": {"type": "object"}}]}
            """
        let result = SpecLoader.loadBundle(
            product: "sc",
            texts: [
                "product.json": product, "events.json": events,
                "common/money.schema.json": #"{"$defs": {"amount": {"$ref": "units.schema.json#/$defs/cents"}}}"#,
                "common/units.schema.json": #"{"$defs": {"cents": {"type": "integer"}}}"#,
                "refund.schema.json": #"{"$id": "https://example.com/refund", "type": "object"}"#,
                "unused.schema.json": #"{"type": "string"}"#,
            ])
        let bundle = try #require(result.catalog.bundles.first)
        #expect(bundle.schemaDocuments.count == 4)
        let users = SharedSchemaUsers.events(of: bundle)
        #expect(users["common/money.schema.json"] == ["paid"])
        #expect(users["common/units.schema.json"] == ["paid"])
        #expect(users["refund.schema.json"] == ["refunded"])
        #expect(users["unused.schema.json"] == nil)
    }
}
