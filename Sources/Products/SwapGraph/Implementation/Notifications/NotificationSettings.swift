import Foundation

/// Quiet hours (§8.3).
package struct QuietHours: Equatable, Codable, Sendable {
    /// Default false.
    package var enabled: Bool
    /// 0…23, default 22.
    package var startHour: Int
    /// 0…23, default 7.
    package var endHour: Int

    /// Creates quiet hours.
    package init(enabled: Bool = false, startHour: Int = 22, endHour: Int = 7) {
        self.enabled = enabled
        self.startHour = startHour
        self.endHour = endHour
    }

    private enum CodingKeys: String, CodingKey { case enabled, startHour, endHour }

    /// The hours a start or end may take (§8.3: 0–23).
    package static let hours = 0...23

    /// Decodes quiet hours, refusing a start or end hour outside 0…23 (settings synced from another device).
    package init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        enabled = try container.decode(Bool.self, forKey: .enabled)
        startHour = try container.decode(Int.self, forKey: .startHour)
        endHour = try container.decode(Int.self, forKey: .endHour)
        for (key, hour) in [(CodingKeys.startHour, startHour), (.endHour, endHour)] where !Self.hours.contains(hour) {
            throw DecodingError.dataCorruptedError(
                forKey: key, in: container, debugDescription: "hour \(hour) is outside 0…23")
        }
    }

    /// Quiet when enabled and `hour` is in [start, end), wrapping midnight; start == end is never quiet.
    package func isQuiet(hour: Int) -> Bool {
        guard enabled, startHour != endHour else { return false }
        if startHour < endHour { return hour >= startHour && hour < endHour }
        return hour >= startHour || hour < endHour
    }
}

/// The unified notification model (§8.3): a global preference kept across account switches.
package struct NotificationSettings: Equatable, Codable, Sendable {
    /// Proposal channel, default true.
    package var proposal: Bool
    /// Active channel, default true.
    package var active: Bool
    /// Receipt channel, default true.
    package var receipt: Bool
    /// Quiet hours.
    package var quietHours: QuietHours

    /// Creates settings with the documented defaults.
    package init(
        proposal: Bool = true, active: Bool = true, receipt: Bool = true, quietHours: QuietHours = QuietHours()
    ) {
        self.proposal = proposal
        self.active = active
        self.receipt = receipt
        self.quietHours = quietHours
    }

    /// Whether `kind`'s channel is on.
    package func isEnabled(_ kind: PushKind) -> Bool {
        switch kind {
        case .proposal: proposal
        case .active: active
        case .receipt: receipt
        }
    }

    /// What happens to a push: shown, held (quiet hours) or dropped (channel off).
    package func disposition(kind: PushKind, hour: Int) -> PushDisposition {
        if !isEnabled(kind) { return .dropped }
        return quietHours.isQuiet(hour: hour) ? .held : .shown
    }
}

/// What the client does with an arriving push (§8.3).
package enum PushDisposition: String, CaseIterable, Codable, Sendable {
    /// Shown at once.
    case shown
    /// Held: quiet hours are on and the hour is quiet.
    case held
    /// Dropped: the push's channel is off.
    case dropped
}
