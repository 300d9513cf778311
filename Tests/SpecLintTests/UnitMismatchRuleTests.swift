import SpecLint
import SpecModel
import Testing

@Suite("lint.unit-mismatch")
struct UnitMismatchRuleTests {
    static func files(_ limits: String) -> [String: String] {
        ["limits.json": #"{"kind": "limits", "version": 1, "product": "demo", "limits": ["# + limits + "]}"]
    }

    @Test("lint.unit-mismatch: two limits of one quantity in different units, and a quantity naming another unit")
    func mismatch() throws {
        let files = Self.files(
            #"{"id": "LIM-A", "title": "a", "quantity": "time to expiry", "bound": "below", "value": 60, "unit": "seconds"}, "#
                + #"{"id": "LIM-B", "title": "b", "quantity": "Time to expiry", "bound": "above", "value": 0, "unit": "milliseconds"}, "#
                + #"{"id": "LIM-C", "title": "c", "quantity": "minutes before the reminder", "bound": "max", "value": 5, "unit": "seconds"}"#
        )
        #expect(LintFixture.loadProblems(files).isEmpty)
        let found = LintFixture.findings("lint.unit-mismatch", files)
        #expect(found.map(\.jsonPointer) == ["/limits/1/unit", "/limits/2/unit"])
        #expect(
            found[0].message
                == #"limit "LIM-B" measures "Time to expiry" in milliseconds, and limit "LIM-A" measures the same quantity in seconds; write one quantity in one unit"#
        )
        #expect(found[0].related.count == 1)
        #expect(
            found[1].message
                == #"limit "LIM-C" measures "minutes before the reminder", which names minutes, in seconds"#)
    }

    @Test(
        "lint.unit-mismatch: one quantity in one unit (two spellings of it), and a count quantity naming time, are clean"
    )
    func nearMiss() {
        let files = Self.files(
            #"{"id": "LIM-A", "title": "a", "quantity": "age", "bound": "below", "value": 60, "unit": "seconds"}, "#
                + #"{"id": "LIM-B", "title": "b", "quantity": "age", "bound": "above", "value": 0, "unit": "s"}, "#
                + #"{"id": "LIM-C", "title": "c", "quantity": "failed logins within 15 minutes", "bound": "max", "value": 4, "unit": "attempts"}"#
        )
        #expect(LintFixture.findings("lint.unit-mismatch", files).isEmpty)
    }
}
