/// Walking a node's children one at a time, without building the array ``JSONNode/members`` or
/// ``JSONNode/items`` returns: for reading large documents.
extension JSONNode {
    /// The members of an object in document order, or nil for any other value.
    public var lazyMembers: LazyMembers? {
        if index >= 0 {
            let tape = tape
            guard tape.entries[index].kind == JSONTapeEntry.object else { return nil }
            return LazyMembers(source: .tape(tape, first: index &+ 2), count: tape.entries[index &+ 1].childCount)
        }
        guard case .object(let members) = owned.kind else { return nil }
        return LazyMembers(source: .array(members), count: members.count)
    }

    /// The items of an array in order, or nil for any other value.
    public var lazyItems: LazyItems? {
        if index >= 0 {
            let tape = tape
            guard tape.entries[index].kind == JSONTapeEntry.array else { return nil }
            return LazyItems(source: .tape(tape, first: index &+ 2), count: tape.entries[index &+ 1].childCount)
        }
        guard case .array(let items) = owned.kind else { return nil }
        return LazyItems(source: .array(items), count: items.count)
    }

    /// An object's members, each read when the iteration reaches it.
    public struct LazyMembers: Sequence, Sendable {
        enum Source: Sendable {
            case tape(JSONTape, first: Int)
            case array([JSONMember])
        }

        let source: Source
        /// The number of members.
        public let count: Int

        public var underestimatedCount: Int { count }

        public func makeIterator() -> Iterator {
            switch source {
            case .tape(let tape, let first): Iterator(tape: tape, position: first, remaining: count, array: [])
            case .array(let members): Iterator(tape: nil, position: 0, remaining: count, array: members)
            }
        }

        public struct Iterator: IteratorProtocol {
            let tape: JSONTape?
            var position: Int
            var remaining: Int
            let array: [JSONMember]

            public mutating func next() -> JSONMember? {
                guard remaining > 0 else { return nil }
                remaining &-= 1
                guard let tape else {
                    defer { position &+= 1 }
                    return array[position]
                }
                let member = tape.withBytes { tape.member(at: position, $0, $1) }
                position = tape.next(after: position &+ 1)
                return member
            }
        }
    }

    /// An array's items, each made when the iteration reaches it.
    public struct LazyItems: Sequence, Sendable {
        enum Source: Sendable {
            case tape(JSONTape, first: Int)
            case array([JSONNode])
        }

        let source: Source
        /// The number of items.
        public let count: Int

        public var underestimatedCount: Int { count }

        public func makeIterator() -> Iterator {
            switch source {
            case .tape(let tape, let first): Iterator(tape: tape, position: first, remaining: count, array: [])
            case .array(let items): Iterator(tape: nil, position: 0, remaining: count, array: items)
            }
        }

        public struct Iterator: IteratorProtocol {
            let tape: JSONTape?
            var position: Int
            var remaining: Int
            let array: [JSONNode]

            public mutating func next() -> JSONNode? {
                guard remaining > 0 else { return nil }
                remaining &-= 1
                guard let tape else {
                    defer { position &+= 1 }
                    return array[position]
                }
                let item = JSONNode(tape: tape, index: position)
                position = tape.next(after: position)
                return item
            }
        }
    }
}
