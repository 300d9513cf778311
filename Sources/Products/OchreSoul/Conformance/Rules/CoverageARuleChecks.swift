import Conformance
import OchreSoul

/// Rule checks that drive the implementation through a feature's success path, a failure and its recovery, and
/// assert the §7.7 events it emits: evidence for features of identity, onboarding, library, artwork detail,
/// canvas, palette, progress, notifications and settings that no machine transition carries.
///
/// Each check claims in `proves` only what its assertions show: `recovery` when it injects a failure and asserts
/// the recovery, `observability` when it asserts the emitted events (by name and payload), `success` when it
/// asserts the feature's success path. A feature with no §7.7 event gets no `observability` claim.
enum CoverageARuleChecks {
    /// Registers every check of this group for the ochre-soul product.
    static func register(into rules: inout RuleCheckRegistry, components c: OchreSoulComponents) {
        for check in all(c) { rules.register(product: OchreSoulVerification.product, check) }
    }

    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        CoverageALibraryChecks.all(c) + CoverageACanvasChecks.all(c) + CoverageAExperienceChecks.all(c) + CoverageAOnboardingChecks.all(c)
    }
}

/// Reading what an `AppEnvironment` emitted, for assertions on events.
enum EmittedEvents {
    /// The events recorded since `mark` (an index into the sink), named `name`.
    static func named(_ name: String, in env: AppEnvironment, since mark: Int) -> [AnalyticsEvent] {
        let all = env.sink.events
        guard mark < all.count else { return [] }
        return all[mark...].filter { $0.name == name }
    }

    /// The string value of a payload field, if it is a string.
    static func string(_ event: AnalyticsEvent, _ key: String) -> String? {
        if case .string(let value) = event.payload[key] { return value }
        return nil
    }

    /// The boolean value of a payload field, if it is a boolean.
    static func bool(_ event: AnalyticsEvent, _ key: String) -> Bool? {
        if case .bool(let value) = event.payload[key] { return value }
        return nil
    }
}
