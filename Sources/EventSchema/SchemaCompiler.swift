import Foundation
import SpecModel

/// Compiles a located JSON schema into nodes, once: resolves `$ref`, compiles patterns, checks keyword
/// values, and reports every problem as a diagnostic.
struct SchemaCompiler {
    let root: JSONNode
    let file: String?
    /// Pointer of the schema root inside its file, prefixed to diagnostic pointers.
    let basePointer: String
    var nodes: [SchemaNode] = []
    var nodeByPointer: [String: Int] = [:]
    var diagnostics: [Diagnostic] = []
    /// Nesting of compile calls, bounded so no schema can overflow the stack.
    var depth = 0
    static let maxDepth = 256

    init(root: JSONNode, file: String?, basePointer: String) {
        self.root = root
        self.file = file
        self.basePointer = basePointer
    }

    /// Words that carry no assertion and are accepted anywhere.
    static let annotations: Set<String> = [
        "$schema", "$id", "title", "description", "examples", "default", "$comment", "deprecated",
        "readOnly", "writeOnly",
    ]

    /// Keywords this validator applies.
    static let supported: [String] = [
        "type", "enum", "const", "required", "properties", "additionalProperties", "patternProperties",
        "items", "prefixItems", "minItems", "maxItems", "uniqueItems", "minimum", "maximum",
        "exclusiveMinimum", "exclusiveMaximum", "multipleOf", "minLength", "maxLength", "pattern", "format",
        "allOf", "anyOf", "oneOf", "not", "$ref", "$defs",
    ]

    /// Keywords of the 2020-12 vocabularies that this subset does not apply.
    static let knownUnsupported: Set<String> = [
        "if", "then", "else", "dependentRequired", "dependentSchemas", "unevaluatedProperties",
        "unevaluatedItems", "$dynamicRef", "$dynamicAnchor", "$anchor", "$recursiveRef", "$recursiveAnchor",
        "$vocabulary", "contains", "minContains", "maxContains", "propertyNames", "minProperties",
        "maxProperties", "contentEncoding", "contentMediaType", "contentSchema", "definitions",
        "dependencies", "additionalItems",
    ]

    // MARK: Diagnostics

    mutating func error(_ code: SchemaErrorCode, _ message: String, at location: SourceLocation, pointer: String) {
        diagnostics.append(
            .error(code.rawValue, message, file: file, at: location, pointer: basePointer + pointer))
    }

    // MARK: Nodes

    /// Compiles the schema at `pointer` (relative to the root) once and returns its node index.
    mutating func compile(_ schema: JSONNode, pointer: String) -> Int {
        if let existing = nodeByPointer[pointer] { return existing }
        let index = nodes.count
        nodes.append(SchemaNode(pointer: pointer))
        nodeByPointer[pointer] = index
        guard depth < SchemaCompiler.maxDepth else {
            error(.invalidSchema, "schema nesting deeper than \(SchemaCompiler.maxDepth) levels", at: schema.location, pointer: pointer)
            return index
        }
        depth += 1
        defer { depth -= 1 }
        switch schema.kind {
        case .bool(true):
            break
        case .bool(false):
            nodes[index].keywords = [CompiledKeyword(keyword: .never, pointer: pointer, location: schema.location)]
        case .object(let members):
            nodes[index].keywords = compileKeywords(members, pointer: pointer)
        default:
            error(.invalidSchema, "a schema must be an object or a boolean, found \(schema.typeName)", at: schema.location, pointer: pointer)
        }
        return index
    }

    /// Resolves a local `$ref` to the node it names, compiling it if needed.
    mutating func resolve(_ ref: String, at location: SourceLocation, pointer: String) -> Int? {
        guard ref.hasPrefix("#") else {
            error(.unresolvedRef, "cannot resolve $ref \"\(ref)\": only local references (\"#\" or \"#/...\") are supported", at: location, pointer: pointer)
            return nil
        }
        let fragment = String(ref.dropFirst()).removingPercentEncoding ?? String(ref.dropFirst())
        guard let tokens = JSONPointer.tokens(fragment) else {
            error(.unresolvedRef, "cannot resolve $ref \"\(ref)\": the fragment is not a JSON pointer (anchors are not supported)", at: location, pointer: pointer)
            return nil
        }
        var node = root
        for token in tokens {
            switch node.kind {
            case .object(let members):
                guard let member = members.first(where: { $0.key == token }) else {
                    error(.unresolvedRef, "cannot resolve $ref \"\(ref)\": no member \"\(token)\"", at: location, pointer: pointer)
                    return nil
                }
                node = member.value
            case .array(let items):
                guard let i = Int(token), i >= 0, i < items.count, String(i) == token else {
                    error(.unresolvedRef, "cannot resolve $ref \"\(ref)\": no item \"\(token)\"", at: location, pointer: pointer)
                    return nil
                }
                node = items[i]
            default:
                error(.unresolvedRef, "cannot resolve $ref \"\(ref)\": \"\(token)\" is inside a \(node.typeName)", at: location, pointer: pointer)
                return nil
            }
        }
        let target = tokens.reduce("") { JSONPointer.appending($0, $1) }
        return compile(node, pointer: target)
    }

    // MARK: In-place cycles

    /// Reports cycles of schemas that apply to the same instance location (`$ref`, `allOf`, `anyOf`,
    /// `oneOf`, `not`) without descending into it: such a schema could never finish validating.
    mutating func checkInPlaceCycles() {
        // 0 unvisited, 1 on the stack, 2 done.
        var state = [UInt8](repeating: 0, count: nodes.count)
        var reported = Set<String>()
        for start in nodes.indices where state[start] == 0 {
            var stack: [(node: Int, edges: [(Int, CompiledKeyword)], next: Int)] = [(start, inPlaceEdges(start), 0)]
            state[start] = 1
            while !stack.isEmpty {
                let top = stack.count - 1
                if stack[top].next == stack[top].edges.count {
                    state[stack[top].node] = 2
                    stack.removeLast()
                    continue
                }
                let (target, keyword) = stack[top].edges[stack[top].next]
                stack[top].next += 1
                if state[target] == 1 {
                    if reported.insert(keyword.pointer).inserted {
                        error(.refCycle, "schema refers to itself without descending into the instance (\(nodes[target].pointer.isEmpty ? "#" : "#" + nodes[target].pointer)), so it could never finish validating", at: keyword.location, pointer: keyword.pointer)
                    }
                } else if state[target] == 0 {
                    state[target] = 1
                    stack.append((target, inPlaceEdges(target), 0))
                }
            }
        }
    }

    private func inPlaceEdges(_ node: Int) -> [(Int, CompiledKeyword)] {
        var edges: [(Int, CompiledKeyword)] = []
        for keyword in nodes[node].keywords {
            switch keyword.keyword {
            case .ref(let t), .not(let t): edges.append((t, keyword))
            case .allOf(let ts), .anyOf(let ts), .oneOf(let ts): edges += ts.map { ($0, keyword) }
            default: break
            }
        }
        return edges
    }
}
