/// How a quantity written in one unit is read in another: the same unit, a factor between two units of one
/// dimension, or no reading at all (units of different quantities).
package enum UnitConversion: Hashable, Sendable {
    /// The same unit (also two spellings of one: `s` and `seconds`); values pass unchanged.
    case same
    /// Units of one dimension: a value in the first is `value × multiplier ÷ divisor` in the second, both whole
    /// numbers so a whole value stays exact (`15 minutes` is `15 × 60 ÷ 1` seconds, `3600 ms` is `3600 ÷ 1000` s).
    case scaled(multiplier: Double, divisor: Double)
    /// Units of different quantities, with why (`"bytes" measure a data size, "seconds" time`).
    case incompatible(String)

    /// The conversion of a value written in `from` into `to`. Count units (any unit the engine does not know)
    /// convert only to the same word, compared case-insensitively.
    package init(from: String, to: String) {
        let known = (MeasureUnit.named(from), MeasureUnit.named(to))
        switch known {
        case (let a?, let b?) where a == b: self = .same
        case (let a?, let b?) where a.dimension == b.dimension:
            let common = Self.gcd(a.size, b.size)
            self = .scaled(multiplier: Double(a.size / common), divisor: Double(b.size / common))
        case (let a?, let b?):
            self = .incompatible("\"\(from)\" measure \(a.dimension.rawValue), \"\(to)\" \(b.dimension.rawValue)")
        case (nil, nil) where from.lowercased() == to.lowercased(): self = .same
        case (let a?, nil):
            self = .incompatible("\"\(from)\" measure \(a.dimension.rawValue), \"\(to)\" count something else")
        case (nil, let b?):
            self = .incompatible("\"\(from)\" count something other than \(b.dimension.rawValue) (\"\(to)\")")
        case (nil, nil): self = .incompatible("\"\(from)\" and \"\(to)\" count different things")
        }
    }

    private static func gcd(_ a: Int64, _ b: Int64) -> Int64 { b == 0 ? a : gcd(b, a % b) }

    /// `value` converted, or nil when the units are incompatible.
    package func apply(_ value: Double) -> Double? {
        switch self {
        case .same: value
        case .scaled(let multiplier, let divisor): value * multiplier / divisor
        case .incompatible: nil
        }
    }
}
