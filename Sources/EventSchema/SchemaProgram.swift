import SpecModel

/// Where a keyword is written: used only when an error is reported.
struct KeywordInfo: Sendable {
    /// Pointer of the keyword relative to the schema root.
    var pointer: String
    var location: SourceLocation
}

/// The validation-ready form: every node's keywords in one flat array, a node being a range of it.
struct SchemaProgram: Sendable {
    var keywords: ContiguousArray<Keyword> = []
    var info: ContiguousArray<KeywordInfo> = []
    var ranges: ContiguousArray<Range<Int>> = []
    /// The keywords lowered for ``ByteWalker``, one op per keyword.
    var byteTables: ByteTables
    /// The `$dynamicRef` keyword that holds the ``DynamicScopeTable``, -1 when no reference is dynamic. The
    /// table rides in that keyword's box so that copying a compiled schema costs no more reference counting
    /// than before (the event log copies one per line).
    var dynamicKeyword = -1

    init(_ nodes: [SchemaNode], dynamic: DynamicScopeTable? = nil) {
        for var node in nodes {
            SchemaProgram.mergeRequired(&node)
            for keyword in node.keywords { if case .object(let app) = keyword.keyword { app.finish() } }
            let start = keywords.count
            for k in node.keywords {
                keywords.append(k.keyword)
                info.append(KeywordInfo(pointer: k.pointer, location: k.location))
            }
            ranges.append(start..<keywords.count)
        }
        if let dynamic,
            let k = keywords.firstIndex(where: { if case .dynamicRef = $0 { return true } else { return false } }),
            case .dynamicRef(var reference) = keywords[k]
        {
            reference.table = dynamic
            keywords[k] = .dynamicRef(reference)
            dynamicKeyword = k
        }
        byteTables = ByteTables(keywords: keywords, ranges: ranges)
    }

    /// What a dynamic `$dynamicRef` needs at run time; nil when the schema has none.
    var dynamic: DynamicScopeTable? {
        guard dynamicKeyword >= 0, case .dynamicRef(let reference) = keywords[dynamicKeyword] else { return nil }
        return reference.table
    }

    /// Lets the object applicator count `required` members when all of them are `properties`.
    static func mergeRequired(_ node: inout SchemaNode) {
        guard
            let r = node.keywords.firstIndex(where: {
                if case .required = $0.keyword { return true } else { return false }
            }),
            case .required(let names) = node.keywords[r].keyword,
            let o = node.keywords.firstIndex(where: {
                if case .object = $0.keyword { return true } else { return false }
            }),
            case .object(let app) = node.keywords[o].keyword,
            app.requiredCount == nil, names.allSatisfy({ app.exactProperty($0) != nil })
        else { return }
        for name in names { app.properties[name]?.required = 1 }
        app.requiredCount = names.count
        node.keywords[r].keyword = .requiredCounted(names)
    }

    /// Unsafe views for the walker, valid inside `body` only.
    struct Buffers {
        var keywords: UnsafeBufferPointer<Keyword>
        var info: UnsafeBufferPointer<KeywordInfo>
        var ranges: UnsafeBufferPointer<Range<Int>>
    }

    func withBuffers<R>(_ body: (Buffers) -> R) -> R {
        keywords.withUnsafeBufferPointer { k in
            info.withUnsafeBufferPointer { i in
                ranges.withUnsafeBufferPointer { r in body(Buffers(keywords: k, info: i, ranges: r)) }
            }
        }
    }
}

/// The dynamic scope of `$dynamicRef` (core §7.1): the schema resource of every node, and the nodes each
/// resource declares with `$dynamicAnchor`. A class, so a compiled schema without it (nil) copies as cheaply
/// as before, and one with it costs one reference count.
final class DynamicScopeTable: Sendable {
    let resourceOfNode: [Int]
    /// Per resource: `$dynamicAnchor` name → node.
    let anchors: [[String: Int]]

    init(resourceOfNode: [Int], anchors: [[String: Int]]) {
        self.resourceOfNode = resourceOfNode
        self.anchors = anchors
    }
}
