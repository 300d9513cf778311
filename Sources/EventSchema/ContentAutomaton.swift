import SpecModel

/// The key fragments of a policy's forbidden content classes compiled for the byte path (``ContentPlan``): it
/// answers only "certainly clean" for one key, given as its decoded bytes, exactly as ``ContentScanner`` would find no
/// class there; any doubt is "not clean", and the caller takes the tree path, which decides and explains.
///
/// One automaton (Aho–Corasick over the normalised alphabet `a-z0-9`) holds every key fragment of the classes
/// (`receipt` for the built-in class, the declared classes' `keys`). It reads the key's bytes as they are: an
/// upper-case letter moves as its lower-case one, any other ASCII byte that is neither letter nor digit leaves the
/// state as it is (so it reads the normalised key without building it), a non-ASCII byte is a doubt (the tree path
/// lowercases and classifies Unicode letters). Reaching the end of a fragment is a match.
///
/// Values are not read here: ``ContentPlan`` decides the schema's own strings once with ``ContentScanner``, and
/// ``ByteWalker`` marks what a value needs looking at while it scans the string (see `ByteWalker+Content.swift`).
package struct ContentAutomaton: Sendable {
    /// States × 36 symbols: the next state.
    let transitions: [Int16]
    /// Whether a state ends a fragment (a match).
    let accepting: [Bool]
    /// A byte's symbol: 0–35 for a digit or a letter (either case), ``skip`` for other ASCII, ``doubt`` otherwise.
    let symbols: [UInt8]
    /// Whether any key fragment is looked for.
    let checksKeys: Bool
    /// Whether some fragment is empty: every key then matches.
    let matchesEveryKey: Bool

    static let skip: UInt8 = 36
    static let doubt: UInt8 = 37
    static let alphabet = 36

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
    func keyIsClean(_ key: UnsafeBufferPointer<UInt8>) -> Bool {
        guard checksKeys else { return true }
        guard !matchesEveryKey else { return false }
        return transitions.withUnsafeBufferPointer { transitions in
            symbols.withUnsafeBufferPointer { symbols in
                accepting.withUnsafeBufferPointer { accepting in
                    Self.keyIsClean(key, transitions: transitions, symbols: symbols, accepting: accepting)
                }
            }
        }
    }

    /// Whether the automaton given by its tables reaches no fragment's end on `key` and meets no doubt.
    @inline(__always)
    static func keyIsClean(
        _ key: UnsafeBufferPointer<UInt8>, transitions: UnsafeBufferPointer<Int16>, symbols: UnsafeBufferPointer<UInt8>,
        accepting: UnsafeBufferPointer<Bool>
    ) -> Bool {
        var state = 0
        for b in key {
            let s = Int(symbols[Int(b)])
            if s == Int(skip) { continue }
            guard s != Int(doubt) else { return false }
            state = Int(transitions[state &* alphabet &+ s])
            if accepting[state] { return false }
        }
        return true
    }
}
