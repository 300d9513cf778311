#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#elseif canImport(ucrt)
    import ucrt
#endif

/// Thrown inside the scanner once a syntax error has been recorded; carries nothing.
struct JSONParseFailure: Error {}

/// One open array or object while parsing.
struct JSONFrame {
    var isObject: Bool
    /// The tape index of the container's entry, completed when it closes.
    var entry: Int
    /// Children read so far: items, or members kept (a repeated key's member is dropped).
    var count = 0
    /// Index of the object's first key on the scanner's `keys`.
    var keyBase: Int
    /// The tape index of the last key read.
    var pendingKey = 0
    /// Whether that key repeats an earlier one: its member is dropped once the value is read.
    var discard = false
    /// One bit per key read, chosen by its hash, or all bits once a non-ASCII key is read: a key whose bit
    /// is clear repeats no earlier key, so the keys are not compared.
    var keyFilter: UInt64 = 0
    /// Key positions, built once an object grows large; plain scanning is faster below that.
    var keyIndex: [String: Int]? = nil
}

/// A key of an open object: the hash of its characters (see `JSONScanner.hash`), its tape index and the
/// byte length between its quotes.
struct JSONKeyRecord {
    var hash: UInt64
    var entry: UInt32
    var length: UInt32
}

/// A growable stack over manually managed memory.
struct JSONStack<Element>: ~Copyable {
    private(set) var base: UnsafeMutablePointer<Element>
    private(set) var count = 0
    private var capacity: Int

    init(capacity: Int) {
        self.capacity = max(1, capacity)
        base = .allocate(capacity: self.capacity)
    }

    deinit {
        base.deinitialize(count: count)
        base.deallocate()
    }

    @inline(__always) var isEmpty: Bool { count == 0 }

    @inline(__always) mutating func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always) subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    /// The top element, for changing in place.
    @inline(__always) var top: UnsafeMutablePointer<Element> { base + (count - 1) }

    @inline(__always) mutating func pop() -> Element {
        count -= 1
        return (base + count).move()
    }

    private mutating func grow() {
        let newCapacity = capacity * 2
        let newBase = UnsafeMutablePointer<Element>.allocate(capacity: newCapacity)
        newBase.moveInitialize(from: base, count: count)
        base.deallocate()
        base = newBase
        capacity = newCapacity
    }

    /// Destroys the elements from `start` up.
    @inline(__always) mutating func truncate(to start: Int) {
        (base + start).deinitialize(count: count - start)
        count = start
    }
}

/// The tape being written, in memory from `malloc` so that the finished ``JSONTape`` takes it over: trimmed
/// in place, never copied (a large buffer grows and shrinks by remapping pages).
struct JSONTapeBuffer: ~Copyable {
    private(set) var base: UnsafeMutablePointer<JSONTapeEntry>
    var count = 0
    private var capacity: Int
    private var owned = true

    init(capacity: Int) {
        self.capacity = max(4, capacity)
        guard let memory = malloc(self.capacity * MemoryLayout<JSONTapeEntry>.stride) else {
            preconditionFailure("out of memory")
        }
        base = memory.bindMemory(to: JSONTapeEntry.self, capacity: self.capacity)
    }

    deinit {
        if owned { free(base) }
    }

    @inline(__always) mutating func append(offset: Int, meta: UInt32) {
        if count == capacity { grow() }
        base[count] = JSONTapeEntry(offset: UInt32(truncatingIfNeeded: offset), meta: meta)
        count &+= 1
    }

    @inline(__always) subscript(i: Int) -> JSONTapeEntry {
        get { base[i] }
        nonmutating set { base[i] = newValue }
    }

    private mutating func grow() {
        capacity *= 2
        guard let bytes = realloc(base, capacity * MemoryLayout<JSONTapeEntry>.stride) else {
            preconditionFailure("out of memory")
        }
        base = bytes.bindMemory(to: JSONTapeEntry.self, capacity: capacity)
    }

    /// The entries, trimmed to size; the caller frees them.
    mutating func take() -> UnsafeMutablePointer<JSONTapeEntry> {
        owned = false
        if count < capacity, let trimmed = realloc(base, max(1, count) * MemoryLayout<JSONTapeEntry>.stride) {
            base = trimmed.bindMemory(to: JSONTapeEntry.self, capacity: count)
        }
        return base
    }
}

/// Recently read object keys, so that a repeated plain ASCII key reuses one `String` instead of being
/// decoded again. A slot remembers where its key's bytes sit in the input; a hit is confirmed by comparing them.
struct JSONKeyCache: ~Copyable {
    struct Slot {
        var hash: UInt64 = 0
        var start = 0
        var length = -1
        var key = ""
    }

    static let maxSize = 256
    /// A power of two: small inputs set up and tear down a small cache. 0 for a cache that keeps nothing.
    let size: Int
    let slots: UnsafeMutablePointer<Slot>?

    /// A cache sized for an input of `inputCount` bytes.
    init(inputCount: Int) {
        var size = 8
        while size < Self.maxSize, size &* 64 < inputCount { size &*= 2 }
        self.size = size
        let slots = UnsafeMutablePointer<Slot>.allocate(capacity: size)
        slots.initialize(repeating: Slot(), count: size)
        self.slots = slots
    }

    /// A cache that keeps nothing, for inputs too small to repeat keys.
    init() {
        size = 0
        slots = nil
    }

    deinit {
        if let slots {
            slots.deinitialize(count: size)
            slots.deallocate()
        }
    }

    /// The plain ASCII key in bytes `start..<start + length` of `base`, reusing the `String` of an equal earlier
    /// key; `inputCount` bytes from `base` may be read.
    mutating func key(_ base: UnsafePointer<UInt8>, start: Int, length: Int, inputCount: Int) -> String {
        let raw = UnsafeRawPointer(base)
        let hash = JSONScanner.hash(raw, start, start &+ length)
        guard let slots else {
            return String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self)
        }
        let slot = slots + Int(truncatingIfNeeded: hash &>> 8) & (size &- 1)
        if slot.pointee.hash == hash, slot.pointee.length == length,
            JSONScanner.bytesEqual(raw + slot.pointee.start, raw + start, length, readable: inputCount &- start)
        {
            return slot.pointee.key
        }
        let key = String(decoding: UnsafeBufferPointer(start: base + start, count: length), as: UTF8.self)
        slot.pointee = Slot(hash: hash, start: start, length: length, key: key)
        return key
    }
}
