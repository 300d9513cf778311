/// "Did you mean" suggestions for misspelt keys and values.
enum Suggestion {
    /// The closest candidate to `word`: edit distance at most 2 (smallest wins, then table order), else a
    /// case-insensitive prefix match of at least 3 characters either way; nil when none is close.
    static func closest(to word: String, among candidates: [String]) -> String? {
        var best: (String, Int)? = nil
        for candidate in candidates {
            let d = distance(word.lowercased(), candidate.lowercased(), limit: 2)
            if d <= 2, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        if let best { return best.0 }
        let lower = word.lowercased()
        guard lower.count >= 3 else { return nil }
        return candidates.first {
            let c = $0.lowercased()
            return c.count >= 3 && (c.hasPrefix(lower) || lower.hasPrefix(c))
        }
    }

    /// The text appended to a message: `; did you mean "x"?`, or empty.
    static func hint(for word: String, among candidates: [String]) -> String {
        guard let s = closest(to: word, among: candidates) else { return "" }
        return "; did you mean \"\(s)\"?"
    }

    /// Levenshtein distance over Unicode scalars, stopping early above `limit` (returns `limit + 1`).
    static func distance(_ a: String, _ b: String, limit: Int) -> Int {
        let x = Array(a.unicodeScalars)
        let y = Array(b.unicodeScalars)
        if abs(x.count - y.count) > limit { return limit + 1 }
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
            if rowMin > limit { return limit + 1 }
            swap(&previous, &current)
        }
        return previous[y.count]
    }
}
