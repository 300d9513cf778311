/// Walking a node's children one at a time, without building the array ``JSONNode/members`` or
/// ``JSONNode/items`` returns: for reading large documents.
///
/// These are inlinable, so a walk in another module steps through the tape in place: reading a scalar's
/// ``JSONNode/lazyKind`` counts no reference to the document, a child made by an iteration one.
extension JSONNode {
    /// The value as ``kind`` gives it, except that an array or object gives its children lazily: one switch
    /// reads any node, and no container builds an array.
    public enum LazyKind: Sendable {
        case null
        case bool(Bool)
        case number(JSONNumber)
        case string(String)
        case array(LazyItems)
        /// Members in document order.
        case object(LazyMembers)
    }

    /// The value, with an array's items and an object's members read when an iteration reaches them.
    @inlinable @inline(__always) public var lazyKind: LazyKind {
        if index >= 0, tape.entries[index].isContainer {
            let count = tape.entries[index &+ 1].childCount
            if tape.entries[index].isObject {
                return .object(LazyMembers(source: .tape(tape, first: index &+ 2), count: count))
            }
            return .array(LazyItems(source: .tape(tape, first: index &+ 2), count: count))
        }
        return scalarOrOwnedLazyKind
    }

    /// ``lazyKind`` of a scalar on the tape or of a node's own value.
    @usableFromInline var scalarOrOwnedLazyKind: LazyKind {
        if index >= 0 { return tape.scalarLazyKind(at: index) }
        switch owned.kind {
        case .null: return .null
        case .bool(let b): return .bool(b)
        case .number(let n): return .number(n)
        case .string(let s): return .string(s)
        case .array(let items): return .array(LazyItems(source: .array(items), count: items.count))
        case .object(let members): return .object(LazyMembers(source: .array(members), count: members.count))
        }
    }

    /// The members of an object in document order, or nil for any other value.
    @inlinable public var lazyMembers: LazyMembers? {
        guard index >= 0 else {
            if case .object(let members) = scalarOrOwnedLazyKind { return members }
            return nil
        }
        guard tape.entries[index].isObject else { return nil }
        return LazyMembers(source: .tape(tape, first: index &+ 2), count: tape.entries[index &+ 1].childCount)
    }

    /// The items of an array in order, or nil for any other value.
    @inlinable public var lazyItems: LazyItems? {
        guard index >= 0 else {
            if case .array(let items) = scalarOrOwnedLazyKind { return items }
            return nil
        }
        guard tape.entries[index].isArray else { return nil }
        return LazyItems(source: .tape(tape, first: index &+ 2), count: tape.entries[index &+ 1].childCount)
    }

    /// An object's members, each read when the iteration reaches it.
    public typealias LazyMembers = LazyChildren<JSONMember>

    /// An array's items, each made when the iteration reaches it.
    public typealias LazyItems = LazyChildren<JSONNode>

    /// What a container's children are: an object's ``JSONMember``s or an array's ``JSONNode`` items, each read from
    /// the tape by ``read(_:)``.
    public protocol LazyChild: Sendable {
        /// The child whose entries start at `cursor`, with `cursor` moved to the entry after them.
        static func read(_ cursor: inout LazyCursor) -> Self
    }

    /// A position among a container's children on a parsed document's tape.
    public struct LazyCursor {
        @usableFromInline let tape: JSONTape
        @usableFromInline var position: Int

        @inlinable init(tape: JSONTape, position: Int) {
            self.tape = tape
            self.position = position
        }
    }

    /// A container's children, each read when the iteration reaches it: the one lazy walk of an object's members
    /// (``LazyMembers``) and an array's items (``LazyItems``).
    public struct LazyChildren<Element: LazyChild>: Sequence, Sendable {
        @usableFromInline enum Source: Sendable {
            case tape(JSONTape, first: Int)
            case array([Element])
        }

        @usableFromInline let source: Source
        /// The number of children.
        public let count: Int

        @inlinable init(source: Source, count: Int) {
            self.source = source
            self.count = count
        }

        @inlinable public var underestimatedCount: Int { count }

        @inlinable public func makeIterator() -> Iterator {
            switch source {
            case .tape(let tape, let first): Iterator(tape: tape, position: first, remaining: count, array: [])
            case .array(let children): Iterator(tape: nil, position: 0, remaining: count, array: children)
            }
        }

        public struct Iterator: IteratorProtocol {
            @usableFromInline let tape: JSONTape?
            @usableFromInline var position: Int
            @usableFromInline var remaining: Int
            @usableFromInline let array: [Element]

            @inlinable init(tape: JSONTape?, position: Int, remaining: Int, array: [Element]) {
                self.tape = tape
                self.position = position
                self.remaining = remaining
                self.array = array
            }

            @inlinable public mutating func next() -> Element? {
                guard remaining > 0 else { return nil }
                remaining &-= 1
                guard let tape else {
                    defer { position &+= 1 }
                    return array[position]
                }
                var cursor = LazyCursor(tape: tape, position: position)
                let child = Element.read(&cursor)
                position = cursor.position
                return child
            }
        }
    }
}

extension JSONNode: JSONNode.LazyChild {
    /// The item at `cursor`; the cursor moves past its subtree.
    @inlinable public static func read(_ cursor: inout LazyCursor) -> JSONNode {
        let item = JSONNode(tape: cursor.tape, index: cursor.position)
        cursor.position = cursor.tape.next(after: cursor.position)
        return item
    }
}

extension JSONMember: JSONNode.LazyChild {
    /// The member whose key is at `cursor`; the cursor moves past its value's subtree.
    @inlinable public static func read(_ cursor: inout JSONNode.LazyCursor) -> JSONMember {
        let key = cursor.position
        let tape = cursor.tape
        cursor.position = tape.next(after: key &+ 1)
        return JSONMember(
            key: tape.string(at: key), keyLocation: tape.location(of: key), value: JSONNode(tape: tape, index: key &+ 1)
        )
    }
}
