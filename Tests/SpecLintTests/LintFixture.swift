import SpecLint
import SpecModel
import Testing

/// Builds small bundles in memory: a minimal valid product file plus the pieces under test.
enum LintFixture {
    static let product = "demo"

    /// `Spec/demo/product.json`: ID patterns for every kind the fixtures use, and two external patterns.
    static let productJSON = """
        {"kind": "product", "version": 1, "product": "demo", "name": "Demo",
         "documents": [{"file": "doc.txt", "title": "Demo spec"}],
         "idPatterns": [
          {"kind": "feature", "pattern": "^FEAT-[A-Z]+-[0-9]{3}$"},
          {"kind": "journey", "pattern": "^JRN-[PAF][0-9]{2}$"},
          {"kind": "ui", "pattern": "^UI-[A-Z]+-[0-9]{3}$"},
          {"kind": "module", "pattern": "^MOD-[A-Z]+$"},
          {"kind": "edge-case", "pattern": "^EC-[0-9]{2}$"},
          {"kind": "endpoint", "pattern": "^API-[A-Z-]+$"},
          {"kind": "local-contract", "pattern": "^LOCAL-[A-Z-]+$"},
          {"kind": "matrix", "pattern": "^MATRIX-[0-9-]+$"},
          {"kind": "claim", "pattern": "^CLAIM-[A-Z0-9-]+$"},
          {"kind": "row", "pattern": "^ROW-[A-Z0-9-]+$"},
          {"kind": "machine", "pattern": "^[a-z]+(-[a-z]+)*$"}],
         "externalPatterns": [
          {"kind": "adr", "pattern": "^ADR-[0-9]{3}$"},
          {"kind": "spec-section", "pattern": "^/spec/[0-9]{2}-[a-z-]+/( .+)?$"}]}
        """

    /// `features.json` with in-scope features `FEAT-A-001` … `FEAT-A-003` and out-of-scope `FEAT-B-001`.
    static let featuresJSON = """
        {"kind": "features", "version": 1, "product": "demo", "features": [
         {"id": "FEAT-A-001", "title": "One", "scope": "in"},
         {"id": "FEAT-A-002", "title": "Two", "scope": "in"},
         {"id": "FEAT-A-003", "title": "Three", "scope": "in"},
         {"id": "FEAT-B-001", "title": "Later", "scope": "out", "scopeReason": "roadmap"}]}
        """

    /// `limits.json` holding `limits` (the items of its array, as JSON text).
    static func limits(_ limits: String) -> [String: String] {
        ["limits.json": #"{"kind": "limits", "version": 1, "product": "demo", "limits": ["# + limits + "]}"]
    }

    /// Loads `files` (name → JSON text) beside the product file (and `features.json` unless given).
    static func load(_ files: [String: String]) -> LoadResult {
        var texts = files
        texts["product.json"] = texts["product.json"] ?? productJSON
        texts["features.json"] = texts["features.json"] ?? featuresJSON
        return SpecLoader.loadBundle(product: product, texts: texts)
    }

    /// Lints `files` with `rules` (by default every rule), with the files' bytes for exact locations.
    static func lint(_ files: [String: String], rules: [any LintRule] = Linter.defaultRules) -> [Diagnostic] {
        Linter(rules: rules).lint(load(files))
    }

    /// The diagnostics of rule `code` only, linting with every rule.
    static func findings(_ code: String, _ files: [String: String]) -> [Diagnostic] {
        lint(files).filter { $0.code == code }
    }

    /// The load diagnostics of `files`: fixtures meant to be valid input must have none.
    static func loadProblems(_ files: [String: String]) -> [Diagnostic] {
        load(files).diagnostics
    }

    /// `Spec/demo/<name>`.
    static func path(_ name: String) -> String { "Spec/demo/" + name }

    /// A machine file; `body` is the JSON after the envelope and id (without braces).
    static func machine(_ body: String) -> String {
        """
        {"kind": "machine", "version": 1, "product": "demo", "id": "door",
        \(body)}
        """
    }
}
