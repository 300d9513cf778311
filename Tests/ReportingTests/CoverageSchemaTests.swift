import EventSchema
import Foundation
import Reporting
import SpecModel
import Testing
import Traceability

/// `coverage.json` agrees with its published schema, `Spec/schema/coverage.schema.json`, checked with our own
/// JSON Schema validator.
@Suite struct CoverageSchemaTests {
    static let schemaPath = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Spec/schema/coverage.schema.json").path

    func compiledSchema() throws -> CompiledSchema {
        let bytes = try #require(FileManager.default.contents(atPath: Self.schemaPath))
        let parsed = JSONParser().parse([UInt8](bytes), file: Self.schemaPath)
        let root = try #require(parsed.root)
        let (compiled, diagnostics) = CompiledSchema.compile(root, file: Self.schemaPath)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(compiled)
    }

    @Test("a rendered coverage.json validates against coverage.schema.json")
    func renderedReportValidates() throws {
        let schema = try compiledSchema()
        let text = JSONReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        let value = try #require(JSONParser().parse(text).root).value
        let errors = schema.validate(value)
        #expect(errors.isEmpty, "\(errors.map { "\($0.instancePointer): \($0.message)" })")
    }

    @Test("a coverage.json with an unknown status fails the schema")
    func brokenReportFails() throws {
        let schema = try compiledSchema()
        let text = JSONReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
            .replacingOccurrences(of: "\"status\": \"covered\"", with: "\"status\": \"mostly-covered\"")
        let value = try #require(JSONParser().parse(text).root).value
        #expect(!schema.validate(value).isEmpty)
    }
}
