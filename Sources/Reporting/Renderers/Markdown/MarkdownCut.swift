/// A list cut to fit an allowance of UTF-8 bytes: as many items as fit, in order and never cut inside one, then a line
/// saying how many were left out and where they are; the whole, that line included, stays within the allowance.
struct MarkdownCut {
    /// The items kept, then the line about the rest when some were left out.
    var text: String
    /// How many items were left out.
    var leftOut: Int

    /// `items` (each its own text, newlines included) within `allowance` bytes (nil: all of them); `more` is the line
    /// for the count left out.
    init(_ items: [String], allowance: Int?, more: (Int) -> String) {
        let total = items.reduce(0) { $0 + $1.utf8.count }
        guard let allowance, total > allowance else {
            text = items.joined()
            leftOut = 0
            return
        }
        // The line about the rest is at most as long as it is for every item.
        let room = allowance - more(items.count).utf8.count
        var used = 0
        var kept = 0
        for item in items {
            let size = item.utf8.count
            guard used + size <= room else { break }
            used += size
            kept += 1
        }
        leftOut = items.count - kept
        text = items.prefix(kept).joined() + more(leftOut)
    }

    /// `text` cut to `limit` characters with an ellipsis, so that one item's free text cannot fill a budget.
    static func clip(_ text: String, _ limit: Int) -> String {
        text.count <= limit ? text : String(text.prefix(limit - 1)) + "…"
    }
}
