import SpecModel
import Testing

extension RuleCases {
    /// FEAT-ID-001 with two items, the base of the item cases.
    static let withItems: @Sendable (inout OchreSpec) -> Void = {
        $0.edit("features.json", "features", "FEAT-ID-001", "items") {
            $0 = [
                ["id": "FEAT-ID-001.S1", "type": "shall", "text": "The app SHALL create an anonymous session"],
                ["id": "FEAT-ID-001.AC1", "type": "acceptance", "text": "a first launch is signed in anonymously"],
            ]
        }
    }

    /// An assumptions file recording A-01 against FEAT-ID-001, the base of the assumption cases.
    static let withAssumption: @Sendable (inout OchreSpec) -> Void = {
        $0.files["ochre-soul/assumptions.json"] = [
            "kind": "assumptions", "version": 1, "product": "ochre-soul",
            "assumptions": [
                [
                    "id": "A-01", "question": "how long an anonymous session lasts",
                    "readings": ["until reinstall", "30 days"],
                    "assumption": "until reinstall", "affects": ["FEAT-ID-001"],
                ]
            ],
        ]
    }

    static let featureItems: [RuleCase] = [
        RuleCase("feature.item-added", arguments: ["feature": "FEAT-ID-001", "type": "acceptance"], base: withItems) {
            $0.append(
                "features.json", "features", "FEAT-ID-001", "items",
                item: ["id": "FEAT-ID-001.AC2", "type": "acceptance", "text": "no prompt"])
        },
        .absent("feature.item-added", base: withItems) {
            $0.edit("features.json", "features", "FEAT-ID-001", "items", "FEAT-ID-001.AC1", "verification") {
                $0 = "path user-onboarding"
            }
        },
        RuleCase("feature.item-removed", arguments: ["type": "acceptance"], base: withItems) {
            $0.remove("features.json", "features", "FEAT-ID-001", "items", "FEAT-ID-001.AC1")
        },
        .absent("feature.item-removed", expect: ["feature.item-changed"], base: withItems) {
            $0.edit("features.json", "features", "FEAT-ID-001", "items", "FEAT-ID-001.AC1", "text") {
                $0 = "first launch signs in"
            }
        },
        RuleCase("feature.item-changed", arguments: ["fields": "text"], base: withItems) {
            $0.edit("features.json", "features", "FEAT-ID-001", "items", "FEAT-ID-001.S1", "text") {
                $0 = "The app SHALL sign in"
            }
        },
        .absent("feature.item-changed", base: withItems) {
            $0.edit("features.json", "features", "FEAT-ID-001", "items", "FEAT-ID-001.S1", "notes") {
                $0 = ["reviewed"]
            }
        },
    ]

    static let assumptions: [RuleCase] = [
        RuleCase("assumption.added", arguments: ["affects": "FEAT-ID-001"], withAssumption),
        .absent("assumption.added", base: withAssumption) {
            $0.edit("assumptions.json", "assumptions", "A-01", "notes") { $0 = ["asked the author"] }
        },
        RuleCase("assumption.removed", arguments: ["affects": "FEAT-ID-001"], base: withAssumption) {
            $0.files["ochre-soul/assumptions.json"] = nil
        },
        .absent("assumption.removed", expect: ["assumption.changed"], base: withAssumption) {
            $0.edit("assumptions.json", "assumptions", "A-01", "affects") { $0 = ["FEAT-ID-002"] }
        },
        RuleCase(
            "assumption.changed", arguments: ["fields": "assumption", "affects": "FEAT-ID-001"], base: withAssumption
        ) {
            $0.edit("assumptions.json", "assumptions", "A-01", "assumption") { $0 = "30 days" }
        },
        .absent("assumption.changed", base: withAssumption) {
            $0.edit("assumptions.json", "assumptions", "A-01", "title") { $0 = "Session lifetime" }
        },
    ]
}

/// Feature items (SHALL statements, acceptance criteria) and recorded assumptions, added, removed and changed.
@Suite struct AssumptionRuleTests {
    @Test("each feature-item rule: its fixture triggers it, its near miss does not", arguments: RuleCases.featureItems)
    func items(_ c: RuleCase) throws { try c.verify() }

    @Test("each assumption rule: its fixture triggers it, its near miss does not", arguments: RuleCases.assumptions)
    func assumptions(_ c: RuleCase) throws { try c.verify() }
}

extension RuleCases {
    /// A limits file with N-01, the base of the limit cases.
    static let withLimit: @Sendable (inout OchreSpec) -> Void = {
        $0.files["ochre-soul/limits.json"] = [
            "kind": "limits", "version": 1, "product": "ochre-soul",
            "limits": [["id": "N-01", "title": "retries", "bound": "max", "value": 3, "unit": "retries"]],
        ]
    }

    static let limits: [RuleCase] = [
        RuleCase("limit.added", withLimit),
        .absent("limit.added", base: withLimit) {
            $0.edit("limits.json", "limits", "N-01", "notes") { $0 = ["checked"] }
        },
        RuleCase("limit.removed", base: withLimit) { $0.remove("limits.json", "limits", "N-01") },
        .absent("limit.removed", expect: ["limit.changed"], base: withLimit) {
            $0.edit("limits.json", "limits", "N-01", "value") { $0 = 4 }
        },
        RuleCase(
            "limit.changed", arguments: ["fields": "value", "from": "at most 3 retries", "to": "at most 4 retries"],
            base: withLimit
        ) {
            $0.edit("limits.json", "limits", "N-01", "value") { $0 = 4 }
        },
        .absent("limit.changed", base: withLimit) {
            $0.edit("limits.json", "limits", "N-01", "title") { $0 = "download retries" }
        },
    ]

    /// A stages file with G1 requiring FEAT-ID-001 and report-only path checks, the base of the stage cases.
    static let withStage: @Sendable (inout OchreSpec) -> Void = {
        $0.files["ochre-soul/stages.json"] = [
            "kind": "stages", "version": 1, "product": "ochre-soul",
            "stages": [["id": "G1", "requires": [["id": "FEAT-ID-001"], ["check": "path:*", "critical": false]]]],
        ]
    }

    static let stages: [RuleCase] = [
        RuleCase("stage.added", withStage),
        .absent("stage.added", base: withStage) { $0.edit("stages.json", "stages", "G1", "title") { $0 = "shell" } },
        RuleCase("stage.removed", base: withStage) { $0.remove("stages.json", "stages", "G1") },
        .absent("stage.removed", expect: ["stage.changed"], base: withStage) {
            $0.edit("stages.json", "stages", "G1", "minimumPassing") { $0 = 2 }
        },
        RuleCase("stage.changed", arguments: ["weakened": "true"], base: withStage) {
            $0.edit("stages.json", "stages", "G1", "requires") { $0 = [["id": "FEAT-ID-001", "critical": false]] }
        },
        RuleCase("stage.changed", arguments: ["weakened": "false"], base: withStage) {
            $0.edit("stages.json", "stages", "G1", "requires") { $0 = [["id": "FEAT-ID-001"], ["check": "path:*"]] }
        },
        .absent("stage.changed", base: withStage) {
            $0.edit("stages.json", "stages", "G1", "notes") { $0 = ["reviewed"] }
        },
    ]
}

/// Limits added, removed and changed.
@Suite struct LimitRuleTests {
    @Test("each limit rule: its fixture triggers it, its near miss does not", arguments: RuleCases.limits)
    func limits(_ c: RuleCase) throws { try c.verify() }
}

extension RuleCases {
    /// An events file whose funnel rule says the library is viewed before an artwork is.
    static let withSequence: @Sendable (inout OchreSpec) -> Void = {
        $0.edit("events.json", "sequences") {
            $0 = [["id": "SEQ-1", "rule": "precedes", "first": "library_viewed", "then": "artwork_viewed"]]
        }
    }

    static let sequences: [RuleCase] = [
        RuleCase("sequence.added", withSequence),
        .absent("sequence.added", base: withSequence) {
            $0.edit("events.json", "sequences", "SEQ-1", "description") { $0 = "the funnel" }
        },
        RuleCase("sequence.removed", base: withSequence) { $0.remove("events.json", "sequences", "SEQ-1") },
        .absent("sequence.removed", expect: ["sequence.changed"], base: withSequence) {
            $0.edit("events.json", "sequences", "SEQ-1", "first") { $0 = "app_opened" }
        },
        RuleCase("sequence.changed", arguments: ["to": "app_opened precedes artwork_viewed"], base: withSequence) {
            $0.edit("events.json", "sequences", "SEQ-1", "first") { $0 = "app_opened" }
        },
        .absent("sequence.changed", base: withSequence) {
            $0.edit("events.json", "sequences", "SEQ-1", "notes") { $0 = ["checked"] }
        },
    ]
}

/// Event sequence rules added, removed and changed.
@Suite struct SequenceRuleTests {
    @Test("each sequence rule: its fixture triggers it, its near miss does not", arguments: RuleCases.sequences)
    func sequences(_ c: RuleCase) throws { try c.verify() }
}

extension RuleCases {
    /// An outputs file with the invariant FEED-01, the base of the invariant cases.
    static let withInvariant: @Sendable (inout OchreSpec) -> Void = {
        $0.files["ochre-soul/outputs.json"] = [
            "kind": "outputs", "version": 1, "product": "ochre-soul",
            "outputs": [
                [
                    "id": "feed", "input": ["type": "object"],
                    "invariants": [["id": "FEED-01", "count": "output.cards", "atMost": 3]],
                ]
            ],
        ]
    }

    static let invariants: [RuleCase] = [
        RuleCase("invariant.added", withInvariant),
        .absent("invariant.added", base: withInvariant) {
            $0.edit("outputs.json", "outputs", "feed", "invariants", "FEED-01", "notes") { $0 = ["checked"] }
        },
        RuleCase("invariant.removed", base: withInvariant) {
            $0.remove("outputs.json", "outputs", "feed", "invariants", "FEED-01")
        },
        .absent("invariant.removed", expect: ["invariant.changed"], base: withInvariant) {
            $0.edit("outputs.json", "outputs", "feed", "invariants", "FEED-01", "atMost") { $0 = 2 }
        },
        RuleCase(
            "invariant.changed",
            arguments: ["from": "count output.cards atMost 3", "to": "count output.cards atMost 2"], base: withInvariant
        ) {
            $0.edit("outputs.json", "outputs", "feed", "invariants", "FEED-01", "atMost") { $0 = 2 }
        },
        .absent("invariant.changed", base: withInvariant) {
            $0.edit("outputs.json", "outputs", "feed", "invariants", "FEED-01", "title") { $0 = "capped" }
        },
    ]
}

/// Output invariants added, removed and changed.
@Suite struct InvariantRuleTests {
    @Test("each invariant rule: its fixture triggers it, its near miss does not", arguments: RuleCases.invariants)
    func invariants(_ c: RuleCase) throws { try c.verify() }
}
