import SpecConformTestSupport
import SpecModel
import Testing

/// A small product with one of every non-machine element a subject serves: a decision table, a contract with
/// input constraints, a limit, an output with invariants, an event whose payload bounds are driven, and a rule with
/// parameters. `kit_subject.py` serves it.
enum KitFixture {
    static let texts = [
        "product.json": """
        {"kind": "product", "version": 1, "product": "kit", "name": "Kit", "documents": [{"file": "kit.md"}],
         "idPatterns": [{"kind": "decision-table", "pattern": "^DT-[A-Z]+$"}, {"kind": "decision-rule", "pattern": "^DR-[0-9]{2}$"},
                        {"kind": "cli-command", "pattern": "^CLI-[A-Z]+$"}, {"kind": "limit", "pattern": "^N-[0-9]{2}$"},
                        {"kind": "invariant", "pattern": "^INV-[0-9]{2}$"}, {"kind": "rule", "pattern": "^KIT-RULE-[0-9]{2}$"}]}
        """,
        "decisions.json": """
        {"kind": "decisions", "version": 1, "product": "kit", "tables": [
          {"id": "DT-ENTRY", "hitPolicy": "unique",
           "inputs": [{"name": "role", "type": "enum", "values": ["owner", "guest"]}, {"name": "open", "type": "boolean"}],
           "output": {"name": "allowed", "type": "boolean"},
           "rules": [{"id": "DR-01", "when": {"role": "owner"}, "then": true},
                     {"id": "DR-02", "when": {"role": "guest", "open": true}, "then": true},
                     {"id": "DR-03", "when": {"role": "guest", "open": false}, "then": false}]}]}
        """,
        "contracts.json": """
        {"kind": "contracts", "version": 1, "product": "kit", "cli": [
          {"id": "CLI-REFUND", "command": "kit refund", "constraints": [
            {"input": "order", "required": true, "minLength": 1, "example": "o-1"},
            {"input": "amount", "type": "integer", "required": true, "minimum": 1, "maximum": 100, "example": 5}]}]}
        """,
        "limits.json": """
        {"kind": "limits", "version": 1, "product": "kit", "limits": [
          {"id": "N-01", "title": "PIN length", "bound": "max", "value": 8, "unit": "digits"}]}
        """,
        "outputs.json": """
        {"kind": "outputs", "version": 1, "product": "kit", "outputs": [
          {"id": "OUT-TOP", "title": "the top scores", "runs": 20,
           "input": {"type": "object", "required": ["scores"], "properties": {
             "scores": {"type": "array", "maxItems": 6, "items": {"type": "integer", "minimum": 0, "maximum": 9}}}},
           "invariants": [
             {"id": "INV-01", "title": "at most three", "count": "output.top", "atMost": "3"},
             {"id": "INV-02", "title": "best first", "orderedBy": "output.top", "as": "s", "keys": [{"key": "s", "order": "descending"}]}]}]}
        """,
        "events.json": """
        {"kind": "events", "version": 1, "product": "kit", "events": [
          {"name": "door_opened", "schema": {"type": "object", "required": ["method"], "additionalProperties": false,
            "properties": {"method": {"enum": ["pin", "key"]}}}}]}
        """,
        "rules.json": """
        {"kind": "rules", "version": 1, "product": "kit", "rules": [
          {"id": "KIT-RULE-01", "statement": "five wrong PINs lock the keypad", "parameters": {"maxAttempts": 5}}]}
        """,
    ]

    static func bundle() throws -> SpecBundle {
        let result = SpecLoader.loadBundle(product: "kit", texts: texts)
        #expect(result.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        return try #require(result.catalog.bundle("kit"))
    }
}
