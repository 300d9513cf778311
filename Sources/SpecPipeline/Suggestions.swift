import SpecModel

/// "Did you mean" for command-line words (commands, options, products, IDs): the nearest candidate in name order
/// within an edit distance that grows with the word's length (1 to 3), else one the word is a prefix of.
package enum Suggestions {
    package static func didYouMean(_ word: String, among candidates: [String]) -> String? {
        let sorted = candidates.sorted()
        let limit = max(1, min(3, word.count / 3 + 1))
        if let near = Suggestion.nearest(to: word, among: sorted, maxDistance: limit) { return near }
        return sorted.first { $0.hasPrefix(word) && !word.isEmpty }
    }
}
