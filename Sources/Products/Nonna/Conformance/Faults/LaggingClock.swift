import Foundation
import Nonna

/// A faulty time source for negative controls: once time has moved on from the start it reads `lag` seconds behind,
/// so every expiry the backend computes comes that much late (an expiry skipped at its exact moment).
final class LaggingClock: Clock {
    let base: ManualClock
    let lag: TimeInterval
    private let start: Date

    init(base: ManualClock, lag: TimeInterval) {
        self.base = base
        self.lag = lag
        start = base.now
    }

    var now: Date { base.now > start ? base.now.addingTimeInterval(-lag) : base.now }
}
