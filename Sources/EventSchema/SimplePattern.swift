/// A byte matcher for the simple regular expressions analytics schemas mostly use, so the hot path
/// need not bridge strings to `NSString`.
///
/// Accepted: an optional leading `^` and trailing `$`, and a sequence of atoms, each followed by an
/// optional greedy quantifier (`*`, `+`, `?`, `{n}`, `{n,}`, `{n,m}`). An atom is a printable ASCII
/// literal, an escaped punctuation character, `\d` (`[0-9]`), `\w` (`[A-Za-z0-9_]`), or a bracket class of
/// ASCII literals, ranges, `\d` and `\w` (not negated). Anything else (`.`, groups, alternation, lazy
/// quantifiers, non-ASCII, negated classes, other escapes) returns nil and the pattern runs on
/// `NSRegularExpression`.
///
/// Every atom matches exactly one ASCII character, so matching the UTF-8 bytes gives the same answer as
/// matching code points: a byte of a multi-byte character never matches. `\d`, `\w` and `$` follow
/// ECMA-262 (ASCII classes; `$` only at the very end).
struct SimplePattern: Sendable {
    struct Atom: Sendable {
        /// Bitmap of the accepted ASCII bytes.
        var low: UInt64 = 0
        var high: UInt64 = 0
        var min = 1
        var max = 1

        @inline(__always) func accepts(_ byte: UInt8) -> Bool {
            let word = byte < 64 ? low : high
            return byte < 128 && (word &>> UInt64(byte & 63)) & 1 != 0
        }

        mutating func add(_ byte: UInt8) {
            if byte < 64 { low |= 1 << UInt64(byte) } else { high |= 1 << UInt64(byte - 64) }
        }

        mutating func add(_ from: UInt8, _ to: UInt8) {
            guard from <= to else { return }
            for b in from...to { add(b) }
        }
    }

    var atoms: [Atom] = []
    var anchoredStart = false
    var anchoredEnd = false
    /// Whether no atom ever needs to give back characters: each has a fixed count, or accepts no
    /// character that a later atom accepts. Then the greedy run is the only one to try and matching is a
    /// single linear scan.
    var isLinear = false

    init?(_ source: String) {
        var bytes = Array(source.utf8)
        guard bytes.allSatisfy({ $0 >= 0x20 && $0 < 0x7F }) else { return nil }
        if bytes.first == UInt8(ascii: "^") {
            anchoredStart = true
            bytes.removeFirst()
        }
        if bytes.last == UInt8(ascii: "$") {
            // `\$` is a literal dollar: count the backslashes before it.
            var slashes = 0
            var i = bytes.count - 2
            while i >= 0, bytes[i] == UInt8(ascii: "\\") {
                slashes += 1
                i -= 1
            }
            if slashes % 2 == 0 {
                anchoredEnd = true
                bytes.removeLast()
            }
        }
        var i = 0
        while i < bytes.count {
            var atom = Atom()
            let b = bytes[i]
            switch b {
            case UInt8(ascii: "\\"):
                guard i + 1 < bytes.count, SimplePattern.escape(bytes[i + 1], into: &atom) else { return nil }
                i += 2
            case UInt8(ascii: "["):
                guard let end = SimplePattern.parseClass(bytes, from: i + 1, into: &atom) else { return nil }
                i = end
            case UInt8(ascii: "."), UInt8(ascii: "^"), UInt8(ascii: "$"), UInt8(ascii: "("), UInt8(ascii: ")"),
                UInt8(ascii: "|"), UInt8(ascii: "*"), UInt8(ascii: "+"), UInt8(ascii: "?"), UInt8(ascii: "{"),
                UInt8(ascii: "}"), UInt8(ascii: "]"):
                return nil
            default:
                atom.add(b)
                i += 1
            }
            guard let next = SimplePattern.parseQuantifier(bytes, from: i, into: &atom) else { return nil }
            i = next
            atoms.append(atom)
        }
        isLinear = atoms.indices.allSatisfy { SimplePattern.neverGivesBack(atoms, $0) }
    }

    /// Whether atom `i` never needs a shorter run than its greedy one: its count is fixed, or no atom that
    /// could take the next character (the following optional atoms and the first required one) accepts any
    /// character atom `i` accepts. A shorter run would leave such a character for them, so it cannot match.
    static func neverGivesBack(_ atoms: [Atom], _ i: Int) -> Bool {
        if atoms[i].min == atoms[i].max { return true }
        var j = i + 1
        while j < atoms.count {
            if (atoms[i].low & atoms[j].low) | (atoms[i].high & atoms[j].high) != 0 { return false }
            if atoms[j].min >= 1 { break }
            j += 1
        }
        return true
    }

    /// `\x` outside or inside a class.
    private static func escape(_ e: UInt8, into atom: inout Atom) -> Bool {
        switch e {
        case UInt8(ascii: "d"): atom.add(UInt8(ascii: "0"), UInt8(ascii: "9"))
        case UInt8(ascii: "w"):
            atom.add(UInt8(ascii: "0"), UInt8(ascii: "9"))
            atom.add(UInt8(ascii: "a"), UInt8(ascii: "z"))
            atom.add(UInt8(ascii: "A"), UInt8(ascii: "Z"))
            atom.add(UInt8(ascii: "_"))
        default:
            // Only escaped punctuation is a literal; letters and digits are classes or back-references.
            let isAlnum = (e >= 0x30 && e <= 0x39) || (e >= 0x41 && e <= 0x5A) || (e >= 0x61 && e <= 0x7A)
            guard !isAlnum else { return false }
            atom.add(e)
        }
        return true
    }

    /// Parses a bracket class after its `[`; returns the index after `]`.
    private static func parseClass(_ bytes: [UInt8], from start: Int, into atom: inout Atom) -> Int? {
        var i = start
        guard i < bytes.count, bytes[i] != UInt8(ascii: "^"), bytes[i] != UInt8(ascii: "]") else { return nil }
        while i < bytes.count {
            let b = bytes[i]
            if b == UInt8(ascii: "]") { return i + 1 }
            if b == UInt8(ascii: "[") { return nil }  // ICU set syntax differs from ECMA
            var lowByte = b
            if b == UInt8(ascii: "\\") {
                guard i + 1 < bytes.count else { return nil }
                let e = bytes[i + 1]
                if e == UInt8(ascii: "d") || e == UInt8(ascii: "w") {
                    guard escape(e, into: &atom) else { return nil }
                    i += 2
                    continue
                }
                let isAlnum = (e >= 0x30 && e <= 0x39) || (e >= 0x41 && e <= 0x5A) || (e >= 0x61 && e <= 0x7A)
                guard !isAlnum else { return nil }
                lowByte = e
                i += 2
            } else {
                i += 1
            }
            // A range `a-z`; a `-` before `]` is a literal.
            if i + 1 < bytes.count, bytes[i] == UInt8(ascii: "-"), bytes[i + 1] != UInt8(ascii: "]") {
                let highByte = bytes[i + 1]
                if highByte == UInt8(ascii: "\\") || highByte == UInt8(ascii: "[") { return nil }
                guard highByte >= lowByte else { return nil }
                atom.add(lowByte, highByte)
                i += 2
            } else {
                atom.add(lowByte)
            }
        }
        return nil
    }

    private static func parseQuantifier(_ bytes: [UInt8], from start: Int, into atom: inout Atom) -> Int? {
        guard start < bytes.count else { return start }
        var i = start
        switch bytes[i] {
        case UInt8(ascii: "*"):
            atom.min = 0
            atom.max = Int.max
            i += 1
        case UInt8(ascii: "+"):
            atom.min = 1
            atom.max = Int.max
            i += 1
        case UInt8(ascii: "?"):
            atom.min = 0
            atom.max = 1
            i += 1
        case UInt8(ascii: "{"):
            i += 1
            func number() -> Int? {
                var n = 0
                var digits = 0
                while i < bytes.count, bytes[i] >= 0x30, bytes[i] <= 0x39, digits < 6 {
                    n = n * 10 + Int(bytes[i] - 0x30)
                    i += 1
                    digits += 1
                }
                return digits > 0 ? n : nil
            }
            guard let lo = number() else { return nil }
            var hi = lo
            if i < bytes.count, bytes[i] == UInt8(ascii: ",") {
                i += 1
                hi = (i < bytes.count && bytes[i] == UInt8(ascii: "}")) ? Int.max : (number() ?? -1)
            }
            guard hi >= lo, i < bytes.count, bytes[i] == UInt8(ascii: "}") else { return nil }
            i += 1
            atom.min = lo
            atom.max = hi
        default:
            return start
        }
        // Lazy or possessive quantifiers, or a quantifier on a quantifier: leave to NSRegularExpression.
        if i < bytes.count,
            bytes[i] == UInt8(ascii: "?") || bytes[i] == UInt8(ascii: "+") || bytes[i] == UInt8(ascii: "*")
                || bytes[i] == UInt8(ascii: "{")
        {
            return nil
        }
        return i
    }

    /// Whether the pattern matches somewhere in `string` (anywhere unless anchored).
    func matches(_ string: String) -> Bool {
        var string = string
        return string.withUTF8 { matches(utf8: $0) }
    }

    /// Whether the pattern matches somewhere in the valid UTF-8 text `buffer`.
    func matches(utf8 buffer: UnsafeBufferPointer<UInt8>) -> Bool {
        if anchoredStart { return match(buffer, atom: 0, at: 0) }
        for start in 0...buffer.count where match(buffer, atom: 0, at: start) { return true }
        return false
    }

    private func match(_ bytes: UnsafeBufferPointer<UInt8>, atom index: Int, at position: Int) -> Bool {
        if isLinear { return matchLinear(bytes, at: position) }
        return matchBacktracking(bytes, atom: index, at: position)
    }

    /// Each atom takes its greedy run, which is the only run that can succeed (see `isLinear`).
    private func matchLinear(_ bytes: UnsafeBufferPointer<UInt8>, at start: Int) -> Bool {
        atoms.withUnsafeBufferPointer { SimplePattern.matchLinear($0, anchoredEnd: anchoredEnd, bytes, at: start) }
    }

    /// The end of the greedy linear match of `atoms` at the start of `bytes`, or -1 when an atom falls short.
    @inline(__always)
    static func linearPrefix(_ atoms: UnsafeBufferPointer<Atom>, _ bytes: UnsafePointer<UInt8>, count end: Int) -> Int {
        var position = 0
        for atom in atoms {
            if atom.min == atom.max {
                guard end &- position >= atom.min else { return -1 }
                for k in position..<(position &+ atom.min) where !atom.accepts(bytes[k]) { return -1 }
                position &+= atom.min
                continue
            }
            var count = 0
            while count < atom.max, position < end, atom.accepts(bytes[position]) {
                count &+= 1
                position &+= 1
            }
            if count < atom.min { return -1 }
        }
        return position
    }

    /// ``matchLinear(_:at:)`` over atoms kept elsewhere (``ByteProgram``).
    @inline(__always)
    static func matchLinear(
        _ atoms: UnsafeBufferPointer<Atom>, anchoredEnd: Bool, _ bytes: UnsafeBufferPointer<UInt8>, at start: Int
    ) -> Bool {
        var position = start
        let end = bytes.count
        for atom in atoms {
            if atom.min == atom.max {
                // A fixed count: every one of the next `min` bytes must be accepted.
                guard end &- position >= atom.min else { return false }
                for k in position..<(position &+ atom.min) where !atom.accepts(bytes[k]) { return false }
                position &+= atom.min
                continue
            }
            var count = 0
            while count < atom.max, position < end, atom.accepts(bytes[position]) {
                count &+= 1
                position &+= 1
            }
            if count < atom.min { return false }
        }
        return !anchoredEnd || position == end
    }

    private func matchBacktracking(_ bytes: UnsafeBufferPointer<UInt8>, atom index: Int, at position: Int) -> Bool {
        guard index < atoms.count else { return !anchoredEnd || position == bytes.count }
        let atom = atoms[index]
        var count = 0
        while count < atom.max, position + count < bytes.count, atom.accepts(bytes[position + count]) { count += 1 }
        guard count >= atom.min else { return false }
        if index == atoms.count - 1 {
            // Last atom: the greedy run decides, unless anchored at the end where only a full run can.
            if !anchoredEnd { return true }
            return position + count == bytes.count
        }
        while count >= atom.min {
            if matchBacktracking(bytes, atom: index + 1, at: position + count) { return true }
            count -= 1
        }
        return false
    }
}
