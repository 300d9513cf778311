/// The fast reading of one trace record, straight from its bytes: where its names are, without making a `String`.
///
/// A record is *simple* when it is one object whose members are `session`, `machine`, `event` and `state` as strings
/// without escapes and `emitted` as an array of such strings, in any order, each once, and nothing else; only then is
/// it checked from the scan alone. Anything else (event `data`, a `context`, payloads, escapes, unknown keys, broken
/// JSON) goes to the JSON parser (``TraceRecord/parse(_:number:)``). Either way the scan finds the session, so a
/// record reaches the worker that owns its session without being parsed by the others.
struct ScannedRecord {
    /// Byte offsets in the trace of each name's first byte and one past its last; `sessionStart < 0` when there is
    /// no simple session string.
    var sessionStart = -1, sessionEnd = -1
    var machineStart = -1, machineEnd = -1
    var eventStart = -1, eventEnd = -1
    var stateStart = -1, stateEnd = -1
    /// Whether the scan alone reads the record (see the type's documentation).
    var simple = true
}

enum TraceScanner {
    private static let sessionKey: UInt64 = 0x6e_6f69_7373_6573
    private static let machineKey: UInt64 = 0x65_6e69_6863_616d
    private static let eventKey: UInt64 = 0x74_6e65_7665
    private static let stateKey: UInt64 = 0x65_7461_7473
    private static let emittedKey: UInt64 = 0x64_6574_7469_6d65

    /// Scans the record in `base[start..<end]` (`count` is the whole buffer's size, for safe word loads); the
    /// `emitted` names' offsets are appended to `emitted` as start, end pairs.
    @inline(__always)
    static func scan(_ base: UnsafePointer<UInt8>, start: Int, end: Int, count: Int, emitted: inout [Int]) -> ScannedRecord {
        var record = ScannedRecord()
        var i = start
        @inline(__always) func skip() {
            while i < end {
                let c = base[i]
                guard c == 0x20 || c == 0x09 || c == 0x0D else { return }
                i += 1
            }
        }
        /// A string at `i`: its content's range, whether it has escapes; nil when there is no well-formed string.
        @inline(__always) func string() -> (start: Int, end: Int, escaped: Bool)? {
            guard i < end, base[i] == 0x22 else { return nil }
            var j = i + 1
            var escaped = false
            while j < end {
                let c = base[j]
                if c == 0x22 {
                    let result = (i + 1, j, escaped)
                    i = j + 1
                    return result
                }
                if c == 0x5C {
                    escaped = true
                    j += 2
                    continue
                }
                if c < 0x20 { return nil }
                j += 1
            }
            return nil
        }
        /// Skips any JSON value at `i` without checking it (the parser will); false at a structural dead end.
        func skipValue() -> Bool {
            guard i < end else { return false }
            switch base[i] {
            case 0x22:
                return string() != nil
            case 0x7B, 0x5B:
                var depth = 0
                while i < end {
                    switch base[i] {
                    case 0x22:
                        guard string() != nil else { return false }
                        continue
                    case 0x7B, 0x5B: depth += 1
                    case 0x7D, 0x5D:
                        depth -= 1
                        if depth == 0 {
                            i += 1
                            return true
                        }
                    default: break
                    }
                    i += 1
                }
                return false
            default:
                let from = i
                while i < end {
                    let c = base[i]
                    if c == 0x2C || c == 0x7D || c == 0x5D || c == 0x20 || c == 0x09 || c == 0x0D { break }
                    i += 1
                }
                return i > from
            }
        }
        /// The key's first (up to) eight bytes as a little-endian word, zero past its length.
        @inline(__always) func word(_ from: Int, _ length: Int) -> UInt64 {
            guard length <= 8 else { return 0 }
            if from + 8 <= count {
                let w = UnsafeRawPointer(base + from).loadUnaligned(as: UInt64.self)
                return length == 8 ? w : w & ((1 << UInt64(length * 8)) - 1)
            }
            var w: UInt64 = 0
            for k in 0..<length { w |= UInt64(base[from + k]) << UInt64(k * 8) }
            return w
        }

        skip()
        guard i < end, base[i] == 0x7B else {
            record.simple = false
            return record
        }
        i += 1
        skip()
        if i < end, base[i] == 0x7D {
            record.simple = false
            return record
        }
        var seen = 0
        while true {
            skip()
            guard let key = string() else {
                record.simple = false
                return record
            }
            skip()
            guard i < end, base[i] == 0x3A else {
                record.simple = false
                return record
            }
            i += 1
            skip()
            let length = key.end - key.start
            let name = key.escaped ? 0 : word(key.start, length)
            let bit: Int
            if length == 7 && name == sessionKey {
                bit = 1
            } else if length == 7 && name == machineKey {
                bit = 2
            } else if length == 5 && name == eventKey {
                bit = 4
            } else if length == 5 && name == stateKey {
                bit = 8
            } else if length == 7 && name == emittedKey {
                bit = 16
            } else {
                bit = 0
            }
            if bit == 0 || seen & bit != 0 {
                record.simple = false
                guard skipValue() else { return record }
            } else if bit == 16 {
                seen |= bit
                if i < end, base[i] == 0x5B {
                    let mark = emitted.count
                    i += 1
                    skip()
                    if i < end, base[i] == 0x5D {
                        i += 1
                    } else {
                        while true {
                            skip()
                            guard let value = string(), !value.escaped else {
                                record.simple = false
                                emitted.removeSubrange(mark...)
                                // Back to the array's start, to skip it whole.
                                i = key.end + 1
                                while i < end, base[i] != 0x5B { i += 1 }
                                guard skipValue() else { return record }
                                break
                            }
                            emitted.append(value.start)
                            emitted.append(value.end)
                            skip()
                            guard i < end else {
                                record.simple = false
                                return record
                            }
                            if base[i] == 0x2C {
                                i += 1
                                continue
                            }
                            guard base[i] == 0x5D else {
                                record.simple = false
                                return record
                            }
                            i += 1
                            break
                        }
                    }
                } else {
                    record.simple = false
                    guard skipValue() else { return record }
                }
            } else {
                seen |= bit
                let from = i
                if let value = string(), !value.escaped {
                    switch bit {
                    case 1: (record.sessionStart, record.sessionEnd) = (value.start, value.end)
                    case 2: (record.machineStart, record.machineEnd) = (value.start, value.end)
                    case 4: (record.eventStart, record.eventEnd) = (value.start, value.end)
                    default: (record.stateStart, record.stateEnd) = (value.start, value.end)
                    }
                } else {
                    record.simple = false
                    i = from
                    guard skipValue() else { return record }
                }
            }
            skip()
            guard i < end else {
                record.simple = false
                return record
            }
            if base[i] == 0x2C {
                i += 1
                continue
            }
            guard base[i] == 0x7D else {
                record.simple = false
                return record
            }
            i += 1
            break
        }
        skip()
        if i != end || seen & 15 != 15 { record.simple = false }
        return record
    }
}
