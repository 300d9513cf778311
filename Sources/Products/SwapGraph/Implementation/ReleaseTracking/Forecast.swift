import Foundation

/// The §21.3 forecast: `remaining_tasks / trailing_5_day_done_rate`, with the slip rule.
///
/// Readings: remaining = gating tasks not `done`; the rate is gating tasks whose `done_at` falls in
/// `(now − 5 days, now]`, divided by 5 (calendar days); the projection is `now + remaining / rate` days; the slip
/// is the number of working days (Monday–Friday, UTC) after the target date up to and including the projected
/// date. With a zero rate and work remaining there is no projection and mitigation is required.
package struct Forecast: Equatable, Sendable {
    /// Gating tasks not `done`.
    package var remainingTasks: Int
    /// Tasks done per day over the trailing five days.
    package var trailingDoneRate: Double
    /// The projected completion, `nil` when the rate is zero and work remains.
    package var projectedCompletion: Date?
    /// Working days the projection lies past the target (0 when on time, `nil` without a projection).
    package var slipWorkingDays: Int?
    /// Whether parity-integrator must publish a mitigation plan (slip > 3 working days).
    package var mitigationRequired: Bool

    /// The mitigation threshold of §21.3.
    package static let maxSlipWorkingDays = 3

    /// Computes the forecast at `now` against `target`.
    package static func compute(tracker: TaskTracker, now: Date, target: Date) -> Forecast {
        let tasks = tracker.gatingTasks
        let remaining = tasks.filter { $0.state != .done }.count
        let windowStart = now.addingTimeInterval(-5 * 86_400)
        let recent = tasks.filter { task in
            guard task.state == .done, let d = task.doneAt.flatMap(ReleaseTimestamp.parse) else { return false }
            return d > windowStart && d <= now
        }.count
        let rate = Double(recent) / 5
        guard remaining > 0 else {
            return Forecast(
                remainingTasks: 0, trailingDoneRate: rate, projectedCompletion: now,
                slipWorkingDays: workingDays(after: target, through: now), mitigationRequired: false)
        }
        guard rate > 0 else {
            return Forecast(
                remainingTasks: remaining, trailingDoneRate: 0, projectedCompletion: nil, slipWorkingDays: nil,
                mitigationRequired: true)
        }
        let projected = now.addingTimeInterval(Double(remaining) / rate * 86_400)
        let slip = workingDays(after: target, through: projected)
        return Forecast(
            remainingTasks: remaining, trailingDoneRate: rate, projectedCompletion: projected, slipWorkingDays: slip,
            mitigationRequired: slip > maxSlipWorkingDays)
    }

    /// Monday–Friday calendar days (UTC) in `(day(target), day(end)]`; 0 when `end` is not after `target`'s day.
    package static func workingDays(after target: Date, through end: Date) -> Int {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .gmt
        var day = calendar.startOfDay(for: target)
        let last = calendar.startOfDay(for: end)
        var count = 0
        while day < last {
            guard let next = calendar.date(byAdding: .day, value: 1, to: day) else {
                preconditionFailure("every day has a next day")
            }
            day = next
            let weekday = calendar.component(.weekday, from: day)
            if weekday != 1 && weekday != 7 { count += 1 }
        }
        return count
    }
}
