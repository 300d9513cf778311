import Foundation

@testable import SpecModel

/// Small valid spec files, built from strings, for loader and model tests.
enum SpecFixture {
    static func product(_ product: String = "demo", name: String = "Demo") -> String {
        """
        {"kind": "product", "version": 1, "product": "\(product)", "name": "\(name)", "description": "a demo",
         "documents": [{"file": "doc.txt", "title": "Demo spec"}],
         "idPatterns": [
           {"kind": "feature", "pattern": "^FEAT-[A-Z]+-[0-9]{3}$", "description": "features"},
           {"kind": "journey", "pattern": "^JRN-[A-Z][0-9]{2}$"},
           {"kind": "ui", "pattern": "^UI-[A-Z]+-[0-9]{3}$"},
           {"kind": "module", "pattern": "^MOD-[A-Z]+$"},
           {"kind": "edge-case", "pattern": "^EC-[0-9]{2}$"},
           {"kind": "rule", "pattern": "^RULE-[A-Z-]+$"}],
         "externalPatterns": [{"kind": "adr", "pattern": "^ADR-[0-9]{3}$"}, {"kind": "prd", "pattern": "^/prd/"}],
         "notes": ["assumption: demo"]}
        """
    }

    static let features = """
        {"kind": "features", "version": 1, "product": "demo", "$schema": "../schema/features.schema.json", "features": [
          {"id": "FEAT-ID-001", "title": "Anonymous start", "area": "ID", "modules": ["MOD-IDENTITY"], "scope": "in",
           "scopeReason": null, "priority": "P0", "description": "d", "deprecated": false,
           "source": {"document": "doc.txt", "section": "§1"}, "traces": ["ADR-005"], "notes": ["n"], "formerIds": ["FEAT-OLD-001"]},
          {"id": "FEAT-ID-002", "title": "Link account", "scope": "in", "userStory": "As a player, I want to keep my progress",
           "dependsOn": ["FEAT-ID-001", "ADR-005"],
           "items": [
             {"id": "FEAT-ID-002.S1", "type": "shall", "text": "The system SHALL link accounts"},
             {"id": "FEAT-ID-002.AC1", "type": "acceptance", "text": "progress is kept", "verification": "scenario JRN-P01",
              "unverified": "the provider's consent screen"},
             {"id": "FEAT-ID-002.S2", "type": "shall", "text": "The system SHALL merge", "scope": "out", "scopeReason": "roadmap"}]},
          {"id": "FEAT-ID-003", "title": "Family sharing", "scope": "out", "scopeReason": "roadmap"}]}
        """

    static let journeys = """
        {"kind": "journeys", "version": 1, "product": "demo", "journeys": [
          {"id": "JRN-P01", "title": "First run", "type": "primary", "scope": "in", "trigger": "t", "outcome": "o", "recovery": "r",
           "steps": [{"id": "JRN-P01-S1", "userDoes": "opens", "userSees": "catalogue", "features": ["FEAT-ID-001"], "ui": ["UI-LIB-001"]}],
           "features": ["FEAT-ID-001 to FEAT-ID-002"],
           "decisions": [{"id": "JRN-P01-D1", "question": "Signed in?", "outcomes": [{"answer": "yes", "next": "JRN-P01-S1"}]}]}]}
        """

    static let surfaces = """
        {"kind": "surfaces", "version": 1, "product": "demo", "surfaces": [{"id": "UI-LIB-001", "name": "Library", "description": "d"}]}
        """

    static let machine = """
        {"kind": "machine", "version": 1, "product": "demo", "id": "access", "title": "Access", "initial": "Idle",
         "context": {"retriesLeft": 1},
         "events": {"checksum.mismatch": {"description": "bad", "fault": true, "data": {"reason": "string"}}},
         "states": {
           "Idle": {"description": "d", "entry": ["e"], "exit": ["x"], "behaviour": ["b"], "traces": ["FEAT-ID-001"],
             "on": {"start": [{"target": "Busy", "emits": ["started", {"event": "maybe", "optional": true}], "path": "success",
                               "traces": ["FEAT-ID-002"]}]}},
           "Busy": {"on": {"checksum.mismatch": [
             {"target": "Busy", "guard": "retriesLeft > 0", "assign": {"retriesLeft": "retriesLeft - 1"}, "path": "recovery"},
             {"target": "Failed", "guard": "retriesLeft == 0", "path": "failure", "input": "i", "response": "r", "errorResponse": "e"}]}},
           "Failed": {"type": "final"}},
         "traces": ["JRN-P01"]}
        """

    static let events = """
        {"kind": "events", "version": 1, "product": "demo", "conditions": {"guest": {"description": "not signed in"}}, "events": [
          {"name": "started", "id": "EVT-STARTED", "description": "d", "trigger": "t",
           "schema": {"type": "object", "required": ["artwork_id"], "properties": {"artwork_id": {"type": "string"}},
                      "additionalProperties": false},
           "policy": {"forbiddenContent": ["receipt", "signed-url"], "when": {"guest": {"allowed": false, "absent": ["user_id"]}}}}]}
        """

    static let contracts = """
        {"kind": "contracts", "version": 1, "product": "demo",
         "local": [{"id": "LOCAL-ROW", "name": "Row", "requiredFields": ["artwork_id"], "rules": ["r"]}],
         "api": [{"id": "API-URL", "method": "POST", "path": "/url", "caller": "app",
                  "input": {"fields": {"artwork_id": "uuid"}, "schema": {}},
                  "success": {"status": 200, "output": "url", "fields": {"url": "string"}},
                  "errors": [{"status": 403, "code": "sign_in_required", "when": "anonymous"}]}],
         "cli": [{"id": "CLI-VALIDATE", "command": "demo validate", "inputs": ["a"], "outputs": ["b"], "failure": "f", "refusals": ["r"]}]}
        """

    static let modules = """
        {"kind": "modules", "version": 1, "product": "demo",
         "crossCutting": [{"id": "MOD-XC-MUSTNOT-1", "text": "no timers", "appliesTo": "ui-bearing", "traces": []}],
         "modules": [{"id": "MOD-IDENTITY", "name": "Identity", "uiBearing": true, "owns": ["ids"],
           "must": [{"id": "MOD-IDENTITY-MUST-1", "text": "m", "traces": ["FEAT-ID-001"]}],
           "mustNot": [{"id": "MOD-IDENTITY-MUSTNOT-1", "text": "n"}],
           "inputs": ["i"], "outputs": ["o"], "persistence": ["p"], "features": ["FEAT-ID-001 to FEAT-ID-003"]}]}
        """

    static let edgeCases = """
        {"kind": "edge-cases", "version": 1, "product": "demo", "edgeCases": [
          {"id": "EC-01", "title": "Offline", "trigger": "t", "userResponse": "u", "systemResponse": "s"}]}
        """

    static let rules = """
        {"kind": "rules", "version": 1, "product": "demo", "rules": [
          {"id": "RULE-AHA", "title": "Aha", "statement": "s", "parameters": {"threshold": 10, "unit": "fills", "strict": true}}]}
        """

    static let traceability = """
        {"kind": "traceability", "version": 1, "product": "demo",
         "matrices": [{"id": "MATRIX-1", "title": "Matrix",
           "claims": [{"id": "CLAIM-1", "text": "three features", "idKind": "feature", "count": 3, "scope": "in"}],
           "rows": [{"id": "ROW-1", "label": "Identity", "requirements": ["/prd/06 §6.4"], "features": ["FEAT-ID-001 to FEAT-ID-003"],
                     "journeys": ["JRN-P01"], "references": ["ADR-005"]}],
           "source": {"document": "doc.txt", "section": "§9"}, "notes": []}],
         "readiness": [{"id": "READY-1", "text": "all green", "source": {"document": "doc.txt", "section": "§9"}}]}
        """

    static let assumptions = """
        {"kind": "assumptions", "version": 1, "product": "demo", "assumptions": [
          {"id": "A-01", "title": "Merge order", "question": "the document does not say which progress wins",
           "readings": ["the newer wins", "a union"], "assumption": "a union", "affects": ["FEAT-ID-002.AC1"],
           "source": {"document": "doc.txt", "section": "§2"}}]}
        """

    static let limits = """
        {"kind": "limits", "version": 1, "product": "demo", "limits": [
          {"id": "N-01", "title": "retries", "quantity": "download retries", "bound": "max", "value": 1, "unit": "retries",
           "step": 1, "traces": ["FEAT-ID-001"], "source": {"document": "doc.txt", "section": "§3"}}]}
        """

    static let decisions = """
        {"kind": "decisions", "version": 1, "product": "demo", "tables": [
          {"id": "PERM-PHOTO", "title": "photos", "hitPolicy": "first",
           "inputs": [{"name": "role", "type": "enum", "values": ["owner", "none"]}, {"name": "n", "type": "integer", "minimum": 0, "maximum": 3}],
           "output": {"name": "allowed", "type": "boolean"},
           "rules": [{"id": "PR-01", "when": {"role": "owner"}, "then": true, "traces": ["FEAT-ID-001"]}],
           "default": {"then": false, "reason": "deny unless a rule allows"},
           "source": {"document": "doc.txt", "section": "§7"}}]}
        """

    static let stages = """
        {"kind": "stages", "version": 1, "product": "demo", "stages": [
          {"id": "G1", "title": "shell", "requires": [{"id": "FEAT-ID-001"}, {"check": "rule:*", "critical": false}], "minimumPassing": 1,
           "source": {"document": "doc.txt", "section": "§8"}},
          {"id": "G2", "manual": "the document names no check"}]}
        """

    static let outputs = """
        {"kind": "outputs", "version": 1, "product": "demo", "outputs": [
          {"id": "feed", "title": "the feed", "runs": 50,
           "input": {"type": "object", "required": ["items"], "properties": {"items": {"type": "array", "maxItems": 4,
             "items": {"type": "object", "required": ["id", "tier"], "properties": {"id": {"type": "integer", "minimum": 0, "maximum": 5},
               "tier": {"type": "integer", "minimum": 1, "maximum": 3}}}}}},
           "examples": [{"name": "empty", "input": {"items": []}}],
           "invariants": [
             {"id": "FEED-01", "title": "tiers in range", "forAll": "output.cards", "as": "card", "where": "card.tier > 0", "holds": "card.tier <= 3",
              "traces": ["FEAT-ID-001"], "source": {"document": "doc.txt", "section": "§8"}},
             {"id": "FEED-02", "count": "output.cards", "where": "item.tier == 1", "atMost": 3, "atLeast": "0"},
             {"id": "FEED-03", "unique": "output.cards", "by": "item.id"},
             {"id": "FEED-04", "orderedBy": "output.cards", "keys": [{"key": "item.tier"}, {"key": "item.id", "order": "descending"}]},
             {"id": "FEED-05", "exists": "output.cards", "when": "input.items != []"}]}]}
        """

    /// A complete valid bundle with one file of every kind.
    static var allKinds: [String: String] {
        [
            "product.json": product(), "features.json": features, "journeys.json": journeys, "surfaces.json": surfaces,
            "machines/access.json": machine, "events.json": events, "contracts.json": contracts,
            "modules.json": modules,
            "edge-cases.json": edgeCases, "rules.json": rules, "traceability.json": traceability,
            "assumptions.json": assumptions, "limits.json": limits,
            "decisions.json": decisions, "stages.json": stages, "outputs.json": outputs,
        ]
    }

    /// Loads `texts` as the bundle `product` under the root `Spec`.
    static func load(_ texts: [String: String], product: String = "demo") -> LoadResult {
        SpecLoader.loadBundle(product: product, texts: texts)
    }

    /// A bundle with a product file plus `file` as `x.json`.
    static func loadOne(_ file: String) -> LoadResult {
        load(["product.json": product(), "x.json": file])
    }
}

extension Diagnostic {
    /// `code@line:col` for compact assertions.
    var brief: String { "\(code)@\(location.map(\.description) ?? "-")" }
}

/// A temporary folder removed when the test ends.
struct TemporaryFolder {
    let path: String

    init() throws {
        path = NSTemporaryDirectory() + "specmodel-" + UUID().uuidString
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    }

    func write(_ relative: String, _ text: String) throws {
        let full = path + "/" + relative
        try FileManager.default.createDirectory(
            atPath: (full as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try Data(text.utf8).write(to: URL(fileURLWithPath: full))
    }

    func remove() { try? FileManager.default.removeItem(atPath: path) }
}
