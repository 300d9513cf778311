import Foundation
import SpecModel

/// Compiles a located JSON schema into nodes, once: resolves `$ref`, compiles patterns, checks keyword
/// values, and reports every problem as a diagnostic.
struct SchemaCompiler {
    /// A document the compiled schema reaches: the schema itself (index 0), then the shared schema files loaded
    /// through `$ref`, in the order first referenced. Pointers into document k carry its tag (``DocumentPointer``).
    struct Document {
        var file: String?
        /// Pointer of the document's schema root inside its file, prefixed to diagnostic pointers.
        var basePointer: String
        var root: JSONNode
    }

    let root: JSONNode
    let file: String?
    /// Pointer of the schema root inside its file, prefixed to diagnostic pointers.
    let basePointer: String
    /// The shared schema files `$ref` may reach.
    let library: SchemaLibrary
    var documents: [Document]
    /// Library index → document index, for the shared files loaded so far.
    var loadedDocuments: [Int: Int] = [:]
    /// The vocabularies of each document's dialect, read once (``vocabularies(at:)``).
    var documentVocabularies: [Int: Vocabularies] = [:]
    var nodes: [SchemaNode] = []
    var nodeByPointer: [String: Int] = [:]
    var diagnostics: [Diagnostic] = []
    /// The schema resources (index 0 is the root) and where each URI points, filled by ``scanResources()``.
    var resources: [SchemaResource] = []
    /// Resource URIs (UTF-8, so compared by code points) → index in `resources`.
    var resourceByURI: [[UInt8]: Int] = [:]
    /// The base URI and resource of every subschema position, by pointer.
    var scopes: [String: SchemaScope] = [:]
    /// Whether some `$dynamicRef` can resolve dynamically, so the walker keeps the dynamic scope.
    var usesDynamicScope = false
    /// Nesting of compile calls, bounded so no schema can overflow the stack.
    var depth = 0
    static let maxDepth = 256

    init(root: JSONNode, file: String?, basePointer: String, library: SchemaLibrary = .empty) {
        self.root = root
        self.file = file
        self.basePointer = basePointer
        self.library = library
        documents = [Document(file: file, basePointer: basePointer, root: root)]
    }

    /// The meta-data words (2020-12 meta-data vocabulary): no assertion, accepted anywhere with a value of
    /// the right type.
    static let annotations: Set<String> = [
        "title", "description", "examples", "default", "deprecated", "readOnly", "writeOnly",
    ]

    /// Keywords this validator applies: every keyword of the 2020-12 core, applicator, validation and
    /// unevaluated vocabularies, and `format`.
    static let supported: [String] = [
        // Core.
        "$schema", "$id", "$ref", "$anchor", "$dynamicRef", "$dynamicAnchor", "$vocabulary", "$comment", "$defs",
        // Applicator.
        "prefixItems", "items", "contains", "properties", "patternProperties", "additionalProperties",
        "propertyNames", "dependentSchemas", "allOf", "anyOf", "oneOf", "not", "if", "then", "else",
        // Unevaluated.
        "unevaluatedItems", "unevaluatedProperties",
        // Validation.
        "type", "enum", "const", "multipleOf", "maximum", "exclusiveMaximum", "minimum", "exclusiveMinimum",
        "maxLength", "minLength", "pattern", "maxItems", "minItems", "uniqueItems", "maxContains", "minContains",
        "maxProperties", "minProperties", "required", "dependentRequired",
        // Format annotation (asserted on request).
        "format",
        // Content (annotations; decoded on request).
        "contentEncoding", "contentMediaType", "contentSchema",
    ]

    /// The 2020-12 dialect, as `$schema` names it (with or without the empty fragment).
    static let dialect = "https://json-schema.org/draft/2020-12/schema"

    /// Keywords of other vocabularies or earlier drafts that event schemas do not accept, with what to
    /// write instead.
    static let knownUnsupported: [String: String] = [
        "$recursiveRef": "it is from draft 2019-09; use \"$dynamicRef\"",
        "$recursiveAnchor": "it is from draft 2019-09; use \"$dynamicAnchor\"",
        "definitions": "it is from draft-07 and earlier; use \"$defs\"",
        "dependencies": "it is from draft-07 and earlier; use \"dependentRequired\" or \"dependentSchemas\"",
        "additionalItems": "it is from draft 2019-09 and earlier; use \"items\" after \"prefixItems\"",
    ]

    // MARK: Diagnostics

    mutating func error(_ code: SchemaErrorCode, _ message: String, at location: SourceLocation, pointer: String) {
        let (document, plain) = DocumentPointer.split(pointer)
        let place = documents[document]
        diagnostics.append(
            .error(code.rawValue, message, file: place.file, at: location, pointer: place.basePointer + plain))
    }

    /// A schema position for messages: `#/$defs/a` in the compiled schema, `common/money.schema.json#/$defs/a` in a
    /// shared file.
    func display(_ pointer: String) -> String {
        let (document, plain) = DocumentPointer.split(pointer)
        let prefix = document == 0 ? "" : library.documents[libraryIndex(of: document)].relativePath
        return prefix + "#" + plain
    }

    /// The library index of loaded document `document` (≥ 1).
    func libraryIndex(of document: Int) -> Int {
        loadedDocuments.first { $0.value == document }?.key ?? 0
    }

    // MARK: Nodes

    /// Compiles the schema at `pointer` (relative to the root) once and returns its node index.
    mutating func compile(_ schema: JSONNode, pointer: String) -> Int {
        if let existing = nodeByPointer[pointer] { return existing }
        let index = nodes.count
        nodes.append(SchemaNode(pointer: pointer, resource: scope(of: pointer).resource))
        nodeByPointer[pointer] = index
        guard depth < SchemaCompiler.maxDepth else {
            error(
                .invalidSchema, "schema nesting deeper than \(SchemaCompiler.maxDepth) levels", at: schema.location,
                pointer: pointer)
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
            nodes[index].keywords = compileKeywords(members, pointer: pointer, node: index)
        default:
            error(
                .invalidSchema, "a schema must be an object or a boolean, found \(schema.typeName)",
                at: schema.location, pointer: pointer)
        }
        return index
    }

    /// The run-time tables of `$dynamicRef`, once every node is compiled.
    func dynamicScopeTable() -> DynamicScopeTable {
        let anchors = resources.map { resource in
            var table: [String: Int] = [:]
            for name in resource.dynamicAnchors {
                if let pointer = resource.anchors[name], let node = nodeByPointer[pointer] { table[name] = node }
            }
            return table
        }
        return DynamicScopeTable(resourceOfNode: nodes.map(\.resource), anchors: anchors)
    }

    // MARK: In-place cycles

    /// Reports cycles of schemas that apply to the same instance location (`$ref`, `$dynamicRef`, `allOf`,
    /// `anyOf`, `oneOf`, `not`, `if`/`then`/`else`, `dependentSchemas`) without descending into it: such a
    /// schema could never finish validating. A `$dynamicRef` counts every `$dynamicAnchor` it may reach.
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
                        error(
                            .refCycle,
                            "schema refers to itself without descending into the instance (\(display(nodes[target].pointer))), so it could never finish validating",
                            at: keyword.location, pointer: keyword.pointer)
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
            case .dynamicRef(let ref): edges += ([ref.initial] + ref.alternatives).map { ($0, keyword) }
            case .conditional(let c): edges += [c.if, c.then, c.else].compactMap { $0 }.map { ($0, keyword) }
            case .dependentSchemas(let list): edges += list.map { ($0.node, keyword) }
            default: break
            }
        }
        return edges
    }
}
