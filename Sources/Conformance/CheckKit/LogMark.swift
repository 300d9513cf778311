/// A position in an append-only log an implementation keeps (emitted events, error signals, served requests),
/// so a check can read what one action added.
public struct LogMark: Hashable, Sendable {
    /// How many entries the log had when marked.
    public let count: Int

    /// Marks the end of `log` now.
    public init<Log: Collection>(_ log: Log) { count = log.count }

    /// The entries appended to `log` since the mark (empty if the log was cleared).
    public func since<Element>(_ log: [Element]) -> ArraySlice<Element> {
        count < log.count ? log[count...] : []
    }
}
