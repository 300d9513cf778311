/// A numeric limit of the document, with its unit (`N-01`: a password has at least 6 characters).
///
/// `check` probes every limit with a registered probe at its boundary: one step under, at, and one step over the
/// value, and the implementation must accept or refuse each as the bound says. A machine may bind a context field
/// to a limit (`"limits": {"maxOwners": "N-05"}`), so its guards compare with the spec's value.
package struct Limit: Hashable, Sendable {
    /// Which side of `value` is allowed.
    package enum Bound: String, CaseIterable, Codable, Sendable {
        /// At least `value`: `value` allowed, one step under refused.
        case min
        /// At most `value`: `value` allowed, one step over refused.
        case max
        /// Less than `value`: one step under allowed, `value` refused.
        case below
        /// More than `value`: one step over allowed, `value` refused.
        case above

        /// Whether `probe` (one of under, at, over) is allowed under this bound.
        package func allows(_ probe: Probe) -> Bool {
            switch (self, probe) {
            case (.min, .under), (.max, .over), (.below, .at), (.below, .over), (.above, .under), (.above, .at): false
            default: true
            }
        }
    }

    /// The three values a limit is probed at.
    package enum Probe: String, CaseIterable, Codable, Sendable {
        case under, at, over
    }

    package var id: String
    package var title: String
    /// What is limited, in words (`password length`).
    package var quantity: String?
    package var bound: Bound
    package var value: Double
    /// The unit of `value` and `step` (`characters`, `bytes`, `per day`, `seconds`).
    package var unit: String
    /// The smallest change of the quantity (1 for counts and lengths).
    package var step: Double
    package var info: ElementInfo
    package var origin: Origin

    package init(
        id: String, title: String, quantity: String? = nil, bound: Bound, value: Double, unit: String, step: Double = 1,
        info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.id = id
        self.title = title
        self.quantity = quantity
        self.bound = bound
        self.value = value
        self.unit = unit
        self.step = step
        self.info = info
        self.origin = origin
    }

    /// The value probed at `probe`.
    package func value(at probe: Probe) -> Double {
        switch probe {
        case .under: value - step
        case .at: value
        case .over: value + step
        }
    }

    /// `at least 6 characters`, `at most 10485760 bytes`, `less than 7 days`.
    package var phrase: String {
        let words: String
        switch bound {
        case .min: words = "at least"
        case .max: words = "at most"
        case .below: words = "less than"
        case .above: words = "more than"
        }
        return "\(words) \(Self.text(value)) \(unit)"
    }

    /// A number as written: `6`, `2.5`.
    package static func text(_ value: Double) -> String {
        value == value.rounded() && abs(value) < 1e15 ? String(Int(value)) : String(value)
    }
}
