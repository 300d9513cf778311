/// Forbidden content on the byte path: every key and every string value of a payload, at any depth, through a
/// ``ContentAutomaton``, building no value.
extension ByteWalker {
    /// The index after the value at `i` when no key and no string in it is of a class `content` looks for, or -1
    /// (a match, a doubt, or text that is not strict JSON). Run after the schema's walk has accepted the same value.
    mutating func scanContent(_ content: ContentAutomaton, _ i: Int, nesting: Int) -> Int {
        guard i < count, nesting < ByteWalker.maxNesting else { return -1 }
        switch p[i] {
        case 0x22:
            let end = scanString(i)
            guard end >= 0, withStringBytes({ content.valueIsClean($0) }) else { return -1 }
            return end
        case 0x7B:
            var j = skipWhitespace(i &+ 1)
            if j < count, p[j] == 0x7D { return j &+ 1 }
            while true {
                guard j < count, p[j] == 0x22 else { return -1 }
                j = scanString(j)
                guard j >= 0, withStringBytes({ content.keyIsClean($0) }) else { return -1 }
                j = skipWhitespace(j)
                guard j < count, p[j] == 0x3A else { return -1 }
                j = scanContent(content, skipWhitespace(j &+ 1), nesting: nesting &+ 1)
                guard j >= 0 else { return -1 }
                j = skipWhitespace(j)
                guard j < count else { return -1 }
                if p[j] == 0x7D { return j &+ 1 }
                guard p[j] == 0x2C else { return -1 }
                j = skipWhitespace(j &+ 1)
            }
        case 0x5B:
            var j = skipWhitespace(i &+ 1)
            if j < count, p[j] == 0x5D { return j &+ 1 }
            while true {
                j = scanContent(content, j, nesting: nesting &+ 1)
                guard j >= 0 else { return -1 }
                j = skipWhitespace(j)
                guard j < count else { return -1 }
                if p[j] == 0x5D { return j &+ 1 }
                guard p[j] == 0x2C else { return -1 }
                j = skipWhitespace(j &+ 1)
            }
        default:
            return skipValue(i, nesting: nesting)
        }
    }
}
