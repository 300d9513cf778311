/// Thrown inside the scanner once a syntax error has been recorded; carries nothing.
struct JSONParseFailure: Error {}

/// One open array or object while parsing. Its children live on the scanner's shared stacks from `base` up.
struct JSONFrame {
    var isObject: Bool
    var start: SourceLocation
    /// Index of the first child on `values` (arrays) or `members` (objects).
    var base: Int
    /// Key positions, built once an object grows large; plain scanning is faster below that.
    var keyIndex: [String: Int]? = nil
}

/// A growable stack over manually managed memory, so that a closed container moves its children into
/// an exactly sized array without copying, retaining or releasing them.
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

    @inline(__always) mutating func push(_ element: consuming Element) {
        if count == capacity { grow() }
        (base + count).initialize(to: element)
        count += 1
    }

    @inline(__always) subscript(i: Int) -> Element {
        get { base[i] }
        nonmutating set { base[i] = newValue }
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

    /// Moves the elements from `start` up into a new array, leaving `start` elements.
    mutating func popArray(from start: Int) -> [Element] {
        let n = count - start
        let source = base + start
        let result = [Element](unsafeUninitializedCapacity: n) { buffer, initialized in
            if let target = buffer.baseAddress {
                target.moveInitialize(from: source, count: n)
                initialized = n
            } else {
                source.deinitialize(count: n)
                initialized = 0
            }
        }
        count = start
        return result
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
    /// A power of two: small inputs (a JSONL line) set up and tear down a small cache.
    let size: Int
    let slots: UnsafeMutablePointer<Slot>

    /// A cache sized for an input of `inputCount` bytes.
    init(inputCount: Int) {
        var size = 8
        while size < Self.maxSize, size &* 64 < inputCount { size &*= 2 }
        self.size = size
        slots = .allocate(capacity: size)
        slots.initialize(repeating: Slot(), count: size)
    }

    deinit {
        slots.deinitialize(count: size)
        slots.deallocate()
    }
}
