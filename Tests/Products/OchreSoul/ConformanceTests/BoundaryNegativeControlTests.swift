import Conformance
import SpecModel
import Testing

@testable import OchreSoulConformance

/// Negative control for the guard boundary checks: an onboarding whose deselection boundary is shifted by one (the
/// last selected theme cannot be deselected: `themesSelected > 1` where the spec says `themesSelected > 0`). At the
/// boundary the screen looks the same either way (same state, no event), so only a check that deselects at exactly
/// one theme and then tries to save can see it.
@Suite("negative control: a guard boundary shifted by one fails its boundary check")
struct BoundaryNegativeControlTests {
    /// The reference onboarding, except that deselecting the only selected theme does nothing.
    struct KeepsLastThemeOnboarding: ConformanceSubject {
        var inner = OnboardingSubject()
        var selected = 0
        var state = ""
        var outputs: [String: JSONValue] = [:]

        mutating func reset(context: JSONValue) throws {
            try inner.reset(context: context)
            selected = 0
            state = ""
            outputs = [:]
        }

        mutating func apply(_ stimulus: Stimulus) throws -> Observation {
            if stimulus.event == "theme.deselected", selected == 1 {
                return Observation(states: [OnboardingSubject.machine: state], outputs: outputs)
            }
            let observation = try inner.apply(stimulus)
            state = observation.states[OnboardingSubject.machine] ?? state
            outputs = observation.outputs
            switch stimulus.event {
            case "theme.selected": selected = min(selected + 1, OnboardingSubject.themes.count)
            case "theme.deselected": selected = max(selected - 1, 0)
            default: break
            }
            return observation
        }
    }

    static func run() -> ConformanceRun? {
        guard let bundle = ConformanceHarness.loaded.bundle else { return nil }
        var subjects = SubjectRegistry()
        var rules = RuleCheckRegistry()
        OchreSoulVerification.register(subjects: &subjects, rules: &rules, components: .reference)
        subjects.register(.machine, product: OchreSoulVerification.product, elements: [OnboardingSubject.machine]) {
            KeepsLastThemeOnboarding()
        }
        return ConformanceRunner(subjects: subjects, rules: rules).run(
            bundle, scenarios: ConformanceHarness.loaded.scenarios)
    }

    @Test(
        "FEAT-ONB-002 deselecting the last theme: the boundary check at themesSelected = 1 fails, and the data-flow paths too"
    )
    func shiftedDeselectBoundary() throws {
        let reference = try #require(ConformanceHarness.reference)
        let faulty = try #require(Self.run())
        let id = "boundary:user-onboarding:OnboardingInProgress.theme.deselected#0:themesSelected=1"
        #expect(reference.checks.first { $0.id == id }?.status == .passed)
        let check = try #require(faulty.checks.first { $0.id == id })
        for c in faulty.checks where c.status != .passed {
            print("[keeps-last-theme] " + ConformanceHarness.describe(c))
        }
        #expect(check.status == .failed)
        #expect(check.divergence?.pathSoFar.suffix(2) == ["theme.deselected", "preferences.saved"])
        #expect(check.divergence?.expected == "state OnboardingInProgress")
        #expect(check.divergence?.observed == "state PreferencesCaptured")
        #expect(check.exercisedIDs.contains("FEAT-ONB-002"))
        // The uses criterion reads themesSelected at 0 after the deselect (the save's guard), so a planned path tells
        // the branches apart as well; nothing outside the onboarding machine fails.
        let others = faulty.checks.filter { $0.status != .passed && $0.kind != .boundary }
        #expect(others.contains { $0.kind == .path })
        #expect(others.allSatisfy { $0.id.contains(":user-onboarding:") })
    }
}
