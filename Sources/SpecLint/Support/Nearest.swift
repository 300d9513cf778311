/// "Did you mean" candidates for misspelt IDs and state names.
enum Nearest {
    /// The candidate closest to `word` by edit distance, at most 2 edits (ties: first in `candidates`); nil when
    /// none is that close or the word equals a candidate.
    static func closest(to word: String, among candidates: [String]) -> String? {
        var best: (candidate: String, distance: Int)? = nil
        for candidate in candidates where candidate != word {
            let d = distance(Array(word.unicodeScalars), Array(candidate.unicodeScalars), limit: 2)
            if d <= 2, d < (best?.distance ?? Int.max) { best = (candidate, d) }
        }
        return best?.candidate
    }

    /// Levenshtein distance, stopping early above `limit` (then returns `limit + 1`).
    static func distance(_ x: [Unicode.Scalar], _ y: [Unicode.Scalar], limit: Int) -> Int {
        if abs(x.count - y.count) > limit { return limit + 1 }
        if x.isEmpty || y.isEmpty { return max(x.count, y.count) }
        var previous = Array(0...y.count)
        var current = [Int](repeating: 0, count: y.count + 1)
        for i in 1...x.count {
            current[0] = i
            var rowMin = i
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
