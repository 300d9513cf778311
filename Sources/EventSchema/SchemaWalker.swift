import SpecModel

/// Applies compiled nodes to an instance.
///
/// One walker serves both paths: with `collect` off it stops at the first failure and builds no string
/// (`isValid`); with `collect` on it keeps the instance path and reports every failure. Instance
/// pointers and messages are only built when an error is reported.
struct SchemaWalker {
    enum PathToken {
        case key(String)
        case index(Int)
    }

    /// The keywords of all nodes, flat; a node is a range of them.
    let keywords: UnsafeBufferPointer<Keyword>
    let info: UnsafeBufferPointer<KeywordInfo>
    let ranges: UnsafeBufferPointer<Range<Int>>
    let options: ValidationOptions
    let file: String?
    /// The files of the shared schema documents the schema reaches (document k is at k - 1).
    var documentFiles: [String] = []
    var collect: Bool
    var path: [PathToken] = []
    var errors: [ValidationError] = []
    var depth = 0
    /// The tables of a dynamic `$dynamicRef`, nil when the schema has none.
    let dynamic: DynamicScopeTable?
    /// The dynamic scope: the schema resources entered on the way to the node being applied, outermost
    /// first (kept only when `dynamic` is set).
    var scope: [Int] = []

    init(
        program: SchemaProgram.Buffers, dynamic: DynamicScopeTable? = nil, options: ValidationOptions, file: String?,
        collect: Bool
    ) {
        self.keywords = program.keywords
        self.info = program.info
        self.ranges = program.ranges
        self.dynamic = dynamic
        self.options = options
        self.file = file
        self.collect = collect
    }

    // MARK: Reporting

    var instancePointer: String {
        var pointer = ""
        for token in path {
            switch token {
            case .key(let k): pointer = JSONPointer.appending(pointer, k)
            case .index(let i): pointer = JSONPointer.appending(pointer, i)
            }
        }
        return pointer
    }

    mutating func report(_ code: SchemaErrorCode, _ message: String, _ keyword: Int, extra token: PathToken? = nil) {
        report(code, message, at: info[keyword], extra: token)
    }

    /// Reports at a keyword other than the one applied (`minContains` beside `contains`).
    mutating func report(
        _ code: SchemaErrorCode, _ message: String, at keyword: KeywordInfo, extra token: PathToken? = nil
    ) {
        if let token { path.append(token) }
        let (keywordFile, pointer) = locate(keyword.pointer)
        errors.append(
            ValidationError(
                code: code.rawValue, message: message, instancePointer: instancePointer,
                schemaPointer: pointer, file: keywordFile, location: keyword.location))
        if token != nil { path.removeLast() }
    }

    /// Whether a `format` keyword is asserted by its dialect (the format-assertion vocabulary).
    static func isAsserted(_ keyword: Keyword) -> Bool {
        if case .assertedFormat = keyword { return true } else { return false }
    }

    /// The file and plain pointer of a keyword's (tagged) pointer: a keyword of a shared schema file is reported
    /// in that file, its pointer relative to the file's root.
    func locate(_ pointer: String) -> (file: String?, pointer: String) {
        let (document, plain) = DocumentPointer.split(pointer)
        return document == 0 ? (file, plain) : (documentFiles[document - 1], plain)
    }

    /// Applies `node` to the child `value` at `token`.
    @inline(__always)
    mutating func apply(_ node: Int, to value: JSONValue, at token: PathToken) -> Bool {
        if !collect { return apply(node, to: value) }
        path.append(token)
        defer { path.removeLast() }
        return apply(node, to: value)
    }

    /// Whether `value` matches without collecting errors, whatever the mode.
    mutating func test(_ node: Int, _ value: JSONValue) -> Bool {
        let saved = collect
        collect = false
        defer { collect = saved }
        return apply(node, to: value)
    }

    // MARK: Applying

    /// Applies the node at `index` to `value`; false when any keyword fails.
    @inline(__always)
    mutating func apply(_ index: Int, to value: JSONValue) -> Bool {
        if dynamic == nil { return applyNode(index, to: value) }
        return applyInScope(index, to: value)
    }

    /// Applies a node, entering its schema resource in the dynamic scope.
    mutating func applyInScope(_ index: Int, to value: JSONValue) -> Bool {
        let resource = dynamic?.resourceOfNode[index] ?? 0
        guard scope.last != resource else { return applyNode(index, to: value) }
        scope.append(resource)
        defer { scope.removeLast() }
        return applyNode(index, to: value)
    }

    mutating func applyNode(_ index: Int, to value: JSONValue) -> Bool {
        depth += 1
        defer { depth -= 1 }
        let range = ranges[index]
        if depth > options.maxDepth {
            if collect, !range.isEmpty {
                report(.depthLimit, "schema applied deeper than \(options.maxDepth) levels", range.lowerBound)
            }
            return range.isEmpty
        }
        var ok = true
        for keyword in range {
            if !check(keyword, value) {
                if !collect { return false }
                ok = false
            }
        }
        return ok
    }

    /// Applies one keyword; reports in collect mode.
    mutating func check(_ keyword: Int, _ value: JSONValue) -> Bool {
        switch keywords[keyword] {
        case .never:
            if collect { report(.falseSchema, "no value is allowed here", keyword) }
            return false
        case .type(let types):
            if SchemaWalker.hasType(value, types) { return true }
            if collect { report(.type, "expected \(types.nameList), found \(SchemaWalker.typeName(value))", keyword) }
            return false
        case .enumeration(let allowed):
            if SchemaWalker.contains(allowed, value) { return true }
            if collect, allowed.isEmpty {
                report(
                    .enumeration,
                    "value \(SchemaWalker.render(value)) is not allowed: the enum is empty, so no value is", keyword)
            } else if collect {
                let list =
                    allowed.prefix(10).map(SchemaWalker.render).joined(separator: ", ")
                    + (allowed.count > 10 ? ", ..." : "")
                report(
                    .enumeration, "value \(SchemaWalker.render(value)) is not one of the allowed values: \(list)",
                    keyword)
            }
            return false
        case .const(let expected):
            if SchemaWalker.equal(expected, value) { return true }
            if collect {
                report(
                    .const,
                    "expected the constant \(SchemaWalker.render(expected)), found \(SchemaWalker.render(value))",
                    keyword)
            }
            return false
        case .requiredCounted(let names):
            // Counted by the object applicator on the fast path.
            guard collect, case .object(let object) = value else { return true }
            for name in names where !SchemaWalker.hasKey(object, name) {
                report(.required, "missing required property \"\(name)\"", keyword)
            }
            return names.allSatisfy { SchemaWalker.hasKey(object, $0) }
        case .required(let names):
            guard case .object(let object) = value else { return true }
            var ok = true
            for name in names where !SchemaWalker.hasKey(object, name) {
                if !collect { return false }
                ok = false
                report(.required, "missing required property \"\(name)\"", keyword)
            }
            return ok
        case .object(let applicator):
            guard case .object(let object) = value else { return true }
            return checkObject(applicator, object, keyword)
        case .prefixItems(let schemas):
            guard case .array(let items) = value else { return true }
            var ok = true
            for i in 0..<min(schemas.count, items.count) where !apply(schemas[i], to: items[i], at: .index(i)) {
                if !collect { return false }
                ok = false
            }
            return ok
        case .items(let node, let after):
            guard case .array(let items) = value, items.count > after else { return true }
            var ok = true
            for i in after..<items.count where !apply(node, to: items[i], at: .index(i)) {
                if !collect { return false }
                ok = false
            }
            return ok
        case .minItems(let n):
            guard case .array(let items) = value, items.count < n else { return true }
            if collect {
                report(
                    .minItems,
                    "array has \(items.count) item\(items.count == 1 ? "" : "s"), fewer than the minimum \(n)", keyword)
            }
            return false
        case .maxItems(let n):
            guard case .array(let items) = value, items.count > n else { return true }
            if collect { report(.maxItems, "array has \(items.count) items, more than the maximum \(n)", keyword) }
            return false
        case .uniqueItems:
            guard case .array(let items) = value, let (i, j) = SchemaWalker.firstDuplicate(items) else { return true }
            if collect { report(.uniqueItems, "items \(i) and \(j) are equal", keyword) }
            return false
        default:
            return checkScalar(keyword, value)
        }
    }
}
