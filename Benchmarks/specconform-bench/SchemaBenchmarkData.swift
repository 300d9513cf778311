import Conformance
import Foundation

/// The schema benchmark's workload: deterministic JSONL analytics events of four types and their schemas.
struct SchemaBenchmarkData {
    /// The check kit's SplitMix64: small, fast and fully deterministic.
    private var random: SeededGenerator

    init(seed: UInt64) {
        random = SeededGenerator(seed: seed)
    }

    private mutating func next() -> UInt64 { random.next() }

    private mutating func below(_ n: Int) -> Int { random.below(n) }

    private mutating func hex(_ count: Int) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for _ in 0..<count { bytes.append(SchemaBenchmarkData.hexDigits[below(16)]) }
        return String(decoding: bytes, as: UTF8.self)
    }

    private func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    static let hexDigits = Array("0123456789abcdef".utf8)
    static let platforms = ["ios", "android", "web"]
    static let sources = ["library", "search", "deeplink", "feed"]
    static let currencies = ["EUR", "USD", "GBP"]
    static let screens = ["library", "canvas", "palette", "store", "settings", "pack_detail"]

    /// One event line (without the newline). About one event in 200 is invalid on purpose.
    mutating func event(_ i: Int) -> String {
        let invalid = below(200) == 0
        let uuid = "\(hex(8))-\(hex(4))-\(hex(4))-\(hex(4))-\(hex(12))"
        let ts =
            "2024-\(two(1 + below(12)))-\(two(1 + below(28)))T\(two(below(24))):\(two(below(60))):\(two(below(60))).\(100 + below(900))Z"
        let platform = invalid && below(2) == 0 ? "windows" : SchemaBenchmarkData.platforms[below(3)]
        let common =
            "\"event_id\":\"\(uuid)\",\"ts\":\"\(ts)\",\"user_id\":\"u_\(hex(16))\",\"platform\":\"\(platform)\",\"app_version\":\"\(1 + below(3)).\(below(20)).\(below(10))\""
        let artwork = "art_\(String(100_000 + below(900_000)))"
        let extra = invalid ? ",\"debug\":true" : ""
        switch i % 4 {
        case 0:
            return
                "{\"name\":\"artwork_opened\",\(common),\"props\":{\"artwork_id\":\"\(artwork)\",\"source\":\"\(SchemaBenchmarkData.sources[below(4)])\",\"position\":\(below(200))\(extra)}}"
        case 1:
            let elapsed = "\(below(5000)).\(below(10))"
            return
                "{\"name\":\"region_filled\",\(common),\"props\":{\"artwork_id\":\"\(artwork)\",\"region\":\(below(5000)),\"color_index\":\(below(64)),\"correct\":\(below(8) != 0),\"elapsed_ms\":\(elapsed)\(extra)}}"
        case 2:
            let price = "\(below(50)).\(two(below(100)))"
            return
                "{\"name\":\"purchase_started\",\(common),\"props\":{\"product_id\":\"pack_\(below(400))\",\"price\":\(price),\"currency\":\"\(SchemaBenchmarkData.currencies[below(3)])\"\(extra)}}"
        default:
            let count = 1 + below(5)
            let list = (0..<count).map { _ in "\"\(SchemaBenchmarkData.screens[below(6)])\"" }.joined(separator: ",")
            return
                "{\"name\":\"session_ended\",\(common),\"props\":{\"duration_s\":\(below(7200)),\"screens\":[\(list)]\(extra)}}"
        }
    }

    /// Writes `count` event lines to `url`; returns the size in bytes.
    mutating func writeEvents(count: Int, to url: URL) throws -> Int {
        _ = FileManager.default.createFile(atPath: url.path, contents: nil)
        let handle = try FileHandle(forWritingTo: url)
        defer { try? handle.close() }
        var chunk = ""
        chunk.reserveCapacity(1 << 20)
        var total = 0
        for i in 0..<count {
            chunk += event(i)
            chunk += "\n"
            if chunk.utf8.count > 1 << 20 || i == count - 1 {
                total += chunk.utf8.count
                try handle.write(contentsOf: Data(chunk.utf8))
                chunk.removeAll(keepingCapacity: true)
            }
        }
        return total
    }

    /// The schemas by event name, as one JSON object (the Python script reads the same file).
    static let schemas = #"""
        {
          "artwork_opened": {
            "type": "object", "required": ["name", "event_id", "ts", "user_id", "platform", "app_version", "props"],
            "properties": {
              "name": {"const": "artwork_opened"},
              "event_id": {"$ref": "#/$defs/uuid"}, "ts": {"$ref": "#/$defs/timestamp"},
              "user_id": {"type": "string", "pattern": "^u_[0-9a-f]{16}$"},
              "platform": {"enum": ["ios", "android", "web"]},
              "app_version": {"type": "string", "pattern": "^[0-9]+\\.[0-9]+\\.[0-9]+$"},
              "props": {"type": "object", "required": ["artwork_id", "source"], "additionalProperties": false,
                "properties": {
                  "artwork_id": {"type": "string", "pattern": "^art_[0-9]{6}$"},
                  "source": {"enum": ["library", "search", "deeplink", "feed"]},
                  "position": {"type": "integer", "minimum": 0, "maximum": 10000}}}},
            "additionalProperties": false,
            "$defs": {
              "uuid": {"type": "string", "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"},
              "timestamp": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z$"}}
          },
          "region_filled": {
            "type": "object", "required": ["name", "event_id", "ts", "user_id", "platform", "app_version", "props"],
            "properties": {
              "name": {"const": "region_filled"},
              "event_id": {"$ref": "#/$defs/uuid"}, "ts": {"$ref": "#/$defs/timestamp"},
              "user_id": {"type": "string", "pattern": "^u_[0-9a-f]{16}$"},
              "platform": {"enum": ["ios", "android", "web"]},
              "app_version": {"type": "string", "pattern": "^[0-9]+\\.[0-9]+\\.[0-9]+$"},
              "props": {"type": "object", "required": ["artwork_id", "region", "color_index", "correct"], "additionalProperties": false,
                "properties": {
                  "artwork_id": {"type": "string", "pattern": "^art_[0-9]{6}$"},
                  "region": {"type": "integer", "minimum": 0},
                  "color_index": {"type": "integer", "minimum": 0, "maximum": 63},
                  "correct": {"type": "boolean"},
                  "elapsed_ms": {"type": "number", "minimum": 0}}}},
            "additionalProperties": false,
            "$defs": {
              "uuid": {"type": "string", "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"},
              "timestamp": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z$"}}
          },
          "purchase_started": {
            "type": "object", "required": ["name", "event_id", "ts", "user_id", "platform", "app_version", "props"],
            "properties": {
              "name": {"const": "purchase_started"},
              "event_id": {"$ref": "#/$defs/uuid"}, "ts": {"$ref": "#/$defs/timestamp"},
              "user_id": {"type": "string", "pattern": "^u_[0-9a-f]{16}$"},
              "platform": {"enum": ["ios", "android", "web"]},
              "app_version": {"type": "string", "pattern": "^[0-9]+\\.[0-9]+\\.[0-9]+$"},
              "props": {"type": "object", "required": ["product_id", "price", "currency"], "additionalProperties": false,
                "properties": {
                  "product_id": {"type": "string", "pattern": "^pack_[0-9]+$", "maxLength": 32},
                  "price": {"type": "number", "minimum": 0, "maximum": 1000},
                  "currency": {"enum": ["EUR", "USD", "GBP"]}}}},
            "additionalProperties": false,
            "$defs": {
              "uuid": {"type": "string", "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"},
              "timestamp": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z$"}}
          },
          "session_ended": {
            "type": "object", "required": ["name", "event_id", "ts", "user_id", "platform", "app_version", "props"],
            "properties": {
              "name": {"const": "session_ended"},
              "event_id": {"$ref": "#/$defs/uuid"}, "ts": {"$ref": "#/$defs/timestamp"},
              "user_id": {"type": "string", "pattern": "^u_[0-9a-f]{16}$"},
              "platform": {"enum": ["ios", "android", "web"]},
              "app_version": {"type": "string", "pattern": "^[0-9]+\\.[0-9]+\\.[0-9]+$"},
              "props": {"type": "object", "required": ["duration_s", "screens"], "additionalProperties": false,
                "properties": {
                  "duration_s": {"type": "integer", "minimum": 0},
                  "screens": {"type": "array", "minItems": 1, "maxItems": 20,
                    "items": {"type": "string", "pattern": "^[a-z_]+$"}}}}},
            "additionalProperties": false,
            "$defs": {
              "uuid": {"type": "string", "pattern": "^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$"},
              "timestamp": {"type": "string", "pattern": "^[0-9]{4}-[0-9]{2}-[0-9]{2}T[0-9]{2}:[0-9]{2}:[0-9]{2}\\.[0-9]{3}Z$"}}
          }
        }
        """#
}
