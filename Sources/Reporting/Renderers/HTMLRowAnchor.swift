/// The `id` of an ID's row in `coverage.html`, so that `coverage.html#FR-8.1.AC3` opens the page at that row.
///
/// An ID made only of letters, digits, `-`, `_`, `.` and `:` is its own anchor unless it is one of the page's own
/// element IDs or starts like them (`machine-…`, an SVG's `d0-…`) or like an escaped anchor (`id-…`); any other gets
/// `id-` and its UTF-8 bytes outside that set written `~xx` in hex (`Sign up` → `id-Sign~20up`). Plain anchors never
/// start with `id-` and the escape is one-to-one, so two IDs never share an anchor and none meets a page ID; the
/// anchor depends on the ID alone, so the page stays deterministic.
enum HTMLRowAnchor {
    /// The element IDs the page itself uses (sections, filters), which a row must not take.
    static let pageIDs: Set<String> = [
        "verdict", "missing", "coverage", "requirements", "failing-checks", "machines", "status-filter", "text-filter",
        "shown", "ids",
    ]

    static func of(_ id: String) -> String {
        isPlain(id) ? id : "id-" + escaped(id)
    }

    /// Whether `id` can be its own anchor.
    static func isPlain(_ id: String) -> Bool {
        guard !id.isEmpty, id.utf8.allSatisfy(isSafe), !pageIDs.contains(id) else { return false }
        if id.hasPrefix("machine-") || id.hasPrefix("id-") { return false }
        if id.first == "d", let dash = id.firstIndex(of: "-"),
            id[id.index(after: id.startIndex)..<dash].allSatisfy(\.isNumber)
        {
            return false
        }
        return true
    }

    private static func isSafe(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
            UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"), UInt8(ascii: "."),
            UInt8(ascii: ":"):
            true
        default: false
        }
    }

    /// `id` with every byte outside the safe set written `~xx`.
    static func escaped(_ id: String) -> String {
        var out = ""
        for byte in id.utf8 {
            if isSafe(byte) {
                out.unicodeScalars.append(Unicode.Scalar(byte))
            } else {
                let hex = String(byte, radix: 16)
                out += "~" + (hex.count == 1 ? "0" + hex : hex)
            }
        }
        return out
    }
}
