import SpecModel

/// The fast reading of one trace record, straight from its bytes: where its names are, without making a `String`.
///
/// A record is *simple* when it is one object whose members are `session`, `machine`, `event` and `state` as strings
/// without escapes, `emitted` as an array of such strings and `data` as any value, in any order, each once, and
/// nothing else; only then is it checked from the scan alone (its `data`, whose extent the scan finds, parsed by
/// itself). Anything else (a `context`, payloads, escapes, unknown keys, broken JSON) goes to the JSON parser
/// (``TraceRecord/parse(_:)``). Either way the scan finds the session, so a
/// record reaches the worker that owns its session without being parsed by the others.
struct ScannedRecord {
    /// Byte offsets in the trace of each name's first byte and one past its last; `sessionStart < 0` when there is
    /// no simple session string.
    var sessionStart = -1, sessionEnd = -1
    var machineStart = -1, machineEnd = -1
    var eventStart = -1, eventEnd = -1
    var stateStart = -1, stateEnd = -1
    /// The extent of the `data` member's value, unchecked; -1 when the record has none.
    var dataStart = -1, dataEnd = -1
    /// Whether the scan alone reads the record (see the type's documentation).
    var simple = true
    /// The session's hash, when it was found.
    var sessionHash: UInt64 = 0
    /// The session belongs to another worker: the scan stopped there.
    var notMine = false
}

enum TraceScanner {
    private static let sessionKey: UInt64 = 0x6e_6f69_7373_6573
    private static let machineKey: UInt64 = 0x65_6e69_6863_616d
    private static let eventKey: UInt64 = 0x74_6e65_7665
    private static let stateKey: UInt64 = 0x65_7461_7473
    private static let emittedKey: UInt64 = 0x64_6574_7469_6d65
    private static let dataKey: UInt64 = 0x6174_6164

    /// Scans the record in `base[start..<end]` (`count` is the whole buffer's size, for safe word loads); the
    /// `emitted` names' offsets are appended to `emitted` as start, end pairs.
    @inline(__always)
    static func scan(
        _ base: UnsafePointer<UInt8>, start: Int, end: Int, count: Int, emitted: inout [Int], worker: Int = 0,
        workers: Int = 1
    ) -> ScannedRecord {
        if let record = canonical(
            base, start: start, end: end, count: count, emitted: &emitted, worker: worker, workers: workers)
        {
            return record
        }
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
            var escaped = false
            let after = JSONByteScan.stringEnd(base, at: i, end: end, count: count, escaped: &escaped)
            guard after >= 0 else { return nil }
            let result = (i + 1, after - 1, escaped)
            i = after
            return result
        }
        /// Skips any JSON value at `i` without checking it (the parser will); false at a structural dead end.
        func skipValue() -> Bool {
            let after = JSONByteScan.valueEnd(base, at: i, end: end, count: count)
            guard after >= 0 else { return false }
            i = after
            return true
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
            } else if length == 4 && name == dataKey {
                bit = 32
            } else {
                bit = 0
            }
            if bit == 0 || seen & bit != 0 {
                record.simple = false
                guard skipValue() else { return record }
            } else if bit == 32 {
                seen |= bit
                let from = i
                guard skipValue() else {
                    record.simple = false
                    return record
                }
                (record.dataStart, record.dataEnd) = (from, i)
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
                    case 1:
                        (record.sessionStart, record.sessionEnd) = (value.start, value.end)
                        record.sessionHash = NameHash.of(
                            UnsafeRawBufferPointer(start: base + value.start, count: value.end - value.start))
                        if workers > 1, owner(record.sessionHash, workers) != worker {
                            record.notMine = true
                            return record
                        }
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

    /// The record as a serializer writes it, `{"session":"…","machine":"…","event":"…","state":"…","emitted":[…]}`
    /// (no spaces, this key order, `emitted` optional), read by fixed separators; nil for anything else (then the
    /// general scan reads it, with the same result).
    @inline(__always)
    static func canonical(
        _ base: UnsafePointer<UInt8>, start: Int, end: Int, count: Int, emitted: inout [Int], worker: Int, workers: Int
    ) -> ScannedRecord? {
        @inline(__always) func separator(_ at: Int, _ separator: Separator) -> Bool {
            separator.matches(base, at: at, count: count)
        }
        @inline(__always) func plain(_ from: Int) -> Int? { Self.plainEnd(base, from: from, end: end, count: count) }
        // {"session":"
        guard separator(start, .session), let s1 = plain(start + 12) else { return nil }
        var record = ScannedRecord()
        (record.sessionStart, record.sessionEnd) = (start + 12, s1)
        record.sessionHash = NameHash.of(UnsafeRawBufferPointer(start: base + start + 12, count: s1 - start - 12))
        if workers > 1, owner(record.sessionHash, workers) != worker {
            record.notMine = true
            return record
        }
        // ","machine":"   ","event":"   ","state":"
        guard separator(s1, .machine), let m1 = plain(s1 + 13),
            separator(m1, .event), let e1 = plain(m1 + 11),
            separator(e1, .state), let t1 = plain(e1 + 11)
        else { return nil }
        (record.machineStart, record.machineEnd) = (s1 + 13, m1)
        (record.eventStart, record.eventEnd) = (m1 + 11, e1)
        (record.stateStart, record.stateEnd) = (e1 + 11, t1)
        var p = t1 + 1
        // ,"emitted":[ … ]
        if separator(t1, .emitted) {
            let mark = emitted.count
            p = t1 + 13
            if p < end, base[p] == 0x5D {
                p += 1
            } else {
                while true {
                    guard p < end, base[p] == 0x22, let n1 = plain(p + 1) else {
                        emitted.removeSubrange(mark...)
                        return nil
                    }
                    emitted.append(p + 1)
                    emitted.append(n1)
                    p = n1 + 1
                    if p < end, base[p] == 0x2C {
                        p += 1
                        continue
                    }
                    guard p < end, base[p] == 0x5D else {
                        emitted.removeSubrange(mark...)
                        return nil
                    }
                    p += 1
                    break
                }
            }
        }
        guard p < end, base[p] == 0x7D else {
            emitted.removeAll(keepingCapacity: true)
            return nil
        }
        p += 1
        while p < end, base[p] == 0x20 || base[p] == 0x09 || base[p] == 0x0D { p += 1 }
        guard p == end else {
            emitted.removeAll(keepingCapacity: true)
            return nil
        }
        return record
    }

    /// The bytes between a canonical record's values (8 to 16 of them): the first eight and the rest as little-endian
    /// words.
    struct Separator {
        let first: UInt64
        let rest: UInt64
        let length: Int

        /// `{"session":"`
        static var session: Separator { Separator(first: 0x6f69_7373_6573_227b, rest: 0x223a_226e, length: 12) }
        /// `","machine":"`
        static var machine: Separator { Separator(first: 0x6968_6361_6d22_2c22, rest: 0x22_3a22_656e, length: 13) }
        /// `","event":"`
        static var event: Separator { Separator(first: 0x746e_6576_6522_2c22, rest: 0x22_3a22, length: 11) }
        /// `","state":"`
        static var state: Separator { Separator(first: 0x6574_6174_7322_2c22, rest: 0x22_3a22, length: 11) }
        /// `,"data":` (after the state's closing quote or the emitted list's bracket)
        static var data: Separator { Separator(first: 0x3a22_6174_6164_222c, rest: 0, length: 8) }
        /// `","emitted":[`
        static var emitted: Separator { Separator(first: 0x7474_696d_6522_2c22, rest: 0x5b_3a22_6465, length: 13) }

        /// Whether the separator is at `at`; false when fewer than 16 bytes of the buffer (`count`) are left there.
        @inline(__always)
        func matches(_ base: UnsafePointer<UInt8>, at: Int, count: Int) -> Bool {
            guard at + 16 <= count, UnsafeRawPointer(base + at).loadUnaligned(as: UInt64.self) == first else {
                return false
            }
            return UnsafeRawPointer(base + at + 8).loadUnaligned(as: UInt64.self)
                & ((1 << UInt64((length - 8) * 8)) - 1) == rest
        }
    }

    /// The end of a string without escapes whose content starts at `from`: its closing quote, before `end`; nil when
    /// a backslash or a control byte comes first, or no quote does.
    @inline(__always)
    static func plainEnd(_ base: UnsafePointer<UInt8>, from: Int, end: Int, count: Int) -> Int? {
        let j = JSONByteScan.skipPlainString(base, from: from, count: count, stopAtNonASCII: false)
        return j < end && base[j] == 0x22 ? j : nil
    }

    /// The worker (of `workers`) that replays the sessions with this hash.
    @inline(__always)
    static func owner(_ hash: UInt64, _ workers: Int) -> Int { workers == 1 ? 0 : Int(hash >> 32) % workers }
}
