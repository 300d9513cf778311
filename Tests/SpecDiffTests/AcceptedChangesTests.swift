import Foundation
import SpecConformTestSupport
import SpecDiff
import SpecModel
import Testing

/// Accepted-changes entries: matched by rule, element and arguments; unused and expired entries are reported.
@Suite struct AcceptedChangesTests {
    static func networkRemoved() -> OchreSpec {
        var spec = OchreSpec.original
        RuleCases.schema(&spec, "purchase_failed", "properties", "reason", "enum") { $0 = ["cancelled", "invalid_receipt", "store_unavailable", "unknown"] }
        return spec
    }

    static func entry(_ args: [String: String] = ["value": "network"], rule: String = "event.enum-value-removed", expires: String = "2027-01-01") -> AcceptedChange {
        AcceptedChange(rule: rule, id: "purchase_failed", arguments: args, reason: "coarse reasons merged", owner: "analytics", expires: expires)
    }

    @Test("a live entry accepts the finding it names; the finding no longer fails")
    func accepts() throws {
        let findings = diffOchre(accepted: [Self.entry()], Self.networkRemoved())
        let f = try #require(findings.first)
        #expect(findings.count == 1)
        #expect(f.acceptedBy != nil)
        #expect(!f.fails(at: .warning))
    }

    @Test("an entry with other arguments matches nothing and is reported unused")
    func unusedByArguments() {
        let findings = diffOchre(accepted: [Self.entry(["value": "offline"])], Self.networkRemoved())
        #expect(findings.map(\.rule).sorted() == ["accepted.unused", "event.enum-value-removed"])
        #expect(findings.allSatisfy { $0.acceptedBy == nil })
    }

    @Test("an expired entry accepts nothing and is reported")
    func expired() {
        let findings = diffOchre(accepted: [Self.entry(expires: "2026-11-21")], Self.networkRemoved())
        #expect(findings.map(\.rule).sorted() == ["accepted.expired", "event.enum-value-removed"])
        #expect(findings.first { $0.rule == "event.enum-value-removed" }?.fails(at: .error) == true)
    }

    @Test("entries never match by message text")
    func notByMessage() {
        let wrongRule = Self.entry(rule: "event.enum-value-added")
        #expect(diffOchre(accepted: [wrongRule], Self.networkRemoved()).contains { $0.rule == "accepted.unused" })
    }

    @Test("the decoder reports every problem with its location")
    func decoderErrors() {
        let text = """
            {"kind": "accepted-changes", "version": 1, "product": "ochre-soul", "extra": 1,
             "accepted": [
               {"rule": "machine.transition-removed", "id": "publication", "reason": "r", "owner": "o", "expires": "2027-02-30x"},
               {"rule": "machine.transition-removed", "id": "publication", "owner": "o", "expires": "2027-02-01", "arguments": {"from": 3}},
               {"rule": "event.removed", "id": "sync_failed", "reason": "r", "owner": "o", "expires": "2027-02-01"}
             ]}
            """
        let (entries, diagnostics) = AcceptedChangesDecoder.decode(Array(text.utf8), file: "a.json", product: "ochre-soul")
        #expect(entries.map(\.id) == ["sync_failed"])
        #expect(diagnostics.map(\.code).sorted() == ["accepted.invalid-date", "accepted.missing-key", "accepted.unknown-key", "accepted.wrong-type"])
        #expect(diagnostics.allSatisfy { $0.location != nil && $0.jsonPointer != nil })
        #expect(diagnostics.contains { $0.jsonPointer == "/accepted/1/reason" })
    }
}
