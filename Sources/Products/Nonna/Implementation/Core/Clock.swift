import Foundation

/// The source of "now" for every module. Injected so tests and checkers control time (token expiry, rate windows,
/// countdowns, digests, memory lane).
package protocol Clock: AnyObject {
    /// The current instant.
    var now: Date { get }
}

/// A clock that only moves when told to.
package final class ManualClock: Clock {
    /// The current instant.
    package private(set) var now: Date

    /// Creates a clock at `start` (default 2026-01-05T09:00:00Z).
    package init(start: Date = Date(timeIntervalSince1970: 1_767_603_600)) { now = start }

    /// Moves time forward by `seconds`; negative values are ignored (time never goes back).
    package func advance(by seconds: TimeInterval) { now = now.addingTimeInterval(max(0, seconds)) }

    /// Moves time forward by whole days.
    package func advance(days: Int) { advance(by: TimeInterval(days) * 86_400) }

    /// Jumps to `date` if it is later than now.
    package func set(_ date: Date) { if date > now { now = date } }
}

/// The wall clock.
package final class SystemClock: Clock {
    /// Creates a wall clock.
    package init() {}
    /// The current instant.
    package var now: Date { Date() }
}
