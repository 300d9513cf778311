/// Milliseconds (XState's `after`, SCXML's `delay`) in the native `after` units: `s`, `m`, `h`, `d`.
package enum DelayUnits {
    /// The native delay for `milliseconds` in the largest unit that divides it, nil when it is not a positive whole
    /// number of seconds (the native model counts time in seconds).
    package static func native(milliseconds: Int) -> String? {
        guard milliseconds > 0, milliseconds % 1000 == 0 else { return nil }
        let seconds = milliseconds / 1000
        for (unit, size) in [("d", 86_400), ("h", 3_600), ("m", 60)] where seconds % size == 0 {
            return "\(seconds / size)\(unit)"
        }
        return "\(seconds)s"
    }

    /// The milliseconds of a native delay (`15m` → 900000), nil when it is not one.
    package static func milliseconds(native delay: String) -> Int? {
        guard let unit = delay.last, let n = Int(delay.dropLast()), n > 0 else { return nil }
        let size: Int? = ["s": 1, "m": 60, "h": 3_600, "d": 86_400][unit]
        return size.map { n * $0 * 1000 }
    }
}
