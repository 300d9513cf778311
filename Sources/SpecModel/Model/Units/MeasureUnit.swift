/// A unit the engine converts between: a unit of time or of data size, with its size in its dimension's smallest
/// unit (milliseconds, bytes).
///
/// Every other unit a spec writes (`characters`, `cards`, `percent`, `hour of day`) is a **count unit**: it measures
/// a quantity of its own and converts to nothing but itself. A limit's value is read in its unit, so a probe that
/// declares the unit it takes gets the value converted (`15 minutes` as `900 seconds`), and a unit of another
/// dimension is refused (docs/SPEC-FORMAT.md, "Units").
package struct MeasureUnit: Hashable, Sendable {
    /// What a unit measures.
    package enum Dimension: String, CaseIterable, Sendable {
        case time
        case dataSize = "data size"
    }

    /// The spelling the engine writes (`seconds`).
    package let name: String
    package let dimension: Dimension
    /// How many of the dimension's smallest unit one of this is (a second is 1000 milliseconds).
    package let size: Int64
    /// Every spelling a spec may write for it, `name` first; words compare case-insensitively, symbols (`s`, `KB`,
    /// `MiB`) exactly.
    package let spellings: [String]
    /// The spellings that are words (`seconds`, `second`), lowercase: what a quantity's words may name.
    package let words: [String]
    /// The key suffix a rule parameter names it with (`windowMinutes`), longest spellings first; nil when none.
    package let keySuffixes: [String]

    init(_ name: String, _ dimension: Dimension, _ size: Int64, symbols: [String], words: [String], keys: [String]) {
        self.name = name
        self.dimension = dimension
        self.size = size
        spellings = [name] + words + symbols
        self.words = [name] + words
        symbolSpellings = Set(symbols)
        keySuffixes = keys
    }

    private let symbolSpellings: Set<String>

    /// Whether `text` spells this unit.
    package func isSpelled(_ text: String) -> Bool {
        if symbolSpellings.contains(text) { return true }
        let lower = text.lowercased()
        return lower == name || spellings.contains { !symbolSpellings.contains($0) && $0 == lower }
    }
}

extension MeasureUnit {
    package static let milliseconds = MeasureUnit(
        "milliseconds", .time, 1, symbols: ["ms"], words: ["millisecond"], keys: ["Milliseconds", "Millis", "Ms"])
    package static let seconds = MeasureUnit(
        "seconds", .time, 1_000, symbols: ["s", "sec", "secs"], words: ["second"], keys: ["Seconds"])
    package static let minutes = MeasureUnit(
        "minutes", .time, 60_000, symbols: ["min", "mins"], words: ["minute"], keys: ["Minutes"])
    package static let hours = MeasureUnit("hours", .time, 3_600_000, symbols: ["h"], words: ["hour"], keys: ["Hours"])
    package static let days = MeasureUnit("days", .time, 86_400_000, symbols: ["d"], words: ["day"], keys: ["Days"])
    package static let weeks = MeasureUnit("weeks", .time, 604_800_000, symbols: [], words: ["week"], keys: ["Weeks"])
    package static let bytes = MeasureUnit("bytes", .dataSize, 1, symbols: ["B"], words: ["byte"], keys: ["Bytes"])
    package static let kilobytes = MeasureUnit(
        "kilobytes", .dataSize, 1_000, symbols: ["KB", "kB"], words: ["kilobyte"], keys: [])
    package static let kibibytes = MeasureUnit(
        "kibibytes", .dataSize, 1_024, symbols: ["KiB"], words: ["kibibyte"], keys: [])
    package static let megabytes = MeasureUnit(
        "megabytes", .dataSize, 1_000_000, symbols: ["MB"], words: ["megabyte"], keys: [])
    package static let mebibytes = MeasureUnit(
        "mebibytes", .dataSize, 1_048_576, symbols: ["MiB"], words: ["mebibyte"], keys: [])
    package static let gigabytes = MeasureUnit(
        "gigabytes", .dataSize, 1_000_000_000, symbols: ["GB"], words: ["gigabyte"], keys: [])
    package static let gibibytes = MeasureUnit(
        "gibibytes", .dataSize, 1_073_741_824, symbols: ["GiB"], words: ["gibibyte"], keys: [])

    /// Every unit the engine converts, by dimension and then size.
    package static let all: [MeasureUnit] = [
        .milliseconds, .seconds, .minutes, .hours, .days, .weeks,
        .bytes, .kilobytes, .kibibytes, .megabytes, .mebibytes, .gigabytes, .gibibytes,
    ]

    /// The unit `text` spells, or nil for a count unit (`characters`).
    package static func named(_ text: String) -> MeasureUnit? { all.first { $0.isSpelled(text) } }

    /// Every spelling of every unit, for "did you mean".
    package static var spellings: [String] { all.flatMap(\.spellings) }

    /// The units of `dimension` just smaller and just larger than this one (one or two).
    package var neighbours: [MeasureUnit] {
        let same = Self.all.filter { $0.dimension == dimension }.sorted { $0.size < $1.size }
        guard let index = same.firstIndex(of: self) else { return [] }
        return [index - 1, index + 1].filter(same.indices.contains).map { same[$0] }
    }

    package static func == (lhs: MeasureUnit, rhs: MeasureUnit) -> Bool { lhs.name == rhs.name }
    package func hash(into hasher: inout Hasher) { hasher.combine(name) }
}
