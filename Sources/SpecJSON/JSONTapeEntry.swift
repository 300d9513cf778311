/// One value or object key of a parsed document on its ``JSONTape``: 8 bytes, written in document order.
///
/// An object is its entry, its ``JSONTapeEntry/ContainerSize`` entry, then a key entry and the value's entries
/// for each member; an array is its two entries, then its items' entries. The size entry holds the child count
/// and the index just past the last descendant, so a reader steps over a whole subtree at once. A string's or
/// number's length is not stored: it ends at its closing quote or last digit, found again when it is read.
///
/// Visible to inlinable code (`@usableFromInline`) so that a walk in another module reads entries in place.
@usableFromInline struct JSONTapeEntry {
    /// Byte offset of the value's first byte: the opening quote of a string or key. For a container's size
    /// entry: the index after its last descendant.
    @usableFromInline var offset: UInt32
    /// The kind in bits 0–3, ``escaped`` and ``nonASCII`` in bits 4–5, the line from bit 6 (0 when the line
    /// number does not fit; it is then found from the offset). For a container's size entry: the child count.
    @usableFromInline var meta: UInt32

    @inlinable init(offset: UInt32, meta: UInt32) {
        self.offset = offset
        self.meta = meta
    }

    static let null: UInt32 = 0
    static let `false`: UInt32 = 1
    static let `true`: UInt32 = 2
    /// A canonical integer of at most 18 characters: it fits `Int`.
    static let int: UInt32 = 3
    /// Any other integer (long, or `-0`), kept as text.
    static let integerText: UInt32 = 4
    /// A number with a fraction or an exponent, kept as text.
    static let decimalText: UInt32 = 5
    /// A string value or an object key.
    static let string: UInt32 = 6
    // Computed, so that inlinable code in another module sees the constants.
    @inlinable static var array: UInt32 { 7 }
    @inlinable static var object: UInt32 { 8 }

    /// A string with at least one escape: read through ``JSONTape/unescape(_:_:)``.
    static let escaped: UInt32 = 1 << 4
    /// A string with at least one raw byte ≥ 0x80.
    static let nonASCII: UInt32 = 1 << 5
    static let lineShift: UInt32 = 6
    /// Lines from here on are not stored in the entry.
    static let lineLimit = 1 << (32 - 6)

    @inlinable var kind: UInt32 { meta & 0xF }
    @inline(__always) var line: Int { Int(meta >> Self.lineShift) }
    @inlinable var isContainer: Bool { kind >= Self.array }
    @inlinable var isObject: Bool { kind == Self.object }
    @inlinable var isArray: Bool { kind == Self.array }
    /// A string without escapes and without non-ASCII bytes: its bytes are its characters.
    @inline(__always) var isPlainASCII: Bool { meta & (Self.escaped | Self.nonASCII) == 0 }
    /// For a container's size entry: the index after the container's last descendant.
    @inlinable var end: Int { Int(offset) }
    /// For a container's size entry: the number of items or members.
    @inlinable var childCount: Int { Int(meta) }
}
