/// Timed transitions: a state's `after` entries are transitions on the event `after:<delay>`, fired when the
/// machine has stayed `<delay>` in the state (XState's delayed transitions, on a virtual clock).
///
/// A delay is a positive integer and a unit: `30s`, `15m`, `24h`, `7d`. For every timed transition the loader also
/// declares the stimulus one second short of it (`after:604799s` for `after:7d`), so the sneak paths send "just
/// before the expiry" to the state, which must ignore it, and the timed path sends "at the expiry", which must fire.
/// A subject receiving `after:<delay>` advances the implementation's clock so that `<delay>` has passed since the
/// machine entered its current state (``seconds(ofEvent:)`` gives the seconds).
package enum TimedEvent {
    /// The prefix of every timed event name.
    package static let prefix = "after:"

    /// The seconds of a delay written `30s`, `15m`, `24h` or `7d`; nil when malformed.
    package static func seconds(ofDelay delay: String) -> Int? {
        guard let unit = delay.last, let count = Int(delay.dropLast()), count > 0, !delay.hasPrefix("0"),
            !delay.hasPrefix("+")
        else { return nil }
        let factor: Int
        switch unit {
        case "s": factor = 1
        case "m": factor = 60
        case "h": factor = 3600
        case "d": factor = 86_400
        default: return nil
        }
        let (product, overflow) = count.multipliedReportingOverflow(by: factor)
        return overflow ? nil : product
    }

    /// The seconds of the timed event `after:<delay>`; nil for any other event.
    package static func seconds(ofEvent event: String) -> Int? {
        guard event.hasPrefix(prefix) else { return nil }
        return seconds(ofDelay: String(event.dropFirst(prefix.count)))
    }

    /// `after:7d`.
    package static func eventName(delay: String) -> String { prefix + delay }

    /// The event one second short of `seconds` (`after:604799s`), nil when `seconds` is 1.
    package static func justBefore(seconds: Int) -> String? {
        seconds > 1 ? prefix + "\(seconds - 1)s" : nil
    }
}

extension Machine {
    /// Declares, for every timed event a state handles, its stimulus and the one a second short of it, unless the
    /// machine declares them itself.
    package mutating func declareTimedStimuli() {
        for state in allStates {
            for group in state.on {
                guard let seconds = TimedEvent.seconds(ofEvent: group.event) else { continue }
                let delay = String(group.event.dropFirst(TimedEvent.prefix.count))
                if events[group.event] == nil {
                    events[group.event] = StimulusDeclaration(description: "time passes: \(delay) in the state")
                }
                if let before = TimedEvent.justBefore(seconds: seconds), events[before] == nil {
                    events[before] = StimulusDeclaration(description: "time passes: 1 s short of \(delay) in the state")
                }
            }
        }
    }
}
