import Foundation
import SpecConformCLI
import SpecConformTestSupport
import Testing

/// Event schemas that `$ref` a shared schema file of the product (docs/SPEC-FORMAT.md, "Event schemas"), through the
/// commands, on a temporary copy of the meter fixture.
@Suite struct SharedSchemaCommandTests {
    /// The meter product with `charged.amount` defined only in `common/money.schema.json`; `events` replaces the
    /// first event's schema.
    func spec(chargedSchema: String) throws -> String {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("shared-schema-\(UUID().uuidString)")
            .path
        let spec = root + "/meter"
        try FileManager.default.createDirectory(atPath: root, withIntermediateDirectories: true)
        try FileManager.default.copyItem(atPath: PackagePaths.root + "/Tests/Fixtures/traces/Spec/meter", toPath: spec)
        try FileManager.default.createDirectory(atPath: spec + "/common", withIntermediateDirectories: true)
        try """
        {
          "$id": "https://example.com/schemas/money",
          "$defs": {
            "amount": {"type": "integer", "minimum": 1}
          }
        }
        """.write(toFile: spec + "/common/money.schema.json", atomically: true, encoding: .utf8)
        try """
        {"kind": "events", "version": 1, "product": "meter", "events": [
          {"name": "charged", "traces": ["MTR-01"], "schema": \(chargedSchema)},
          {"name": "premium_settled", "traces": ["MTR-02"], "schema": {"type": "object"}},
          {"name": "settled", "traces": ["MTR-03"], "schema": {"type": "object"}},
          {"name": "bought", "traces": ["MTR-04"], "schema": {"type": "object"}},
          {"name": "refused", "traces": ["MTR-04"], "schema": {"type": "object"}}
        ]}
        """.write(toFile: spec + "/events.json", atomically: true, encoding: .utf8)
        return spec
    }

    func log(_ lines: [String]) throws -> String {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("shared-\(UUID().uuidString).jsonl")
            .path
        try (lines.joined(separator: "\n") + "\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test("events: a payload breaking a constraint that lives only in the shared file fails, located in that file")
    func eventsSeesTheSharedConstraint() throws {
        let spec = try spec(
            chargedSchema:
                #"{"type": "object", "required": ["amount"], "properties": {"amount": {"$ref": "common/money.schema.json#/$defs/amount"}}}"#
        )
        let log = try log([
            #"{"name": "charged", "payload": {"amount": 5}}"#, #"{"name": "charged", "payload": {"amount": 0}}"#,
        ])
        let run = CLIRun(["events", "--spec", spec, log])
        #expect(run.status == .failure, "\(run.out)\n\(run.err)")
        #expect(run.out.contains("2 lines, 1 invalid"), "\(run.out)")
        #expect(run.err.contains(":2:1: error[schema.minimum]"), "\(run.err)")
        // The same spec through its $id.
        let byID = try self.spec(
            chargedSchema: #"{"properties": {"amount": {"$ref": "https://example.com/schemas/money#/$defs/amount"}}}"#)
        #expect(CLIRun(["events", "--spec", byID, log]).status == .failure)
        #expect(CLIRun(["lint", "--spec", byID]).status == .ok, "a resolvable $id is no lint problem")
    }

    @Test("lint, events and check: an unresolvable reference is a located load error, exit 65, every problem listed")
    func unresolvedIsBadInput() throws {
        let spec = try spec(
            chargedSchema:
                #"{"properties": {"a": {"$ref": "common/mony.schema.json"}, "b": {"$ref": "common/money.schema.json#/$defs/amont"}, "c": {"$ref": "https://example.org/amount"}}}"#
        )
        let lint = CLIRun(["lint", "--spec", spec])
        #expect(lint.status == .invalidInput, "\(lint.out)\n\(lint.err)")
        let text = lint.out + lint.err
        for expected in [
            "events.json:2:", "schema.unresolved-ref", "did you mean \"common/money.schema.json\"",
            "did you mean \"amount\"", "schema.remote-ref", "never fetched",
        ] {
            #expect(text.contains(expected), "missing \(expected) in\n\(text)")
        }
        let log = try log([#"{"name": "charged", "payload": {"amount": 5}}"#])
        #expect(CLIRun(["events", "--spec", spec, log]).status == .invalidInput)
        let check = CLIRun(["check", "--spec", spec, "--quiet"])
        #expect(check.status == .invalidInput, "\(check.out)\n\(check.err)")
    }
}
