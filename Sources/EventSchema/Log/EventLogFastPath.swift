import Foundation

/// The events a log line may be accepted for without building a value, found by the bytes of their names, and the
/// walk that accepts a line: `{"name":"<event>","payload":{…}}` (whitespace allowed between tokens; `event` for
/// `name` and `properties` for `payload`, as the full check reads them) whose payload the event's schema accepts in
/// one pass over the bytes (``ByteWalker``).
///
/// It only ever says "valid": a line it does not take (any doubt: other keys, another order, escapes in the name, a
/// payload the walk gives up on) is parsed and checked in full, which decides and explains. A line without conditions
/// is held to its event's schema and to the content its policy forbids (no other rule of a policy applies without
/// conditions): the content is looked at in the same pass over the bytes, through the event's ``ContentPlan``.
struct EventLogFastPath: Sendable {
    /// The events' names as declared, by index.
    let names: [String]
    /// Every name's UTF-8 bytes one after another; event `i` is `nameBytes[nameRanges[i]]`.
    let nameBytes: [UInt8]
    let nameRanges: [Range<Int>]
    /// The compiled schemas, which keep the memory `views` point into alive.
    let schemas: [CompiledSchema]
    let views: [ByteView]
    /// The forbidden content of each event's policy against its schema, nil when it forbids none; they keep the
    /// memory `contents` point into alive.
    let plans: [ContentPlan?]
    let contents: [ContentView]
    /// Open addressing by ``hash(_:_:)``: an event's index plus one, 0 for an empty slot; a power of two long.
    let slots: [Int32]

    init(_ catalog: EventCatalog) {
        var names: [String] = []
        var bytes: [UInt8] = []
        var ranges: [Range<Int>] = []
        var schemas: [CompiledSchema] = []
        var plans: [ContentPlan?] = []
        for name in catalog.schemas.keys.sorted() {
            guard let schema = catalog.schemas[name] else { continue }
            let forbidden = catalog.policies[name]?.forbiddenContent ?? []
            plans.append(
                forbidden.isEmpty ? nil : ContentPlan(classes: forbidden, tables: schema.program.byteTables.view))
            names.append(name)
            let start = bytes.count
            bytes += name.utf8
            ranges.append(start..<bytes.count)
            schemas.append(schema)
        }
        var size = 16
        while size < names.count * 4 { size *= 2 }
        var slots = [Int32](repeating: 0, count: size)
        for (index, range) in ranges.enumerated() {
            var slot =
                bytes.withUnsafeBufferPointer { all in
                    guard let base = all.baseAddress else { preconditionFailure("the names have bytes") }
                    return Self.hash(base + range.lowerBound, range.count)
                } & (size - 1)
            while slots[slot] != 0 { slot = (slot + 1) & (size - 1) }
            slots[slot] = Int32(index + 1)
        }
        self.names = names
        nameBytes = bytes
        nameRanges = ranges
        self.schemas = schemas
        views = schemas.map { $0.program.byteTables.view }
        self.plans = plans
        contents = plans.map { $0?.view ?? .none }
        self.slots = slots
    }

    /// A hash of the `count` bytes at `p` (their length, first and last eight bytes), as an index.
    @inline(__always)
    static func hash(_ p: UnsafePointer<UInt8>, _ count: Int) -> Int {
        var a: UInt64 = 0
        var b: UInt64 = 0
        if count >= 8 {
            a = UnsafeRawPointer(p).loadUnaligned(as: UInt64.self)
            b = UnsafeRawPointer(p + (count &- 8)).loadUnaligned(as: UInt64.self)
        } else {
            for k in 0..<count { a |= UInt64(p[k]) &<< UInt64(k &* 8) }
        }
        var h = (a &* 0x9E37_79B9_7F4A_7C15) ^ (b &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(count)
        h ^= h &>> 29
        return Int(truncatingIfNeeded: h)
    }

    /// The index of the event named by the `count` bytes at `p`, or nil.
    @inline(__always)
    func index(of p: UnsafePointer<UInt8>, _ count: Int) -> Int? {
        let mask = slots.count - 1
        var slot = Self.hash(p, count) & mask
        while true {
            let entry = Int(slots[slot])
            if entry == 0 { return nil }
            let range = nameRanges[entry - 1]
            if range.count == count,
                nameBytes.withUnsafeBufferPointer({ names in
                    guard let base = names.baseAddress else { preconditionFailure("the names have bytes") }
                    return memcmp(base + range.lowerBound, p, count)
                }) == 0
            {
                return entry - 1
            }
            slot = (slot + 1) & mask
        }
    }

    /// A walker to give ``accepts(_:walker:)``; nil when no event can be accepted quickly.
    func makeWalker() -> ByteWalker? {
        schemas.first.map { ByteWalker(tables: $0.program.byteTables, options: .default) }
    }

    /// The index of the line's event when the line is certainly a valid event without conditions, or nil.
    func accepts(_ line: UnsafeRawBufferPointer, walker: inout ByteWalker) -> Int? {
        guard line.count > 0 else { return nil }
        walker.read(line)
        let p = walker.p
        let n = walker.count
        var i = walker.skipWhitespace(0)
        guard i < n, p[i] == 0x7B else { return nil }
        i = Self.afterKey(p, n, walker.skipWhitespace(i &+ 1), "name", "event")
        guard i >= 0 else { return nil }
        i = walker.skipWhitespace(i)
        guard i < n, p[i] == 0x3A else { return nil }
        i = walker.skipWhitespace(i &+ 1)
        guard i < n, p[i] == 0x22 else { return nil }
        // The name: a string without escapes, so its bytes are its content.
        i = walker.scanString(i)
        guard i >= 0, !walker.stringEscaped,
            let event = index(of: p + walker.stringStart, walker.stringEnd &- walker.stringStart)
        else { return nil }
        i = walker.skipWhitespace(i)
        guard i < n, p[i] == 0x2C else { return nil }
        i = Self.afterKey(p, n, walker.skipWhitespace(i &+ 1), "payload", "properties")
        guard i >= 0 else { return nil }
        i = walker.skipWhitespace(i)
        guard i < n, p[i] == 0x3A else { return nil }
        i = walker.skipWhitespace(i &+ 1)
        walker.use(views[event])
        walker.content = contents[event]
        i = walker.apply(0, i, depth: 1, nesting: 1)
        guard i >= 0 else { return nil }
        i = walker.skipWhitespace(i)
        guard i < n, p[i] == 0x7D, walker.skipWhitespace(i &+ 1) == n else { return nil }
        return event
    }

    /// The index after the key `"a"` or `"b"` written plainly at `i`, or -1.
    @inline(__always)
    static func afterKey(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: Int, _ a: StaticString, _ b: StaticString) -> Int {
        let end = afterKey(p, n, i, a)
        return end >= 0 ? end : afterKey(p, n, i, b)
    }

    @inline(__always)
    static func afterKey(_ p: UnsafePointer<UInt8>, _ n: Int, _ i: Int, _ key: StaticString) -> Int {
        let k = key.utf8CodeUnitCount
        guard i &+ k &+ 2 <= n, p[i] == 0x22, p[i &+ k &+ 1] == 0x22, memcmp(p + (i &+ 1), key.utf8Start, k) == 0 else {
            return -1
        }
        return i &+ k &+ 2
    }
}
