import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

/// Limits probed at one step under, at and one step over their value; an implementation off by one fails.
@Suite("limits: probed under, at and over the value")
struct LimitCheckTests {
    typealias Probe = ToyLimits.Probe
    static let texts = ToyLimits.texts

    func run(_ defect: Probe.Defect?, probes: [String] = ["N-01", "N-02", "N-03"]) throws -> ConformanceRun {
        let loaded = SpecLoader.loadBundle(product: "acct", texts: Self.texts)
        #expect(loaded.diagnostics.map(\.message) == [])
        var registry = SubjectRegistry()
        registry.register(.limit, product: "acct", elements: probes) { Probe(defect: defect) }
        return ConformanceRunner(subjects: registry).run(try #require(loaded.catalog.bundle("acct")), scenarios: [])
    }

    @Test("a correct implementation passes every limit, with limit evidence for the limit and what it traces")
    func correctPasses() throws {
        let run = try run(nil)
        #expect(run.checks.map(\.id) == ["limit:N-01", "limit:N-02", "limit:N-03"])
        #expect(run.checks.allSatisfy { $0.status == .passed && $0.kind == .limit })
        #expect(
            run.checks[0].evidence.map(\.id) == ["N-01", "REQ-1"]
                && run.checks[0].evidence.allSatisfy { $0.kind == .limit })
        #expect(run.checks[0].title == "N-01 password length: at least 6 characters (probed at 5, 6, 7)")
    }

    @Test("an implementation accepting one character short fails the minimum, naming the value")
    func offByOneFails() throws {
        let failing = try run(.passwordOffByOne).checks.filter { $0.status != .passed }
        #expect(failing.map(\.id) == ["limit:N-01"])
        #expect(failing[0].divergence?.pathSoFar == ["N-01 = 5 characters"])
        #expect(failing[0].divergence?.expected == "refused" && failing[0].divergence?.observed == "accepted")
    }

    @Test("an unchecked maximum fails at one over")
    func uncheckedMaxFails() throws {
        let failing = try run(.batchUnchecked).checks.filter { $0.status != .passed }
        #expect(failing.map(\.id) == ["limit:N-02"])
        #expect(failing[0].divergence?.pathSoFar == ["N-02 = 11 photos"])
    }

    @Test("a boundary probed on one side only fails, listing what was not probed")
    func oneSidedFails() throws {
        let check = try #require(try run(.cannotBuildShortPassword).checks.first { $0.id == "limit:N-01" })
        #expect(check.status == .failed)
        #expect(
            check.message
                == "only one side of the boundary was probed; not probed: 5: no password shorter than 6 can be typed")
    }

    @Test("a limit without a probe is a warning and gets no check")
    func unprobedWarns() throws {
        let run = try run(nil, probes: ["N-01"])
        #expect(run.checks.map(\.id) == ["limit:N-01"])
        #expect(run.diagnostics.map(\.code) == ["conformance.no-limit-probe", "conformance.no-limit-probe"])
    }
}
