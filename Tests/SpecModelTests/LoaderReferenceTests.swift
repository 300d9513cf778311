import Testing

@testable import SpecModel

/// ID ranges, reference classification, the ID index and the reference index.
@Suite struct LoaderReferenceTests {
    let bundle = SpecFixture.load(SpecFixture.allKinds).catalog.bundles[0]

    @Test("a range expands to every ID between its ends, keeping the suffix width")
    func rangeExpands() throws {
        let range = try IDRange.parse("FEAT-ID-008 to FEAT-ID-011").get()
        #expect(range.prefix == "FEAT-ID-" && range.width == 3 && range.count == 4)
        #expect(range.ids == ["FEAT-ID-008", "FEAT-ID-009", "FEAT-ID-010", "FEAT-ID-011"])
        #expect(try IDRange.parse("EC-07 to EC-07").get().ids == ["EC-07"])
    }

    @Test("malformed and inverted ranges are rejected with their codes")
    func rangeErrors() {
        func error(_ s: String) -> RangeError? {
            if case .failure(let e) = IDRange.parse(s) { return e }
            return nil
        }
        #expect(error("FEAT-ID-003 to FEAT-ID-001") == .inverted("FEAT-ID-003", "FEAT-ID-001"))
        #expect(error("FEAT-ID-003 to FEAT-ID-001")?.code == "spec.inverted-range")
        #expect(error("FEAT-ID-001 to FEAT-DL-003") == .prefixMismatch("FEAT-ID-001", "FEAT-DL-003"))
        #expect(error("FEAT-ID-001 to FEAT-ID-0003") == .widthMismatch("FEAT-ID-001", "FEAT-ID-0003"))
        #expect(error("FEAT-ID-001 to FEAT-ID-0003")?.code == "spec.invalid-range")
        #expect(error("FEAT-ID to FEAT-ID-003") == .missingNumber("FEAT-ID"))
        #expect(error("FEAT-ID-001") == .notARange("FEAT-ID-001"))
        #expect(error("A-1 to A-2 to A-3") == .notARange("A-1 to A-2 to A-3"))
        #expect(error("X-000000 to X-999999") == .tooLarge("X-000000", "X-999999"))
        #expect(error("X-0000000000000000000001 to X-0000000000000000000002") != nil)
        #expect(
            error("FEAT-ID-003 to FEAT-ID-001")?.message
                == "range is inverted: \"FEAT-ID-003\" comes after \"FEAT-ID-001\"")
    }

    @Test("the loader keeps malformed and inverted ranges as invalid-range references for lint to report")
    func loaderKeepsBadRangesForLint() throws {
        var files = SpecFixture.allKinds
        files["more.json"] = """
            {"kind": "surfaces", "version": 1, "product": "demo", "surfaces": [
              {"id": "UI-X-001", "name": "n", "traces": ["FEAT-ID-003 to FEAT-ID-001", "FEAT-ID-001 to FEAT-ID-01", "FEAT-ID-001 to FEAT-ID-002"]}]}
            """
        let r = SpecFixture.load(files)
        #expect(r.diagnostics.isEmpty)
        let bundle = try #require(r.catalog.bundle("demo"))
        let invalid = bundle.references.filter { if case .invalidRange = $0.kind { true } else { false } }
        #expect(invalid.map(\.reference.origin.pointer) == ["/surfaces/0/traces/0", "/surfaces/0/traces/1"])
    }

    @Test("references classify as IDs, ranges, external, invalid ranges or unknown")
    func classification() {
        #expect(bundle.classify("FEAT-ID-001") == .id(kind: "feature"))
        #expect(
            bundle.classify("FEAT-ID-001 to FEAT-ID-003")
                == .range(kind: "feature", expanded: ["FEAT-ID-001", "FEAT-ID-002", "FEAT-ID-003"]))
        #expect(bundle.classify("FEAT-ID-003 to FEAT-ID-001") == .invalidRange(.inverted("FEAT-ID-003", "FEAT-ID-001")))
        #expect(bundle.classify("ADR-005") == .external(kind: "adr"))
        #expect(bundle.classify("/prd/06 §6.4") == .external(kind: "prd"))
        // Journey steps need no pattern: they are IDs because they are defined.
        #expect(bundle.classify("JRN-P01-S1") == .id(kind: "journey-step"))
        #expect(bundle.classify("FEAT-id-1") == .unknown)
        #expect(bundle.classify("read the docs to learn more") == .unknown)
        #expect(bundle.expand("FEAT-ID-002 to FEAT-ID-003") == ["FEAT-ID-002", "FEAT-ID-003"])
        #expect(bundle.expand("FEAT-ID-009") == ["FEAT-ID-009"])
        #expect(bundle.expand("ADR-005") == [] && bundle.expand("nonsense") == [])
    }

    @Test("the ID index holds every defined ID with its kind and origin")
    func idIndex() throws {
        let expected: [String: ElementKind] = [
            "FEAT-ID-001": .feature, "JRN-P01": .journey, "JRN-P01-S1": .journeyStep, "JRN-P01-D1": .journeyDecision,
            "UI-LIB-001": .surface, "access": .machine, "started": .eventName, "EVT-STARTED": .event,
            "LOCAL-ROW": .localContract,
            "API-URL": .apiEndpoint, "CLI-VALIDATE": .cliCommand, "MOD-IDENTITY": .module,
            "MOD-IDENTITY-MUST-1": .moduleRule,
            "MOD-IDENTITY-MUSTNOT-1": .moduleRule, "MOD-XC-MUSTNOT-1": .crossCuttingRule, "EC-01": .edgeCase,
            "RULE-AHA": .rule,
            "MATRIX-1": .matrix, "CLAIM-1": .matrixClaim, "ROW-1": .matrixRow, "READY-1": .readiness,
            "FEAT-ID-002.S1": .featureItem, "FEAT-ID-002.AC1": .featureItem, "FEAT-ID-002.S2": .featureItem,
            "A-01": .assumption, "N-01": .limit,
            "PERM-PHOTO": .decisionTable, "PR-01": .decisionRule, "G1": .stage, "G2": .stage,
            "feed": .output, "FEED-01": .outputInvariant, "FEED-02": .outputInvariant, "FEED-03": .outputInvariant,
            "FEED-04": .outputInvariant, "FEED-05": .outputInvariant,
        ]
        for (id, kind) in expected {
            #expect(bundle.idIndex.definitions(of: id).map(\.kind) == [kind], "\(id)")
        }
        #expect(bundle.idIndex.count == expected.count + 2)  // FEAT-ID-002, FEAT-ID-003
        #expect(bundle.idIndex.duplicates.isEmpty)
        let step = try #require(bundle.idIndex.definitions(of: "JRN-P01-S1").first)
        #expect(step.origin.file == "Spec/demo/journeys.json" && step.origin.pointer == "/journeys/0/steps/0")
        #expect(bundle.idIndex.ids(of: .feature) == ["FEAT-ID-001", "FEAT-ID-002", "FEAT-ID-003"])
    }

    @Test("an ID defined twice is listed as a duplicate with both definitions")
    func duplicates() throws {
        var files = SpecFixture.allKinds
        files["more.json"] =
            #"{"kind": "surfaces", "version": 1, "product": "demo", "surfaces": [{"id": "FEAT-ID-001", "name": "n"}]}"#
        let b = SpecFixture.load(files).catalog.bundles[0]
        let dup = try #require(b.idIndex.duplicates.first)
        #expect(b.idIndex.duplicates.count == 1)
        #expect(dup.id == "FEAT-ID-001" && dup.definitions.map(\.kind) == [.feature, .surface])
        #expect(dup.definitions.map(\.origin.file) == ["Spec/demo/features.json", "Spec/demo/more.json"])
    }

    @Test("every reference occurrence is indexed with its field, referrer and classification")
    func referenceIndex() {
        let toFeature2 = bundle.references(to: "FEAT-ID-002").map {
            "\($0.referrer.kind.rawValue):\($0.referrer.id):\($0.field)"
        }
        #expect(
            toFeature2 == [
                "journey:JRN-P01:features", "transition:access/Idle/start/0:traces", "module:MOD-IDENTITY:features",
                "matrix-row:ROW-1:features",
            ])
        let external = bundle.references.filter { if case .external = $0.kind { return true } else { return false } }
        // FEAT-ID-002 dependsOn.
        #expect(external.map(\.reference.value) == ["ADR-005", "ADR-005", "/prd/06 §6.4", "ADR-005"])
        let next = bundle.references.first { $0.field == "next" }
        #expect(next?.reference.value == "JRN-P01-S1" && next?.kind == .id(kind: "journey-step"))
        #expect(next?.reference.origin.pointer == "/journeys/0/decisions/0/outcomes/0/next")
        #expect(bundle.references.allSatisfy { $0.kind != .unknown })
        #expect(bundle.references(to: "NOPE").isEmpty)
    }
}
