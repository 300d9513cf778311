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

    init(_ nodes: [SchemaNode]) {
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
        byteTables = ByteTables(keywords: keywords, ranges: ranges)
    }

    /// Lets the object applicator count `required` members when all of them are `properties`.
    static func mergeRequired(_ node: inout SchemaNode) {
        guard let r = node.keywords.firstIndex(where: { if case .required = $0.keyword { return true } else { return false } }),
            case .required(let names) = node.keywords[r].keyword,
            let o = node.keywords.firstIndex(where: { if case .object = $0.keyword { return true } else { return false } }),
            case .object(let app) = node.keywords[o].keyword,
            app.requiredCount == nil, names.allSatisfy({ app.properties[$0] != nil })
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
