import Foundation

/// The source of "now" for every module, in milliseconds since the Unix epoch.
///
/// Injected everywhere so tests and harnesses control time (URL expiry, backoff, timers).
package protocol Clock: AnyObject {
    /// Current time in milliseconds.
    var nowMillis: Int { get }
}

/// A clock that only moves when told to.
package final class ManualClock: Clock {
    /// Current time in milliseconds.
    package private(set) var nowMillis: Int

    /// Creates a clock starting at `startMillis`.
    package init(startMillis: Int = 1_700_000_000_000) { nowMillis = startMillis }

    /// Moves time forward by `millis` (negative values are ignored: time never goes back).
    package func advance(millis: Int) { nowMillis += max(0, millis) }

    /// Moves time forward by `seconds`.
    package func advance(seconds: Int) { advance(millis: seconds * 1000) }
}
