import Foundation

/// The source of "now" for every module, in milliseconds since the Unix epoch.
///
/// Injected everywhere so tests and harnesses control time (URL expiry, backoff, timers).
public protocol Clock: AnyObject {
    /// Current time in milliseconds.
    var nowMillis: Int { get }
}

/// A clock that only moves when told to.
public final class ManualClock: Clock {
    /// Current time in milliseconds.
    public private(set) var nowMillis: Int

    /// Creates a clock starting at `startMillis`.
    public init(startMillis: Int = 1_700_000_000_000) { nowMillis = startMillis }

    /// Moves time forward by `millis` (negative values are ignored: time never goes back).
    public func advance(millis: Int) { nowMillis += max(0, millis) }

    /// Moves time forward by `seconds`.
    public func advance(seconds: Int) { advance(millis: seconds * 1000) }
}
