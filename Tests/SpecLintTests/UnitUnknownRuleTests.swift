import SpecLint
import SpecModel
import Testing

@Suite("lint.unit-unknown")
struct UnitUnknownRuleTests {
    static func files(_ limits: String) -> [String: String] {
        ["limits.json": #"{"kind": "limits", "version": 1, "product": "demo", "limits": ["# + limits + "]}"]
    }

    @Test("lint.unit-unknown: a misspelt unit of time is a warning at the unit, with did you mean")
    func misspelt() throws {
        let files = Self.files(
            #"{"id": "LIM-A", "title": "a", "bound": "max", "value": 5, "unit": "secnds"}, {"id": "LIM-B", "title": "b", "bound": "max", "value": 5, "unit": "milisecond"}"#
        )
        #expect(LintFixture.loadProblems(files).isEmpty)
        let found = LintFixture.findings("lint.unit-unknown", files)
        #expect(found.map(\.jsonPointer) == ["/limits/0/unit", "/limits/1/unit"])
        #expect(found.allSatisfy { $0.severity == .warning })
        #expect(
            found[0].message
                == #"limit "LIM-A" is in "secnds", which is no unit the engine converts; did you mean "seconds"? (a word that is not a unit of time or data size counts something and converts to nothing)"#
        )
        #expect(found[1].message.contains(#"did you mean "millisecond"?"#))
    }

    @Test("lint.unit-unknown: known units and count words are clean (tags is not days, cards is not a unit)")
    func nearMiss() {
        let files = Self.files(
            #"{"id": "LIM-A", "title": "a", "bound": "max", "value": 5, "unit": "tags"}, {"id": "LIM-B", "title": "b", "bound": "max", "value": 5, "unit": "KiB"}, {"id": "LIM-C", "title": "c", "bound": "max", "value": 5, "unit": "hour of day"}, {"id": "LIM-D", "title": "d", "bound": "max", "value": 5, "unit": "Seconds"}"#
        )
        #expect(LintFixture.findings("lint.unit-unknown", files).isEmpty)
    }
}
