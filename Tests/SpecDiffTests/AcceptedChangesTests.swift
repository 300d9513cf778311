import Foundation
import SpecConformTestSupport
import SpecDiff
import SpecModel
import Testing

/// Accepted-changes entries: matched by rule, element and arguments; unused and expired entries are reported.
@Suite struct AcceptedChangesTests {
    static func networkRemoved() -> OchreSpec {
        var spec = OchreSpec.original
        RuleCases.schema(&spec, "purchase_failed", "properties", "reason", "enum") {
            $0 = ["cancelled", "invalid_receipt", "store_unavailable", "unknown"]
        }
        return spec
    }

    static func entry(
        _ args: [String: String] = ["value": "network"], rule: String = "event.enum-value-removed",
        expires: String = "2027-01-01"
    ) -> AcceptedChange {
        AcceptedChange(
            rule: rule, id: "purchase_failed", arguments: args, reason: "coarse reasons merged", owner: "analytics",
            expires: expires)
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
        let (entries, diagnostics) = AcceptedChangesDecoder.decode(
            Array(text.utf8), file: "a.json", product: "ochre-soul")
        #expect(entries.map(\.id) == ["sync_failed"])
        #expect(
            diagnostics.map(\.code).sorted() == [
                "accepted.invalid-date", "accepted.missing-key", "accepted.unknown-key", "accepted.wrong-type",
            ])
        #expect(diagnostics.allSatisfy { $0.location != nil && $0.jsonPointer != nil })
        #expect(
            diagnostics.contains {
                $0.jsonPointer == "/accepted/1" && $0.message == "missing required key \"reason\" in acceptedChange"
            })
    }
}

/// The accepted-changes file goes through the strict object reader: unknown keys get a "did you mean".
@Suite struct AcceptedChangesStrictTests {
    @Test("an unknown key in accepted-changes.json is located at the key, with a did-you-mean")
    func unknownKeyDidYouMean() throws {
        let text = """
            {"kind": "accepted-changes", "version": 1, "product": "ochre-soul", "acepted": [],
             "accepted": [{"rule": "event.removed", "id": "sync_failed", "reason": "r", "owner": "o", "expires": "2027-02-01", "arguemnts": {}}]}
            """
        let (entries, diagnostics) = AcceptedChangesDecoder.decode(
            Array(text.utf8), file: "a.json", product: "ochre-soul")
        #expect(entries.map(\.id) == ["sync_failed"])
        #expect(diagnostics.map(\.code) == ["accepted.unknown-key", "accepted.unknown-key"])
        #expect(diagnostics.map(\.jsonPointer) == ["/acepted", "/accepted/0/arguemnts"])
        #expect(
            diagnostics.map(\.message) == [
                "unknown key \"acepted\" in accepted-changes; did you mean \"accepted\"?",
                "unknown key \"arguemnts\" in acceptedChange; did you mean \"arguments\"?",
            ])
        #expect(diagnostics.map { $0.location?.description } == ["1:69", "2:116"])
    }

    @Test("the envelope is the shared one: another kind, a newer version and another product are reported")
    func envelope() {
        func codes(_ text: String) -> [String] {
            AcceptedChangesDecoder.decode(Array(text.utf8), file: "a.json", product: "ochre-soul").diagnostics.map(
                \.code)
        }
        #expect(
            codes(#"{"kind": "policy", "version": 1, "product": "ochre-soul", "accepted": []}"#) == [
                "accepted.unknown-kind"
            ])
        #expect(
            codes(#"{"kind": "accepted-changes", "version": 2, "product": "ochre-soul", "accepted": []}"#) == [
                "accepted.unsupported-version"
            ])
        #expect(
            codes(#"{"kind": "accepted-changes", "version": 1, "product": "other", "accepted": []}"#) == [
                "accepted.product-mismatch"
            ])
    }
}
