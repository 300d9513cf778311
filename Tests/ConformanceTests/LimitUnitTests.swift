import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

/// A limit's value is read in its unit: the probe declares the unit it takes, the runner converts the spec's value
/// into it, and a unit the declared one cannot be read in fails the check (docs/SPEC-FORMAT.md, "Units").
@Suite("limits: units")
struct LimitUnitTests {
    /// The toy account limits with N-03 (invitation age, below 604800 seconds) written in `unit` instead.
    static func bundle(n03Unit unit: String = "seconds", value: String = "604800") throws -> SpecBundle {
        var texts = ToyLimits.texts
        texts["limits.json"] = try #require(texts["limits.json"]).replacingOccurrences(
            of: #""value": 604800, "unit": "seconds""#, with: #""value": \#(value), "unit": "\#(unit)""#)
        let loaded = SpecLoader.loadBundle(product: "acct", texts: texts)
        #expect(loaded.diagnostics.map(\.message) == [])
        return try #require(loaded.catalog.bundle("acct"))
    }

    /// The toy probe, declaring `units` (limit → unit) and recording the values it was sent.
    struct DeclaringProbe: LimitProbe {
        let units: [String: String]
        let sent: Sent
        var inner: ToyLimits.Probe { ToyLimits.Probe(defect: nil, units: units) }

        func unit(of limit: String) -> String? { inner.unit(of: limit) }

        mutating func probe(limit: String, value: Double) throws -> LimitOutcome {
            sent.append(limit, value)
            var probe = inner
            return try probe.probe(limit: limit, value: value)
        }
    }

    final class Sent: @unchecked Sendable {
        private(set) var values: [String: [Double]] = [:]
        func append(_ limit: String, _ value: Double) { values[limit, default: []].append(value) }
    }

    func run(_ bundle: SpecBundle, units: [String: String]?, sent: Sent = Sent()) -> ConformanceRun {
        var registry = ToyLimits.registry(nil)
        if let units {
            registry.register(.limit, product: "acct", elements: ["N-01", "N-02", "N-03"]) {
                DeclaringProbe(units: units, sent: sent)
            }
        }
        return ConformanceRunner(subjects: registry).run(bundle, scenarios: [])
    }

    @Test("a limit written in minutes reaches a probe taking seconds converted: 10079, 10080, 10081 minutes as seconds")
    func converted() throws {
        let sent = Sent()
        let run = run(try Self.bundle(n03Unit: "minutes", value: "10080"), units: ["N-03": "seconds"], sent: sent)
        let check = try #require(run.checks.first { $0.id == "limit:N-03" })
        #expect(check.status == .passed, "\(check.message ?? "")")
        #expect(sent.values["N-03"] == [604_740, 604_800, 604_860])
        #expect(
            check.title
                == "N-03 invitation age: less than 10080 minutes (probed at 10079, 10080, 10081 minutes = 604740, 604800, 604860 seconds)"
        )
        #expect(run.diagnostics.isEmpty)
    }

    @Test(
        "negative control: a limit whose unit changed from seconds to milliseconds fails once the probe declares seconds"
    )
    func changedUnitKilled() throws {
        let changed = try Self.bundle(n03Unit: "milliseconds")
        let declared = run(changed, units: ["N-03": "seconds"])
        let check = try #require(declared.checks.first { $0.id == "limit:N-03" })
        #expect(check.status == .failed)
        #expect(check.divergence?.pathSoFar == ["N-03 = 604800 milliseconds (604.8 seconds)"])
        #expect(check.divergence?.expected == "refused" && check.divergence?.observed == "accepted")
        // Without the declaration the same numbers reach the probe, and the changed unit goes unnoticed: a warning.
        let undeclared = run(changed, units: nil)
        #expect(undeclared.checks.first { $0.id == "limit:N-03" }?.status == .passed)
        #expect(undeclared.diagnostics.map(\.code) == ["conformance.limit-unit-undeclared"])
    }

    @Test("a unit the probe's cannot be read in fails the check, naming both (bytes for a limit in seconds)")
    func incompatibleFails() throws {
        let run = run(try Self.bundle(), units: ["N-03": "bytes"])
        let check = try #require(run.checks.first { $0.id == "limit:N-03" })
        #expect(check.status == .failed)
        #expect(
            check.message
                == "N-03 is less than 604800 seconds, and its probe takes bytes: the units do not convert (\"seconds\" measure time, \"bytes\" data size)"
        )
    }

    @Test("count units need no declaration: no warning for characters and photos, and a declared count unit must match")
    func countUnits() throws {
        let run = run(try Self.bundle(), units: ["N-03": "seconds", "N-01": "characters", "N-02": "cards"])
        #expect(run.diagnostics.isEmpty)
        #expect(run.checks.first { $0.id == "limit:N-01" }?.status == .passed)
        #expect(
            run.checks.first { $0.id == "limit:N-02" }?.message
                == "N-02 is at most 10 photos, and its probe takes cards: the units do not convert (\"photos\" and \"cards\" count different things)"
        )
    }
}
