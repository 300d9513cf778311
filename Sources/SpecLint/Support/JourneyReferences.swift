import SpecModel

/// The feature and UI references of journeys and their steps, checked by the journey rules rather than by
/// `lint.undefined-reference`.
enum JourneyReferences {
    /// Whether a reference is a journey's or a journey step's `features` or `ui` entry.
    static func isJourneyOwned(_ occurrence: ReferenceOccurrence) -> Bool {
        (occurrence.referrer.kind == .journey || occurrence.referrer.kind == .journeyStep)
            && (occurrence.field == "features" || occurrence.field == "ui")
    }

    /// The IDs named by `reference` that are not defined as `expected`, each with what it is instead; nil for
    /// references other rules report (external, unknown, malformed ranges).
    static func problems(_ reference: String, expected: ElementKind, in bundle: SpecBundle) -> [(
        id: String, actual: String?
    )]? {
        let ids: [String]
        switch bundle.classify(reference) {
        case .id: ids = [reference]
        case .range(_, let expanded): ids = expanded
        case .external, .invalidRange, .unknown: return nil
        }
        return ids.compactMap { id in
            if bundle.isDefined(id, as: expected) { return nil }
            return (id, bundle.idIndex.contains(id) ? bundle.definedKindsDescription(id) : nil)
        }
    }

    /// Every (owner description, reference) pair of a journey's `field`: the journey's own list for features,
    /// then each step's.
    static func references(of journey: Journey, field: String) -> [(owner: String, reference: Located<String>)] {
        var result: [(String, Located<String>)] = []
        if field == "features" { result += journey.features.map { ("journey \"\(journey.id)\"", $0) } }
        for step in journey.steps {
            let list = field == "features" ? step.features : step.ui
            result += list.map { ("step \"\(step.id)\" of journey \"\(journey.id)\"", $0) }
        }
        return result
    }

    /// The message for a reference with problems, such as
    /// `journey "JRN-P01" names feature "FEAT-X-001", which is not defined`.
    static func message(owner: String, noun: String, reference: String, problems: [(id: String, actual: String?)])
        -> String
    {
        if problems.count == 1, let only = problems.first, only.id == reference {
            let what = only.actual.map { "which is a \($0), not a \(noun)" } ?? "which is not defined"
            return "\(owner) names \(noun) \"\(reference)\", \(what)"
        }
        let ids = problems.map(\.id)
        return
            "\(owner) names \(noun)s \"\(reference)\"; not defined as \(noun)\(ids.count == 1 ? "" : "s"): \(ids.quotedList())"
    }
}
