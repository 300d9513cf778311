/// The release gate of one product: `Traceability/<product>/gate.json`.
package struct GateSpec: Hashable, Sendable {
    package var product: String
    /// Minimum percentages (0–100) of in-scope IDs covered or waived, per ID kind.
    package var minimumByKind: [String: Double]
    /// Minimum percentages per priority (`P0`).
    package var minimumByPriority: [String: Double]
    /// IDs or patterns whose IDs must be `covered` or `waived`.
    package var mustCover: [IDMatcher]
    package var waivers: [Waiver]
    /// A previous `coverage.json`, relative to the gate file's folder: any ID whose status got worse fails the gate.
    package var baseline: Located<String>?
    /// The lowest mutation score (0–100) `specconform mutate` accepts for the product; nil: no minimum.
    package var minimumMutationScore: Double?
    /// Whether the minimums count an ID that is `partial` only by declaration (every evidence it needs is there; what
    /// is missing is the part its spec names as not verifiable here, such as delivery by a mail provider) as satisfied.
    /// The report still shows it `partial`, with the part named.
    package var declaredPartialSatisfies = false
    /// Whether a passing check that claims an ID no expectation it evaluated names fails the gate (otherwise `check`
    /// only warns, `check.unasserted-claim`; the ID gets no evidence from that check either way).
    package var failOnUnassertedClaims = false
    /// Whether a rule parameter no check read (and the spec does not declare unread) fails the gate (otherwise
    /// `check` only warns, `check.unread-parameter`).
    package var failOnUnreadParameters = false
    /// Machines the gate does not hold whole, each with the reason: by default every state, transition and guard
    /// outcome of every machine must be covered or proved unreachable.
    package var partialMachines: [PartialMachine]
    package var source: SourceRef?
    package var notes: [String]
    package var origin: Origin

    package init(
        product: String, minimumByKind: [String: Double] = [:], minimumByPriority: [String: Double] = [:],
        mustCover: [IDMatcher] = [], waivers: [Waiver] = [], baseline: Located<String>? = nil,
        partialMachines: [PartialMachine] = [], source: SourceRef? = nil, notes: [String] = [],
        origin: Origin = .synthetic(),
        minimumMutationScore: Double? = nil
    ) {
        self.product = product
        self.minimumMutationScore = minimumMutationScore
        self.minimumByKind = minimumByKind
        self.minimumByPriority = minimumByPriority
        self.mustCover = mustCover
        self.waivers = waivers
        self.baseline = baseline
        self.partialMachines = partialMachines
        self.source = source
        self.notes = notes
        self.origin = origin
    }
}

/// A machine the gate does not hold whole (`gate.json` `partialMachines`): its uncovered states, transitions and guard
/// outcomes do not fail the gate, for the reason given.
package struct PartialMachine: Hashable, Sendable {
    /// The machine's ID.
    package var machine: String
    package var reason: String
    package var origin: Origin

    package init(machine: String, reason: String, origin: Origin = .synthetic()) {
        self.machine = machine
        self.reason = reason
        self.origin = origin
    }
}

/// An accepted gap: an ID that is not covered, with who accepted it, why, and until when.
package struct Waiver: Hashable, Sendable {
    package var id: String
    package var reason: String
    package var owner: String
    /// The last day the waiver holds, `YYYY-MM-DD`.
    package var expires: String
    package var origin: Origin

    package init(id: String, reason: String, owner: String, expires: String, origin: Origin = .synthetic()) {
        self.id = id
        self.reason = reason
        self.owner = owner
        self.expires = expires
        self.origin = origin
    }

    /// Whether the waiver no longer holds on `today` (`YYYY-MM-DD`): it holds through its expiry day.
    package func isExpired(today: String) -> Bool { today > expires }

    /// Whether `text` is a calendar date written `YYYY-MM-DD`.
    package static func isDate(_ text: String) -> Bool {
        let bytes = Array(text.utf8)
        guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else { return false }
        func number(_ range: Range<Int>) -> Int? {
            var value = 0
            for i in range {
                guard bytes[i] >= UInt8(ascii: "0"), bytes[i] <= UInt8(ascii: "9") else { return nil }
                value = value * 10 + Int(bytes[i] - UInt8(ascii: "0"))
            }
            return value
        }
        guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else { return false }
        guard (1...12).contains(month), day >= 1 else { return false }
        let leap = (year % 4 == 0 && year % 100 != 0) || year % 400 == 0
        let days = [31, leap ? 29 : 28, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31]
        return day <= days[month - 1]
    }
}
