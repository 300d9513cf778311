import SpecJSON

/// The DMN constructs a native decision table cannot hold, each a located error naming it; and those ignored with
/// a warning because nothing is lost.
enum DMNRefusals {
    /// Elements of `<definitions>` or `<decision>` that carry logic the native model has no place for.
    static let refused: [String: String] = [
        "businessKnowledgeModel": "business knowledge models (reusable FEEL functions) have no native form",
        "decisionService": "decision services have no native form",
        "knowledgeRequirement": "a decision invoking a business knowledge model has no native form",
        "literalExpression": "a decision whose logic is a FEEL expression, not a decision table, has no native form",
        "context": "FEEL contexts have no native form",
        "invocation": "invocations have no native form",
        "relation": "relations have no native form",
        "list": "FEEL lists as decision logic have no native form",
        "functionDefinition": "function definitions have no native form",
    ]

    static func check(_ root: DMNElement, _ context: inout DMNContext) {
        for element in root.children {
            if let why = refused[element.name] {
                context.error("unsupported", "<\(element.name)> is not supported: \(why)", at: element.location)
            }
            if element.name == "inputData" {
                context.warning(
                    "ignored",
                    "<inputData> \"\(element.attributes["name"] ?? "")\" is not read: a table's inputs are named by its input expressions",
                    at: element.location)
            }
            guard element.name == "decision" else { continue }
            for child in element.children {
                if let why = refused[child.name] {
                    context.error(
                        "unsupported",
                        "<\(child.name)> in decision \"\(element.attributes["id"] ?? "")\" is not supported: \(why)",
                        at: child.location)
                }
                if child.name == "informationRequirement", child.first("requiredDecision") != nil {
                    context.error(
                        "unsupported",
                        "decision \"\(element.attributes["id"] ?? "")\" requires another decision: decision requirement graphs (chained decisions) have no native form",
                        at: child.location)
                }
            }
        }
    }
}
