import Conformance

/// Deterministic generator of an analytics-event JSON array, the JSON benchmark's workload.
struct JSONBenchmarkData {
    /// The check kit's SplitMix64: small, fast and fully deterministic.
    private var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    private mutating func next() -> UInt64 { random.next() }

    private mutating func below(_ n: Int) -> Int { random.below(n) }

    private static let names = [
        "artwork_download_completed", "artwork_opened", "palette_selected", "region_filled",
        "session_started", "session_ended", "purchase_started", "purchase_restored", "pack_viewed",
    ]
    private static let texts = [
        "hello world", "caf\u{E9} cr\u{E8}me", "line\\nbreak", "tab\\tseparated", "quote \\\"inside\\\"",
        "\u{65E5}\u{672C}\u{8A9E}\u{30C6}\u{30AD}\u{30B9}\u{30C8}", "emoji \u{1F3A8}\u{1F58C}", "slash \\/ path",
        "unicode escape \\u00e9\\u4e2d", "plain ascii value for a label",
    ]

    /// A JSON array of event objects, at least `targetBytes` long.
    mutating func events(targetBytes: Int) -> [UInt8] {
        var out = ""
        out.reserveCapacity(targetBytes + 4096)
        out += "[\n"
        var i = 0
        while out.utf8.count < targetBytes {
            if i > 0 { out += ",\n" }
            appendEvent(i, to: &out)
            i += 1
        }
        out += "\n]\n"
        return Array(out.utf8)
    }

    private mutating func hex(_ count: Int) -> String {
        var s = ""
        let digits = Array("0123456789abcdef")
        for _ in 0..<count { s.append(digits[below(16)]) }
        return s
    }

    private mutating func appendEvent(_ i: Int, to out: inout String) {
        let name = Self.names[below(Self.names.count)]
        let day = 1 + below(28)
        let second = below(86_400)
        let timestamp =
            "2024-03-\(day < 10 ? "0" : "")\(day)T\(second / 3600):\(second / 60 % 60):\(second % 60).\(below(1000))Z"
        out += "  {\"name\": \"\(name)\", \"event_id\": \"\(hex(8))-\(hex(4))-\(hex(4))-\(hex(12))\", "
        out += "\"user_id\": \(below(10_000_000)), \"session_id\": \"s-\(hex(16))\", \"sequence\": \(i), "
        out += "\"timestamp\": \"\(timestamp)\", \"received_at\": \"\(timestamp)\", "
        out += "\"properties\": {\"artwork_id\": \"art-\(below(100_000))\", \"duration_ms\": \(below(600_000)), "
        out += "\"progress\": \(below(100)).\(below(1000)), \"price\": \(below(50)).\(below(100))e0, "
        out +=
            "\"anonymous\": \(below(2) == 0 ? "true" : "false"), \"child_mode\": \(below(5) == 0 ? "true" : "false"), "
        out += "\"label\": \"\(Self.texts[below(Self.texts.count)])\", \"offset\": -\(below(1000)), "
        out += "\"tags\": [\"t\(below(20))\", \"t\(below(20))\", \"t\(below(20))\"], \"extra\": null, "
        out +=
            "\"device\": {\"os\": \"\(below(2) == 0 ? "ios" : "android")\", \"version\": \"\(below(18)).\(below(10))\", \"locale\": \"\(["en-GB", "fr-FR", "ja-JP", "de-DE"][below(4)])\"}}}"
    }
}
