import SpecModel
import Testing

extension RuleCases {
    static let journeyFile = "journeys.json"

    /// Swaps the steps at `i` and `j` of `journey`.
    static func swapSteps(_ spec: inout OchreSpec, _ journey: String, _ i: Int, _ j: Int) {
        spec.edit(journeyFile, "journeys", journey, "steps") { s in
            var a = s.arrayValue ?? []
            a.swapAt(i, j)
            s = .array(a)
        }
    }

    /// JRN-P04 no longer names FEAT-ART-001, which JRN-P02 still names.
    static func dropArtworkDetail(_ spec: inout OchreSpec) {
        spec.remove(journeyFile, "journeys", "JRN-P04", "features", "0")
        spec.edit(journeyFile, "journeys", "JRN-P04", "steps", "JRN-P04-S1", "features") { $0 = ["FEAT-IAP-001"] }
    }

    /// JRN-P01 no longer names FEAT-ONB-005, which no other journey names.
    static func dropStarterReveal(_ spec: inout OchreSpec) {
        spec.edit(journeyFile, "journeys", "JRN-P01") { j in
            func strip(_ v: JSONValue) -> JSONValue { .array((v.arrayValue ?? []).filter { $0 != "FEAT-ONB-005" }) }
            var o = j.objectValue ?? [:]
            o["features"] = strip(o["features"] ?? [])
            o["steps"] = .array(
                (o["steps"]?.arrayValue ?? []).map { s in
                    var so = s.objectValue ?? [:]
                    so["features"] = strip(so["features"] ?? [])
                    return .object(so)
                })
            j = .object(o)
        }
    }

    static let journeys: [RuleCase] =
        lifecycle(
            added: "journey.added", removed: "journey.removed", file: journeyFile, list: "journeys",
            item: ["id": "JRN-P06", "title": "Gift a pack", "type": "primary", "scope": "in"], remove: "JRN-R09",
            rename: ("JRN-R09", "JRN-R10")
        ) + [
            RuleCase(
                "journey.step-removed", expect: ["journey.feature-orphaned", "journey.step-removed"],
                arguments: ["step": "JRN-P04-S3"]
            ) {
                $0.remove(journeyFile, "journeys", "JRN-P04", "steps", "JRN-P04-S3")
            },
            .absent("journey.step-removed") {
                $0.edit(journeyFile, "journeys", "JRN-P04", "steps", "JRN-P04-S3") { s in
                    s = .object(
                        (s.objectValue ?? [:]).merging(["id": "JRN-P04-S6", "formerIds": ["JRN-P04-S3"]]) { _, new in
                            new
                        })
                }
            },
            RuleCase("journey.step-added", arguments: ["step": "JRN-P01-S9"]) {
                $0.append(
                    journeyFile, "journeys", "JRN-P01", "steps",
                    item: ["id": "JRN-P01-S9", "userDoes": "Shares the artwork."])
            },
            .absent("journey.step-added") {
                $0.edit(journeyFile, "journeys", "JRN-P01", "steps", "JRN-P01-S2", "userDoes") {
                    $0 = "Picks up to three themes."
                }
            },
            RuleCase("journey.steps-reordered") { swapSteps(&$0, "JRN-P04", 3, 4) },
            .absent("journey.steps-reordered", expect: ["journey.step-added"]) {
                $0.append(
                    journeyFile, "journeys", "JRN-P01", "steps",
                    item: ["id": "JRN-P01-S9", "userDoes": "Shares the artwork."])
            },
            RuleCase(
                "journey.entry-changed", expect: ["journey.entry-changed", "journey.steps-reordered"],
                arguments: ["from": "JRN-P04-S1", "to": "JRN-P04-S2"]
            ) {
                swapSteps(&$0, "JRN-P04", 0, 1)
            },
            .absent("journey.entry-changed", expect: ["journey.steps-reordered"]) { swapSteps(&$0, "JRN-P04", 3, 4) },
            RuleCase("journey.feature-removed", arguments: ["feature": "FEAT-ART-001"], dropArtworkDetail),
            .absent("journey.feature-removed", expect: ["journey.feature-orphaned"], dropStarterReveal),
            RuleCase("journey.feature-orphaned", arguments: ["feature": "FEAT-ONB-005"], dropStarterReveal),
            .absent("journey.feature-orphaned", expect: ["journey.feature-removed"], dropArtworkDetail),
            RuleCase("journey.surface-removed", arguments: ["surface": "UI-ONB-003", "step": "JRN-P01-S3"]) {
                $0.remove("surfaces.json", "surfaces", "UI-ONB-003")
            },
            .absent("journey.surface-removed") {
                $0.remove("surfaces.json", "surfaces", "UI-ONB-003")
                $0.edit(journeyFile, "journeys", "JRN-P01", "steps", "JRN-P01-S3", "ui") { $0 = ["UI-ONB-002"] }
            },
        ]
}

/// Journeys added and removed, their steps, their entry step, the features and surfaces they name.
@Suite struct JourneyRuleTests {
    @Test("each journey rule: its fixture triggers it, its near miss does not", arguments: RuleCases.journeys)
    func fixture(_ c: RuleCase) throws { try c.verify() }
}
