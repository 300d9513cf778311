extension Array {
    /// Whether `self` and `other` hold the same storage (or are both empty): then they are equal without comparing a
    /// single element, since a value's shared storage is never written (it is copied first). Arrays that are equal
    /// element by element but were built apart do not share storage: a false answer means "not known to be equal".
    func sharesStorage(with other: [Element]) -> Bool {
        guard count == other.count else { return false }
        if isEmpty { return true }
        return withUnsafeBufferPointer { mine in
            other.withUnsafeBufferPointer { theirs in mine.baseAddress == theirs.baseAddress }
        }
    }
}
