import SpecModel

extension EventPolicy {
    /// Reads the policy keywords among the members of a schema root. Unknown `x-` keywords, unknown
    /// content classes and wrongly typed values are diagnostics.
    static func parse(_ root: JSONNode, file: String?, basePointer: String) -> (EventPolicy, [Diagnostic]) {
        var policy = EventPolicy()
        var diagnostics: [Diagnostic] = []
        guard let members = root.members else { return (policy, []) }
        func error(_ code: SchemaErrorCode, _ message: String, _ location: SourceLocation, _ pointer: String) {
            diagnostics.append(.error(code.rawValue, message, file: file, at: location, pointer: basePointer + pointer))
        }
        for member in members where member.key.hasPrefix("x-") {
            let kp = JSONPointer.appending("", member.key)
            switch member.key {
            case "x-child-mode":
                guard let word = member.value.string, let mode = ChildMode(rawValue: word) else {
                    error(.invalidKeyword, "\"x-child-mode\" must be \"allowed\" or \"suppressed\"", member.value.location, kp)
                    continue
                }
                policy.childMode = mode
            case "x-child-mode-strip":
                guard let items = member.value.items else {
                    error(.invalidKeyword, "\"x-child-mode-strip\" must be an array of property names, found \(member.value.typeName)", member.value.location, kp)
                    continue
                }
                for (i, item) in items.enumerated() {
                    guard let name = item.string else {
                        error(.invalidKeyword, "\"x-child-mode-strip\" items must be property names, found \(item.typeName)", item.location, JSONPointer.appending(kp, i))
                        continue
                    }
                    if !policy.childModeStrip.contains(name) { policy.childModeStrip.append(name) }
                }
            case "x-forbidden-content":
                guard let items = member.value.items else {
                    error(.invalidKeyword, "\"x-forbidden-content\" must be an array of content classes, found \(member.value.typeName)", member.value.location, kp)
                    continue
                }
                let known = ContentClass.allCases.map(\.rawValue).sorted().joined(separator: ", ")
                for (i, item) in items.enumerated() {
                    guard let word = item.string, let contentClass = ContentClass(rawValue: word) else {
                        let found = item.string.map { "\"\($0)\"" } ?? item.typeName
                        error(.invalidKeyword, "unknown content class \(found); known classes: \(known)", item.location, JSONPointer.appending(kp, i))
                        continue
                    }
                    if !policy.forbiddenContent.contains(contentClass) { policy.forbiddenContent.append(contentClass) }
                }
            default:
                var message = "unknown policy keyword \"\(member.key)\"; known: \(EventPolicy.keywords.joined(separator: ", "))"
                if let near = EventPolicy.keywords.first(where: { SchemaCompiler.editDistance($0, member.key) <= 2 }) {
                    message = "unknown policy keyword \"\(member.key)\"; did you mean \"\(near)\"?"
                }
                error(.unsupportedKeyword, message, member.keyLocation, kp)
            }
        }
        return (policy, diagnostics)
    }
}
