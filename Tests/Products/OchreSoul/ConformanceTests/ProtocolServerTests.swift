import Conformance
import SpecConformTestSupport
import SpecModel
import SpecPipeline
import SubjectProtocol
import Testing

@testable import OchreSoulConformance

/// ochre-soul verified through the subject protocol: `SubjectServer` serves its registrations, and a run that drives
/// them only through request and reply lines (``ProtocolLoopback``) gives the direct run's reports, byte for byte.
@Suite("ochre-soul through the subject protocol's Swift server")
struct ProtocolServerTests {
    static let specDirectory = ConformanceHarness.root + "/Spec/ochre-soul"

    /// Registries whose proxies reach `components`' subjects and checks only through protocol lines.
    static func throughServer(_ components: OchreSoulComponents = .reference) -> (
        ProtocolLoopback, SubjectRegistry, RuleCheckRegistry
    ) {
        var subjects = SubjectRegistry()
        var rules = RuleCheckRegistry()
        OchreSoulVerification.register(subjects: &subjects, rules: &rules, components: components)
        let server = SubjectServer(product: OchreSoulVerification.product, subjects: subjects, rules: rules)
        let loopback = ProtocolLoopback(server: server, specDirectory: specDirectory)
        let (proxied, proxiedRules) = loopback.registries()
        return (loopback, proxied, proxiedRules)
    }

    @Test("the coverage reports through the server equal the direct run's, byte for byte, in every format")
    func reportsAreIdentical() throws {
        let project = Project(workingDirectory: ConformanceHarness.root)
        let preparation = try Pipeline.prepare(project, products: [OchreSoulVerification.product]).get()
        let product = try #require(preparation.products.first)
        var subjects = SubjectRegistry()
        var rules = RuleCheckRegistry()
        OchreSoulVerification.register(subjects: &subjects, rules: &rules)
        let direct = Pipeline.verify(product, subjects: subjects, checks: rules)
        let (loopback, proxied, proxiedRules) = Self.throughServer()
        let served = Pipeline.verify(product, subjects: proxied, checks: proxiedRules)
        #expect(served.checks.count == direct.checks.count)
        for (a, b) in zip(served.checks, direct.checks) where a != b {
            Issue.record(
                "through the server:\n\(ConformanceHarness.describe(a))\ndirect:\n\(ConformanceHarness.describe(b))")
        }
        #expect(served.diagnostics == direct.diagnostics)
        let directReport = Pipeline.evaluate(direct, product, today: "2026-01-01")
        let servedReport = Pipeline.evaluate(served, product, today: "2026-01-01")
        let directReports = Pipeline.render(
            directReport, gate: Pipeline.gate(directReport, product, today: "2026-01-01"), version: "test")
        let servedReports = Pipeline.render(
            servedReport, gate: Pipeline.gate(servedReport, product, today: "2026-01-01"), version: "test")
        #expect(directReports.count == servedReports.count && !directReports.isEmpty)
        for (d, s) in zip(directReports, servedReports) {
            #expect(Array(d.contents.utf8) == Array(s.contents.utf8), "\(d.fileName) differs through the server")
        }
        // Every kind of request ochre-soul registers was sent.
        for type in ["reset", "apply", "call", "drive", "rule"] {
            #expect((loopback.sent[type] ?? 0) > 0, "no \(type) request")
        }
        print(
            "ochre-soul through the server: \(loopback.sent.sorted { $0.key < $1.key }.map { "\($0.value) \($0.key)" }.joined(separator: ", "))"
        )
    }

    @Test("a faulty component fails the same checks, with the same messages, through the server")
    func faultsAreIdentical() throws {
        let bundle = try #require(ConformanceHarness.loaded.bundle)
        for fault in [OchreSoulFault.progressLastWriteWins, .publishWithoutApprovedReview] {
            let direct = try #require(ConformanceHarness.run(fault.components))
            let (_, proxied, proxiedRules) = Self.throughServer(fault.components)
            let served = ConformanceRunner(subjects: proxied, rules: proxiedRules).run(
                bundle, scenarios: ConformanceHarness.loaded.scenarios)
            #expect(served.checks == direct.checks, "\(fault.rawValue)")
            #expect(direct.checks.contains { $0.status != .passed }, "\(fault.rawValue) fails nothing")
        }
    }
}
