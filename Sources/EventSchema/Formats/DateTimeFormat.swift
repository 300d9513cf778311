/// `date-time`, `date`, `time` (RFC 3339 §5.6) and `duration` (RFC 3339 appendix A), on ASCII bytes.
///
/// - `date`: `full-date`, `YYYY-MM-DD`, the day within its month (leap years per the Gregorian rule).
/// - `time`: `full-time`, `HH:MM:SS[.frac](Z|±HH:MM)`; hours 00–23 (`24:00` is refused), minutes 00–59,
///   offsets ±00:00 to ±23:59, `Z` in either case. Second 60 (a leap second) only at 23:59 UTC once the offset
///   is taken away (`23:59:60Z`, `15:59:60-08:00`), as RFC 3339 §5.7 allows it only at the end of a UTC day.
/// - `date-time`: `full-date` `T` `full-time`, `T` in either case.
/// - `duration`: `P` then a date part (`nY`, `nM`, `nD` in that order and without gaps: `Y`, `YM`, `YMD`, `M`,
///   `MD`, `D`) and/or `T` with a time part (`H`, `HM`, `HMS`, `M`, `MS`, `S`), or `nW` alone; no fractions, no
///   empty `T`, no sign.
enum DateTimeFormat {
    static func digits(_ b: ArraySlice<UInt8>, _ from: Int, _ count: Int) -> Int? {
        guard from >= b.startIndex, from + count <= b.endIndex else { return nil }
        var n = 0
        for i in from..<(from + count) {
            guard b[i] >= 0x30, b[i] <= 0x39 else { return nil }
            n = n * 10 + Int(b[i] - 0x30)
        }
        return n
    }

    static func isDate(_ b: ArraySlice<UInt8>) -> Bool {
        let s = b.startIndex
        guard b.count == 10, let year = digits(b, s, 4), b[s + 4] == UInt8(ascii: "-"),
            let month = digits(b, s + 5, 2), b[s + 7] == UInt8(ascii: "-"), let day = digits(b, s + 8, 2),
            (1...12).contains(month)
        else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][month - 1]
        return day >= 1 && day <= days
    }

    static func isTime(_ b: ArraySlice<UInt8>) -> Bool {
        let s = b.startIndex
        guard b.count >= 9, let hour = digits(b, s, 2), b[s + 2] == UInt8(ascii: ":"),
            let minute = digits(b, s + 3, 2), b[s + 5] == UInt8(ascii: ":"), let second = digits(b, s + 6, 2),
            hour <= 23, minute <= 59, second <= 60
        else { return false }
        var i = s + 8
        if b[i] == UInt8(ascii: ".") {
            i += 1
            let start = i
            while i < b.endIndex, b[i] >= 0x30, b[i] <= 0x39 { i += 1 }
            guard i > start else { return false }
        }
        guard i < b.endIndex else { return false }
        var offset = 0
        if b[i] == UInt8(ascii: "Z") || b[i] == UInt8(ascii: "z") {
            guard i + 1 == b.endIndex else { return false }
        } else {
            guard b[i] == UInt8(ascii: "+") || b[i] == UInt8(ascii: "-"), i + 6 == b.endIndex,
                let offsetHour = digits(b, i + 1, 2), b[i + 3] == UInt8(ascii: ":"),
                let offsetMinute = digits(b, i + 4, 2), offsetHour <= 23, offsetMinute <= 59
            else { return false }
            offset = (offsetHour * 60 + offsetMinute) * (b[i] == UInt8(ascii: "+") ? 1 : -1)
        }
        guard second == 60 else { return true }
        let utc = ((hour * 60 + minute - offset) % 1440 + 1440) % 1440
        return utc == 23 * 60 + 59
    }

    static func isDateTime(_ b: ArraySlice<UInt8>) -> Bool {
        let s = b.startIndex
        guard b.count > 11, b[s + 10] == UInt8(ascii: "T") || b[s + 10] == UInt8(ascii: "t") else { return false }
        return isDate(b[s..<(s + 10)]) && isTime(b[(s + 11)...])
    }

    static func isDuration(_ b: ArraySlice<UInt8>) -> Bool {
        guard b.first == UInt8(ascii: "P") else { return false }
        var i = b.startIndex + 1
        /// The designators of one part, in the order written, each after at least one digit.
        func designators(until stop: UInt8?) -> [UInt8]? {
            var found: [UInt8] = []
            while i < b.endIndex, b[i] != stop {
                let start = i
                while i < b.endIndex, b[i] >= 0x30, b[i] <= 0x39 { i += 1 }
                guard i > start, i < b.endIndex else { return nil }
                found.append(b[i])
                i += 1
            }
            return found
        }
        guard let date = designators(until: UInt8(ascii: "T")) else { return false }
        var time: [UInt8] = []
        if i < b.endIndex {
            i += 1
            guard let t = designators(until: nil), !t.isEmpty else { return false }
            time = t
        }
        if date == [UInt8(ascii: "W")] { return time.isEmpty }
        guard !(date.isEmpty && time.isEmpty) else { return false }
        return isRun(date, of: Array("YMD".utf8)) && isRun(time, of: Array("HMS".utf8))
    }

    /// Whether `found` is empty or a contiguous run of `order` (`YM` of `YMD`, not `YD`).
    private static func isRun(_ found: [UInt8], of order: [UInt8]) -> Bool {
        guard let first = found.first else { return true }
        guard let start = order.firstIndex(of: first), start + found.count <= order.count else { return false }
        return Array(order[start..<(start + found.count)]) == found
    }
}
