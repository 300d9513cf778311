import Conformance
import SpecModel
import Testing

/// Three toy limits (a minimum, a maximum, an exclusive upper bound) and a probe of an account service's own
/// checks with one planted defect at a time: the negative controls of limit checks.
package enum ToyLimits {
    package static let texts = [
        "product.json": """
        {"kind": "product", "version": 1, "product": "acct", "name": "Acct", "documents": [{"file": "d.txt"}],
         "idPatterns": [{"kind": "limit", "pattern": "^N-[0-9]{2}$"}, {"kind": "req", "pattern": "^REQ-[0-9]$"}]}
        """,
        "limits.json": """
        {"kind": "limits", "version": 1, "product": "acct", "limits": [
          {"id": "N-01", "title": "password length", "bound": "min", "value": 6, "unit": "characters", "traces": ["REQ-1"]},
          {"id": "N-02", "title": "photos per batch", "bound": "max", "value": 10, "unit": "photos"},
          {"id": "N-03", "title": "invitation age", "bound": "below", "value": 604800, "unit": "seconds"}]}
        """,
    ]

    /// An account service's own checks, with one planted defect at a time.
    package struct Probe: LimitProbe {
        package enum Defect: Sendable { case passwordOffByOne, batchUnchecked, cannotBuildShortPassword }
        let defect: Defect?
        /// The unit the probe declares per limit (none by default: the spec's value as written).
        let units: [String: String]

        package init(defect: Defect?, units: [String: String] = [:]) {
            self.defect = defect
            self.units = units
        }

        package func unit(of limit: String) -> String? { units[limit] }

        func validPassword(_ p: String) -> Bool { p.count >= (defect == .passwordOffByOne ? 5 : 6) }
        func acceptBatch(_ n: Int) -> Bool { defect == .batchUnchecked || n <= 10 }
        func invitationValid(age: Int) -> Bool { age < 604_800 }

        package mutating func probe(limit: String, value: Double) throws -> LimitOutcome {
            let n = Int(value)
            let ok: Bool
            switch limit {
            case "N-01":
                if defect == .cannotBuildShortPassword, n < 6 {
                    return .cannot("no password shorter than 6 can be typed")
                }
                ok = validPassword(String(repeating: "a", count: max(0, n - 1)) + "1")
            case "N-02": ok = acceptBatch(n)
            case "N-03": ok = invitationValid(age: n)
            default: throw SubjectError("unknown limit \(limit)")
            }
            return ok ? .accepted : .refused("rejected")
        }
    }

    /// The toy limits bundle.
    package static func bundle() throws -> SpecBundle {
        let loaded = SpecLoader.loadBundle(product: "acct", texts: texts)
        #expect(loaded.diagnostics.map(\.message) == [])
        return try #require(loaded.catalog.bundle("acct"))
    }

    /// A registry with the probe for `probes`.
    package static func registry(
        _ defect: Probe.Defect?, probes: [String] = ["N-01", "N-02", "N-03"], units: [String: String] = [:]
    ) -> SubjectRegistry {
        var registry = SubjectRegistry()
        registry.register(.limit, product: "acct", elements: probes) { Probe(defect: defect, units: units) }
        return registry
    }
}
