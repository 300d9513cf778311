/// "Did you mean" suggestions, the one implementation every stage uses: misspelt keys and values, IDs and state
/// names, schema keywords, products, commands and options.
package enum Suggestion {
    /// The candidate nearest to `word` by edit distance, at most `maxDistance` edits: the smallest distance wins,
    /// then the earliest in `candidates`. With `ignoringCase`, letters compare case-insensitively. A candidate equal
    /// to `word` counts (distance 0) unless `othersOnly`.
    package static func nearest(
        to word: String, among candidates: [String], maxDistance: Int = 2, ignoringCase: Bool = false,
        othersOnly: Bool = false
    ) -> String? {
        let target = ignoringCase ? word.lowercased() : word
        var best: (String, Int)? = nil
        for candidate in candidates where !(othersOnly && candidate == word) {
            let d = distance(target, ignoringCase ? candidate.lowercased() : candidate, limit: maxDistance)
            if d <= maxDistance, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        return best?.0
    }

    /// The candidate nearest to `word` other than `word` itself, at most 2 edits: for names that may be right.
    package static func nearest(otherThan word: String, among candidates: [String]) -> String? {
        nearest(to: word, among: candidates, othersOnly: true)
    }

    /// The closest candidate to a misspelt key or value: edit distance at most 2 ignoring case (smallest wins, then
    /// table order), else a case-insensitive prefix match of at least 3 characters either way; nil when none is close.
    package static func closest(to word: String, among candidates: [String]) -> String? {
        if let near = nearest(to: word, among: candidates, ignoringCase: true) { return near }
        let lower = word.lowercased()
        guard lower.count >= 3 else { return nil }
        return candidates.first {
            let c = $0.lowercased()
            return c.count >= 3 && (c.hasPrefix(lower) || lower.hasPrefix(c))
        }
    }

    /// The text appended to a message: `; did you mean "x"?`, or empty.
    package static func hint(for word: String, among candidates: [String]) -> String {
        guard let s = closest(to: word, among: candidates) else { return "" }
        return "; did you mean \"\(s)\"?"
    }

    /// Levenshtein distance over Unicode scalars, stopping early above `limit` (then returns `limit + 1`).
    package static func distance(_ a: String, _ b: String, limit: Int = .max) -> Int {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        if limit != .max, abs(x.count - y.count) > limit { return limit + 1 }
        if x.isEmpty { return y.count }
        if y.isEmpty { return x.count }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMin = current[0]
            for j in 1...y.count {
                let cost = x[i - 1] == y[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                rowMin = min(rowMin, current[j])
            }
            if limit != .max, rowMin > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}
