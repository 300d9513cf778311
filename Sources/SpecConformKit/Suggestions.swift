/// "Did you mean" suggestions by edit distance.
package enum Suggestions {
    /// The closest candidate within a small edit distance, or one that `word` is a prefix of.
    package static func didYouMean(_ word: String, among candidates: [String]) -> String? {
        let limit = max(1, min(3, word.count / 3 + 1))
        var best: (String, Int)? = nil
        for candidate in candidates.sorted() {
            let d = distance(word, candidate)
            if d <= limit, d < (best?.1 ?? Int.max) { best = (candidate, d) }
        }
        if let best { return best.0 }
        return candidates.sorted().first { $0.hasPrefix(word) && !word.isEmpty }
    }

    /// Levenshtein distance over Unicode scalars.
    package static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a.unicodeScalars)
        let b = Array(b.unicodeScalars)
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
