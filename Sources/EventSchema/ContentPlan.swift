import SpecModel

/// A policy's forbidden content compiled against one schema's byte program, for ``ByteWalker``'s one pass: what the
/// walk must still look at, decided once per schema rather than per value.
///
/// - Every property name and every `enum`/`const` string of the program gets its verdict here, from
///   ``ContentScanner``'s own rules (the tree path's), so a key the schema names and a value that is one of its
///   candidates cost nothing on the walk.
/// - Every node gets the ``ContentNeeds`` of a string it accepts: the rules its own keywords do not already rule out
///   (`maxLength` 120 rules out long free text, 200 a receipt; an `enum` or `const` whose candidates are all clean
///   rules out everything). A rule is dropped only when a string breaking it could not pass the node, so the walk
///   gives up on it anyway.
/// - A key no property names is read by the policy's ``ContentAutomaton``; a value no node bounds (a member that
///   `additionalProperties` does not describe, an item no `items` describes) is looked at for every class.
final class ContentPlan: @unchecked Sendable {
    let view: ContentView

    init(classes: [ContentClass], tables: ByteView) {
        let scanner = ContentScanner(classes: classes)
        let automaton = ContentAutomaton(classes: classes)
        var every: ContentNeeds = []
        for c in classes {
            guard case .builtIn(let b) = c else { continue }
            switch b {
            case .receipt: every.insert(.receipt)
            case .signedURL: every.insert(.query)
            case .freeText: every.formUnion([.lineBreak, .length])
            case .email: every.insert(.email)
            }
        }
        func text(_ range: Range<Int>) -> String { String(decoding: tables.bytes[range], as: UTF8.self) }
        let keyClean = tables.properties.map {
            scanner.keyClasses(text($0.nameStart..<($0.nameStart + $0.nameCount))).isEmpty
        }
        let stringClean = tables.stringRanges.map { scanner.valueClasses(text($0)).isEmpty }
        let needs = tables.ranges.map { range in
            var needs = every
            for op in tables.ops[range] {
                switch op.code {
                case .maxLength:
                    if op.a <= ContentScanner.freeTextLimit { needs.remove(.length) }
                    // A receipt is all base64, so ASCII: more than 200 bytes is more than 200 code points.
                    if op.a <= ContentScanner.base64ReceiptLimit { needs.remove(.receipt) }
                case .strings:
                    if stringClean[op.a..<op.b].allSatisfy({ $0 }) { needs = [] }
                default: break
                }
            }
            return needs
        }
        func copy<T>(_ array: [T]) -> UnsafeBufferPointer<T> {
            let buffer = UnsafeMutableBufferPointer<T>.allocate(capacity: max(1, array.count))
            _ = buffer.initialize(from: array)
            return UnsafeBufferPointer(rebasing: buffer[..<array.count])
        }
        view = ContentView(
            active: true, keyClean: copy(keyClean), stringClean: copy(stringClean), needs: copy(needs), every: every,
            checksKeys: automaton.checksKeys, matchesEveryKey: automaton.matchesEveryKey,
            transitions: copy(automaton.transitions), symbols: copy(automaton.symbols),
            accepting: copy(automaton.accepting))
    }

    deinit {
        func free<T>(_ buffer: UnsafeBufferPointer<T>) {
            UnsafeMutableBufferPointer(mutating: buffer).deinitialize().deallocate()
        }
        free(view.keyClean)
        free(view.stringClean)
        free(view.needs)
        free(view.transitions)
        free(view.symbols)
        free(view.accepting)
    }
}

/// The rules of ``ContentScanner`` a string value must still be looked at for.
struct ContentNeeds: OptionSet, Sendable {
    let rawValue: UInt8

    /// A line break (free text). Inside a JSON string only an escape writes one.
    static let lineBreak = ContentNeeds(rawValue: 1)
    /// More than 120 code points (free text).
    static let length = ContentNeeds(rawValue: 2)
    /// More than 200 bytes, all base64 (receipt).
    static let receipt = ContentNeeds(rawValue: 4)
    /// A URL with a query (signed URL); there is none without a `?`.
    static let query = ContentNeeds(rawValue: 8)
    /// An email address; there is none without an `@`.
    static let email = ContentNeeds(rawValue: 16)
}

/// ``ContentPlan``'s memory as plain pointers, what ``ByteWalker`` reads (copied without reference counting); valid
/// while the plan lives. ``none`` looks at nothing.
struct ContentView: @unchecked Sendable {
    /// Whether the walk looks at content at all.
    var active: Bool
    /// Per property of the byte program: whether its name is of no class.
    var keyClean: UnsafeBufferPointer<Bool>
    /// Per string of the byte program (`enum`/`const` candidates): whether it is of no class.
    var stringClean: UnsafeBufferPointer<Bool>
    /// Per node: what a string it accepts must still be looked at for.
    var needs: UnsafeBufferPointer<ContentNeeds>
    /// What a string no node bounds must be looked at for.
    var every: ContentNeeds
    /// The policy's ``ContentAutomaton`` for keys no property names.
    var checksKeys: Bool
    var matchesEveryKey: Bool
    var transitions: UnsafeBufferPointer<Int16>
    var symbols: UnsafeBufferPointer<UInt8>
    var accepting: UnsafeBufferPointer<Bool>

    static let none = ContentView(
        active: false, keyClean: UnsafeBufferPointer(start: nil, count: 0),
        stringClean: UnsafeBufferPointer(start: nil, count: 0), needs: UnsafeBufferPointer(start: nil, count: 0),
        every: [], checksKeys: false, matchesEveryKey: false, transitions: UnsafeBufferPointer(start: nil, count: 0),
        symbols: UnsafeBufferPointer(start: nil, count: 0), accepting: UnsafeBufferPointer(start: nil, count: 0))

    /// Whether the plain ASCII key of `n` bytes at `key` (raw bytes are its content) certainly names no class.
    @inline(__always)
    func keyIsClean(_ key: UnsafePointer<UInt8>, _ n: Int) -> Bool {
        guard checksKeys else { return true }
        guard !matchesEveryKey else { return false }
        return ContentAutomaton.keyIsClean(
            UnsafeBufferPointer(start: key, count: n), transitions: transitions, symbols: symbols, accepting: accepting)
    }
}
