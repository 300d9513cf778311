/// A numeric rule parameter read as a quantity: its value, the unit its key ends in (`windowMinutes`: minutes) and
/// its smallest step as written (`15`: 1, `2.4`: 0.1).
///
/// The step is the resolution the spec writes the value at: one unit of its last digit. `shift-parameter` moves the
/// value by one step each way, and ``RuleContext``'s bound probe asks one step under, at and over it, so a value one
/// step off on either side is told apart.
package struct ParameterQuantity: Hashable, Sendable {
    package var value: Double
    /// The unit the key names, or nil for a count (`retries`, `gates`, `errorRatePercent`).
    package var unit: MeasureUnit?
    /// Steps per unit: 1 for an integer, 10 for `2.4`, 100 for `0.25`.
    package var scale: Double

    package init(value: Double, unit: MeasureUnit?, scale: Double = 1) {
        self.value = value
        self.unit = unit
        self.scale = scale
    }

    /// The smallest step as written: `1 / scale`.
    package var step: Double { 1 / scale }

    /// The value moved by `steps` steps, computed on whole steps so that `2.4` one step down is exactly `2.3`.
    package func shifted(by steps: Int) -> Double { ((value * scale).rounded() + Double(steps)) / scale }

    /// The parameter `key` with `value`, or nil when the value is not a finite number.
    package init?(key: String, value: JSONValue) {
        guard case .number(let number) = value, number.doubleValue.isFinite else { return nil }
        self.init(value: number.doubleValue, unit: Self.unit(ofKey: key), scale: Self.scale(of: number))
    }

    /// The unit a parameter's key ends in (`expiryMinutes`, `pulseMs`, `quotaBytes`), longest suffix first; nil when
    /// none (a bare `delay` names no unit).
    package static func unit(ofKey key: String) -> MeasureUnit? {
        var best: (unit: MeasureUnit, length: Int)?
        for unit in MeasureUnit.all {
            for suffix in unit.keySuffixes where key.count > suffix.count && key.hasSuffix(suffix) {
                if suffix.count > (best?.length ?? 0) { best = (unit, suffix.count) }
            }
        }
        return best?.unit
    }

    /// Steps per unit of the last digit `number` is written with: 1 for an integer, 10 for `2.4`, 100 for `0.25`.
    /// A number with an exponent steps by 1.
    package static func scale(of number: JSONNumber) -> Double {
        let text = number.text
        guard !text.contains(where: { $0 == "e" || $0 == "E" }), let dot = text.firstIndex(of: ".") else { return 1 }
        var scale = 1.0
        for _ in text[text.index(after: dot)...] { scale *= 10 }
        return scale
    }
}
