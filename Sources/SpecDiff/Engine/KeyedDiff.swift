/// Two keyed lists compared by key (the first entry of a key wins): the keys only the revision has, the keys only
/// the base has, and the keys both have, each sorted by key.
struct KeyedDiff<Key: Hashable & Comparable, Value> {
    var added: [(key: Key, value: Value)] = []
    var removed: [(key: Key, value: Value)] = []
    var kept: [(key: Key, base: Value, revision: Value)] = []

    init(base: [(Key, Value)], revision: [(Key, Value)]) {
        let b = Dictionary(base, uniquingKeysWith: { first, _ in first })
        let r = Dictionary(revision, uniquingKeysWith: { first, _ in first })
        for key in Set(b.keys).union(r.keys).sorted() {
            switch (b[key], r[key]) {
            case (nil, let x?): added.append((key, x))
            case (let x?, nil): removed.append((key, x))
            case (let x?, let y?): kept.append((key, x, y))
            default: break
            }
        }
    }
}
