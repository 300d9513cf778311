import SpecJSON

/// A Gherkin document as parsed: a feature with its background, rules and scenarios (Cucumber's Gherkin
/// reference), every element with its line and column.
struct GherkinDocument {
    struct Step {
        var keyword: String
        var text: String
        var docString: String?
        var table: [[String]] = []
        var location: SourceLocation
    }

    struct Examples {
        var name: String
        var tags: [String]
        var header: [String] = []
        var rows: [(cells: [String], location: SourceLocation)] = []
        var location: SourceLocation
    }

    struct Scenario {
        var name: String
        var tags: [String]
        var steps: [Step] = []
        var examples: [Examples] = []
        var isOutline: Bool
        var location: SourceLocation
    }

    struct Rule {
        var name: String
        var tags: [String]
        var background: [Step] = []
        var scenarios: [Scenario] = []
        var location: SourceLocation
    }

    var name = ""
    var tags: [String] = []
    var location = SourceLocation(line: 1, column: 1, offset: 0)
    var background: [Step] = []
    /// Scenarios outside any rule form the first, unnamed rule.
    var rules: [Rule] = []
}
