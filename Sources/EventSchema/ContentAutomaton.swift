import SpecModel

/// A policy's forbidden content classes compiled for the byte path (``ByteWalker/scanContent(_:_:nesting:)``):
/// it answers only "certainly clean" for one key or one string value, given as its decoded bytes, exactly as
/// ``ContentScanner`` would find nothing there; any doubt is "not clean", and the caller takes the tree path, which
/// decides and explains.
///
/// - Keys: one automaton (Aho–Corasick over the normalised alphabet `a-z0-9`) holds every key fragment of the
///   classes (`receipt` for the built-in class, the declared classes' `keys`). It reads the key's bytes as they are:
///   an upper-case letter moves as its lower-case one, any other ASCII byte that is neither letter nor digit leaves
///   the state as it is (so it reads the normalised key without building it), a non-ASCII byte is a doubt (the tree
///   path lowercases and classifies Unicode letters). Reaching the end of a fragment is a match.
/// - Values: one pass over the bytes through a table of byte flags finds what ``ContentScanner`` looks for: a line
///   break (free text), code points beyond the free-text limit (free text), a byte outside base64 in a string longer
///   than the receipt limit (a receipt otherwise), a `?` (a signed URL needs one) and an `@` (an email needs one).
///   Only a string with a `?` or an `@` is then given to ``ContentScanner``'s own rule, so the rules are never copied.
package struct ContentAutomaton: Sendable {
    /// States × 36 symbols: the next state.
    let transitions: [Int16]
    /// Whether a state ends a fragment (a match).
    let accepting: [Bool]
    /// A byte's symbol: 0–35 for a digit or a letter (either case), ``skip`` for other ASCII, ``doubt`` otherwise.
    let symbols: [UInt8]
    /// A byte's ``ValueFlag``s.
    let flags: [UInt8]
    /// Whether any key fragment is looked for.
    let checksKeys: Bool
    /// Whether some fragment is empty: every key then matches.
    let matchesEveryKey: Bool
    let receipt: Bool
    let signedURL: Bool
    let freeText: Bool
    let email: Bool

    static let skip: UInt8 = 36
    static let doubt: UInt8 = 37
    static let alphabet = 36

    /// The flags of one byte of a string value.
    enum ValueFlag {
        static let notBase64: UInt8 = 1
        static let lineBreak: UInt8 = 2
        static let at: UInt8 = 4
        static let question: UInt8 = 8
        /// A UTF-8 continuation byte: not a code point of its own.
        static let continuation: UInt8 = 16
    }

    package init(classes: [ContentClass]) {
        var fragments: [[UInt8]] = []
        var builtIn = Set<BuiltInContent>()
        for c in classes {
            switch c {
            case .builtIn(let b): builtIn.insert(b)
            case .declared(let d): fragments += d.keys.map { Array($0.utf8) }
            }
        }
        if builtIn.contains(.receipt) { fragments.append(Array("receipt".utf8)) }
        receipt = builtIn.contains(.receipt)
        signedURL = builtIn.contains(.signedURL)
        freeText = builtIn.contains(.freeText)
        email = builtIn.contains(.email)
        var symbols = [UInt8](repeating: Self.doubt, count: 256)
        for b in 0..<0x80 { symbols[b] = Self.skip }
        for b in UInt8(ascii: "0")...UInt8(ascii: "9") { symbols[Int(b)] = b - UInt8(ascii: "0") }
        for b in UInt8(ascii: "a")...UInt8(ascii: "z") {
            symbols[Int(b)] = b - UInt8(ascii: "a") + 10
            symbols[Int(b - 0x20)] = b - UInt8(ascii: "a") + 10
        }
        self.symbols = symbols
        // A fragment with a byte outside `a-z0-9` never occurs in a normalised ASCII key: it cannot match here.
        let usable = fragments.filter { $0.allSatisfy { Self.symbolOfNormalised($0) != nil } }
        matchesEveryKey = usable.contains { $0.isEmpty }
        checksKeys = !usable.isEmpty
        (transitions, accepting) = Self.compile(usable.filter { !$0.isEmpty })
        var flags = [UInt8](repeating: 0, count: 256)
        for b in 0..<256 {
            let c = UInt8(b)
            var f: UInt8 = 0
            let base64 =
                FormatChecker.isAlnum(c) || c == UInt8(ascii: "+") || c == UInt8(ascii: "/") || c == UInt8(ascii: "=")
                || c == UInt8(ascii: "-") || c == UInt8(ascii: "_")
            if !base64 { f |= ValueFlag.notBase64 }
            if c == 0x0A || c == 0x0D { f |= ValueFlag.lineBreak }
            if c == UInt8(ascii: "@") { f |= ValueFlag.at }
            if c == UInt8(ascii: "?") { f |= ValueFlag.question }
            if c & 0xC0 == 0x80 { f |= ValueFlag.continuation }
            flags[b] = f
        }
        self.flags = flags
    }

    /// The symbol of a byte of a normalised fragment, or nil.
    static func symbolOfNormalised(_ b: UInt8) -> Int? {
        switch b {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): Int(b - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "z"): Int(b - UInt8(ascii: "a")) + 10
        default: nil
        }
    }

    /// The Aho–Corasick automaton of `fragments` (non-empty, over `a-z0-9`): the full transition function, and
    /// which states have a fragment ending there or at a suffix of theirs.
    static func compile(_ fragments: [[UInt8]]) -> ([Int16], [Bool]) {
        var next: [[Int]] = [Array(repeating: -1, count: alphabet)]
        var accepting = [false]
        for fragment in fragments {
            var state = 0
            for b in fragment {
                guard let s = symbolOfNormalised(b) else { preconditionFailure("fragments are normalised") }
                if next[state][s] < 0 {
                    next[state][s] = next.count
                    next.append(Array(repeating: -1, count: alphabet))
                    accepting.append(false)
                }
                state = next[state][s]
            }
            accepting[state] = true
        }
        // Breadth first: a state's failure link is a shorter state, so its row is complete before the state's.
        var failure = Array(repeating: 0, count: next.count)
        var queue: [Int] = []
        for s in 0..<alphabet {
            if next[0][s] < 0 {
                next[0][s] = 0
            } else {
                queue.append(next[0][s])
            }
        }
        var head = 0
        while head < queue.count {
            let state = queue[head]
            head += 1
            accepting[state] = accepting[state] || accepting[failure[state]]
            for s in 0..<alphabet {
                let child = next[state][s]
                if child < 0 {
                    next[state][s] = next[failure[state]][s]
                } else {
                    failure[child] = next[failure[state]][s]
                    queue.append(child)
                }
            }
        }
        precondition(next.count < Int(Int16.max), "content class keys compile to fewer than 32767 states")
        return (next.flatMap { $0.map { Int16($0) } }, accepting)
    }

    /// Whether the key whose decoded bytes are `key` certainly names no class.
    @inline(__always)
    func keyIsClean(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard checksKeys else { return true }
        guard !matchesEveryKey else { return false }
        return transitions.withUnsafeBufferPointer { table in
            symbols.withUnsafeBufferPointer { symbols in
                var state = 0
                for b in key {
                    let s = Int(symbols[Int(b)])
                    if s == Int(Self.skip) { continue }
                    guard s != Int(Self.doubt) else { return false }
                    state = Int(table[state &* Self.alphabet &+ s])
                    if accepting[state] { return false }
                }
                return true
            }
        }
    }

    /// Whether the string value whose decoded bytes are `value` (valid UTF-8) is certainly of no class.
    @inline(__always)
    func valueIsClean(_ value: UnsafeBufferPointer<UInt8>) -> Bool {
        var any: UInt8 = 0
        var continuations = 0
        flags.withUnsafeBufferPointer { flags in
            for b in value {
                let f = flags[Int(b)]
                any |= f
                continuations &+= Int(f >> 4)
            }
        }
        if freeText {
            if any & ValueFlag.lineBreak != 0 { return false }
            if value.count &- continuations > ContentScanner.freeTextLimit { return false }
        }
        if receipt, value.count > ContentScanner.base64ReceiptLimit, any & ValueFlag.notBase64 == 0 { return false }
        if signedURL, any & ValueFlag.question != 0, ContentScanner.containsURLWithQuery(Array(value)) { return false }
        if email, any & ValueFlag.at != 0, ContentScanner.containsEmail(Array(value)) { return false }
        return true
    }
}
