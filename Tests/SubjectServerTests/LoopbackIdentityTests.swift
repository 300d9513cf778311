import Conformance
import SpecConformTestSupport
import SpecModel
import SubjectProtocol
import Testing

/// A run that drives the subjects only through protocol lines (``ProtocolLoopback``) gives exactly the checks of the
/// direct run: same lifecycles, same observations, same numbers, same messages, passing or failing.
@Suite struct LoopbackIdentityTests {
    static func throughServer(
        _ subjects: SubjectRegistry, _ rules: RuleCheckRegistry, product: String, specDirectory: String?
    )
        -> (SubjectRegistry, RuleCheckRegistry)
    {
        ProtocolLoopback(
            server: SubjectServer(product: product, subjects: subjects, rules: rules), specDirectory: specDirectory
        ).registries()
    }

    @Test("the toy vending machine, correct and with every planted defect: the same checks through the server")
    func toyVending() throws {
        let bundle = try ToyFixture.bundle()
        let scenarios = ToyFixture.scenarios()
        for defect in [nil] + ToyVending.Defect.allCases.map(Optional.some) {
            let (subjects, rules) = ToyFixture.registries(defect: defect)
            let direct = ConformanceRunner(subjects: subjects, rules: rules).run(bundle, scenarios: scenarios)
            let (proxied, proxiedRules) = Self.throughServer(
                subjects, rules, product: "toy", specDirectory: ToyFixture.root + "/Spec/toy")
            let loop = ConformanceRunner(subjects: proxied, rules: proxiedRules).run(bundle, scenarios: scenarios)
            #expect(loop.checks == direct.checks, "defect \(String(describing: defect))")
            #expect(loop.diagnostics == direct.diagnostics)
            #expect(direct.checks.count > 5)
        }
    }

    @Test("outputs, limits, a timed machine and an event funnel: the same checks through the server, defects included")
    func otherToys() throws {
        var runs: [(String, SpecBundle, SubjectRegistry)] = []
        for defect in [nil] + ToyFeed.Defect.allCases.map(Optional.some) {
            runs.append(("feed", try ToyFeed.bundle(), ToyFeed.registry(defect)))
        }
        for defect in [nil, .passwordOffByOne, .batchUnchecked, .cannotBuildShortPassword] as [ToyLimits.Probe.Defect?]
        {
            runs.append(("acct", try ToyLimits.bundle(), ToyLimits.registry(defect)))
        }
        for expiry in [.correct, .oneSecondEarly, .never] as [ToyInvitation.Subject.Expiry] {
            runs.append(("inv", try ToyInvitation.bundle(), ToyInvitation.registry(expiry)))
        }
        for defect in [nil, .skipsCartEvent, .placesTwice] as [ToyFunnel.Subject.Defect?] {
            runs.append(("shop", try ToyFunnel.bundle(), ToyFunnel.registry(defect)))
        }
        for (product, bundle, subjects) in runs {
            let direct = ConformanceRunner(subjects: subjects).run(bundle, scenarios: [])
            let (proxied, _) = Self.throughServer(subjects, RuleCheckRegistry(), product: product, specDirectory: nil)
            let loop = ConformanceRunner(subjects: proxied).run(bundle, scenarios: [])
            #expect(loop.checks == direct.checks, "\(product)")
            #expect(loop.decisions == direct.decisions)
            #expect(loop.payloadValues?.text == direct.payloadValues?.text)
            #expect(!direct.checks.isEmpty, "\(product)")
        }
    }
}
