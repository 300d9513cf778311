/// A gap or contradiction of the document, recorded once with the reading taken (`A-03`).
///
/// The IDs in `affects` are verified under this assumption: reports list it next to their status, and `diff` shows
/// when the assumption (or the IDs it affects) changes. The readings make the choice visible: nothing is picked
/// silently.
package struct Assumption: Hashable, Sendable {
    package var id: String
    package var title: String?
    /// What the document leaves open or says twice: the gap or the contradiction, in words.
    package var question: String
    /// The readings considered (at least one; the taken one among them or not).
    package var readings: [String]
    /// The reading taken, as the data and the implementation apply it.
    package var assumption: String
    /// The IDs verified under the assumption, as written (IDs or ranges).
    package var affects: [Located<String>]
    package var info: ElementInfo
    package var origin: Origin

    package init(
        id: String, title: String? = nil, question: String, readings: [String], assumption: String,
        affects: [Located<String>] = [],
        info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.id = id
        self.title = title
        self.question = question
        self.readings = readings
        self.assumption = assumption
        self.affects = affects
        self.info = info
        self.origin = origin
    }
}
