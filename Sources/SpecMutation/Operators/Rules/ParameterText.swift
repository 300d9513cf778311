import Foundation
import SpecModel

/// How rule parameters are written: a number at a given number of decimals, a list as comma-separated items.
enum ParameterText {
    /// `value` written with as many decimals as `scale` has zeros (`2.3` at scale 10, `16` at scale 1).
    static func number(_ value: Double, scale: Double) -> JSONNumber {
        let steps = Int((value * scale).rounded())
        guard scale > 1 else { return JSONNumber(steps) }
        var digits = 0
        var s = scale
        while s > 1 {
            s /= 10
            digits += 1
        }
        let magnitude = String(abs(steps))
        let padded = String(repeating: "0", count: max(0, digits + 1 - magnitude.count)) + magnitude
        let text = (steps < 0 ? "-" : "") + String(padded.dropLast(digits)) + "." + String(padded.suffix(digits))
        return JSONNumber(text: text, isInteger: false)
    }

    /// The items of a list parameter (at least two, comma-separated, trimmed, none empty), or nil for any other
    /// string (`RuleContext.list` reads the same).
    static func listItems(_ text: String) -> [String]? {
        guard text.contains(",") else { return nil }
        let items = text.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }.filter { !$0.isEmpty }
        return items.count >= 2 ? items : nil
    }
}
