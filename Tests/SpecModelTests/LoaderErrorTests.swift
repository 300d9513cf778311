import Testing

@testable import SpecModel

/// Every error class of the decoder and loader: exact code, line:col and pointer.
@Suite struct LoaderErrorTests {
    /// The diagnostics of `x.json` only.
    func problems(_ file: String) -> [Diagnostic] {
        SpecFixture.loadOne(file).diagnostics.filter { $0.file == "Spec/demo/x.json" }
    }

    @Test("a value of the wrong type is spec.wrong-type at the value")
    func wrongType() throws {
        let d = problems(
            """
            {"kind": "features", "version": 1, "product": "demo", "features": [
              {"id": "FEAT-ID-001", "title": 5, "scope": "in", "deprecated": "no", "traces": ["ADR-001", 7]}]}
            """)
        #expect(d.map(\.brief) == ["spec.wrong-type@2:34", "spec.wrong-type@2:66", "spec.wrong-type@2:94"])
        #expect(d[0].message == "expected string for \"title\", found integer")
        #expect(d[0].jsonPointer == "/features/0/title")
        #expect(d[1].message == "expected boolean for \"deprecated\", found string")
        #expect(d[2].jsonPointer == "/features/0/traces/1")
    }

    @Test("a missing required key is spec.missing-key at the object")
    func missingKey() {
        let d = problems(
            """
            {"kind": "features", "version": 1, "product": "demo", "features": [
              {"id": "FEAT-ID-001", "scope": "in"}]}
            """)
        #expect(d.map(\.brief) == ["spec.missing-key@2:3"])
        #expect(d.first?.message == "missing required key \"title\" in feature")
        #expect(d.first?.jsonPointer == "/features/0")
    }

    @Test("an unknown key is spec.unknown-key at the key, with a did-you-mean when one is close")
    func unknownKeyWithSuggestion() {
        let d = problems(
            """
            {"kind": "features", "version": 1, "product": "demo", "features": [
              {"id": "FEAT-ID-001", "titel": "x", "title": "x", "scope": "in", "formerIDs": [], "colour": 1}]}
            """)
        #expect(d.map(\.brief) == ["spec.unknown-key@2:25", "spec.unknown-key@2:68", "spec.unknown-key@2:85"])
        #expect(
            d.map(\.message) == [
                "unknown key \"titel\" in feature; did you mean \"title\"?",
                "unknown key \"formerIDs\" in feature; did you mean \"formerIds\"?",
                "unknown key \"colour\" in feature",
            ])
        #expect(d[0].jsonPointer == "/features/0/titel")
    }

    @Test("a prefix of an allowed key is suggested")
    func prefixSuggestion() {
        #expect(Suggestion.closest(to: "desc", among: KeySpec.feature.allowed) == "description")
        #expect(Suggestion.closest(to: "xyz", among: KeySpec.feature.allowed) == nil)
    }

    @Test("a newer version is spec.unsupported-version and the file is not decoded further")
    func newerVersion() {
        let r = SpecFixture.loadOne(
            """
            {"kind": "features", "version": 2, "product": "demo", "features": [], "newKey": true}
            """)
        let d = r.diagnostics.filter { $0.file == "Spec/demo/x.json" }
        #expect(d.map(\.brief) == ["spec.unsupported-version@1:33"])
        #expect(d.first?.message == "version 2 is newer than the supported version 1")
        #expect(r.catalog.bundles[0].files.map(\.kind) == [.product])
    }

    @Test("a version that is not a positive integer is rejected")
    func badVersion() {
        #expect(
            problems(#"{"kind": "rules", "version": "1", "product": "demo", "rules": []}"#).map(\.brief) == [
                "spec.wrong-type@1:30"
            ])
        #expect(
            problems(#"{"kind": "rules", "version": 0, "product": "demo", "rules": []}"#).map(\.brief) == [
                "spec.invalid-value@1:30"
            ])
        #expect(
            problems(#"{"kind": "rules", "product": "demo", "rules": []}"#).map(\.brief) == ["spec.missing-key@1:1"])
    }

    @Test("an unknown kind is spec.unknown-kind with a did-you-mean")
    func unknownKind() {
        let d = problems(#"{"kind": "feature", "version": 1, "product": "demo"}"#)
        #expect(d.map(\.brief) == ["spec.unknown-kind@1:10"])
        #expect(d.first?.message.hasSuffix("did you mean \"features\"?") == true)
        #expect(problems(#"{"version": 1}"#).map(\.brief) == ["spec.missing-key@1:1"])
        #expect(problems(#"[1]"#).map(\.brief) == ["spec.wrong-type@1:1"])
    }

    @Test("a product that differs from the folder is spec.product-mismatch")
    func productMismatch() {
        let d = problems(#"{"kind": "rules", "version": 1, "product": "other", "rules": []}"#)
        #expect(d.map(\.brief) == ["spec.product-mismatch@1:44"])
        #expect(d.first?.message == "product \"other\" does not match its folder \"demo\"")
        #expect(
            problems(#"{"kind": "rules", "version": 1, "product": "Demo", "rules": []}"#).map(\.code) == [
                "spec.invalid-value", "spec.product-mismatch",
            ])
    }

    @Test("a second product file is spec.duplicate-product-file; a bundle without one is spec.missing-product-file")
    func productFileCount() {
        let two = SpecFixture.load(["a.json": SpecFixture.product(), "b.json": SpecFixture.product()])
        #expect(two.diagnostics.map(\.brief) == ["spec.duplicate-product-file@1:1"])
        #expect(two.diagnostics.first?.file == "Spec/demo/b.json")
        #expect(two.diagnostics.first?.related.first?.file == "Spec/demo/a.json")
        let none = SpecFixture.load(["rules.json": #"{"kind": "rules", "version": 1, "product": "demo", "rules": []}"#])
        #expect(none.diagnostics.map(\.brief) == ["spec.missing-product-file@-"])
        #expect(none.diagnostics.first?.file == "Spec/demo")
        #expect(none.catalog.bundles.first?.productSpec == nil)
    }

    @Test("a value outside a closed set is spec.invalid-value with the allowed values")
    func invalidEnumValue() {
        let d = problems(
            """
            {"kind": "journeys", "version": 1, "product": "demo", "journeys": [
              {"id": "JRN-P01", "title": "t", "type": "primry", "scope": "inn"}]}
            """)
        #expect(d.map(\.brief) == ["spec.invalid-value@2:43", "spec.invalid-value@2:62"])
        #expect(
            d[0].message
                == "invalid value \"primry\" for \"type\"; expected one of primary, alternate, failure, edge, roadmap; did you mean \"primary\"?"
        )
        #expect(d[1].message.hasSuffix("did you mean \"in\"?"))
    }

    @Test("scope out requires scopeReason")
    func scopeReasonRequiredWhenOut() {
        let d = problems(
            """
            {"kind": "features", "version": 1, "product": "demo", "features": [
              {"id": "FEAT-ID-001", "title": "t", "scope": "out", "scopeReason": null},
              {"id": "FEAT-ID-002", "title": "t", "scope": "out", "scopeReason": "roadmap"},
              {"id": "FEAT-ID-003", "title": "t", "scope": "in", "scopeReason": null}]}
            """)
        #expect(d.map(\.brief) == ["spec.missing-key@2:3"])
    }

    @Test("empty nested states and a final state with transitions are spec.invalid-value")
    func machineStructure() {
        let d = problems(
            """
            {"kind": "machine", "version": 1, "product": "demo", "id": "m", "initial": "A", "states": {
              "A": {"states": {}, "on": {"go": [{"target": "B"}], "bad": {"target": "B"}}},
              "B": {"type": "final", "on": {"go": [{"target": "A"}]}}}}
            """)
        #expect(d.map(\.brief) == ["spec.invalid-value@2:19", "spec.wrong-type@2:62", "spec.invalid-value@3:32"])
        #expect(d[1].message == "expected array of transitions, found object")
        #expect(
            problems(#"{"kind": "machine", "version": 1, "product": "demo", "id": "m", "initial": "A", "states": {}}"#)
                .map(\.code) == [
                    "spec.invalid-value"
                ])
    }

    @Test("event policies are checked against their closed sets and key tables")
    func eventPolicies() {
        let d = problems(
            """
            {"kind": "events", "version": 1, "product": "demo", "conditions": {"guest": {}}, "events": [
              {"name": "e", "schema": {}, "policy": {"forbiddenContent": ["receipt", "urls"], "when": {"guest": {"allowed": "no", "strip": []}}}},
              {"name": "f", "schema": 3, "policy": {"whenever": {}}}]}
            """)
        #expect(
            d.map(\.brief) == [
                "spec.invalid-value@2:74", "spec.wrong-type@2:113", "spec.unknown-key@2:119", "spec.wrong-type@3:27",
                "spec.unknown-key@3:41",
            ])
        #expect(d.last?.message == "unknown key \"whenever\" in eventPolicy; did you mean \"when\"?")
    }

    @Test(
        "a policy naming a condition its events file does not declare is spec.undeclared-condition, located, with did you mean"
    )
    func undeclaredCondition() {
        let d = problems(
            """
            {"kind": "events", "version": 1, "product": "demo", "conditions": {"child-mode": {}, "Guest": {}}, "events": [
              {"name": "e", "schema": {}, "policy": {"when": {"child-mod": {"allowed": false}}}}]}
            """)
        #expect(d.map(\.brief) == ["spec.invalid-value@1:86", "spec.undeclared-condition@2:51"])
        #expect(d.last?.jsonPointer == "/events/0/policy/when/child-mod")
        #expect(
            d.last?.message
                == "condition \"child-mod\" is not declared in the file's \"conditions\" (declared: child-mode, Guest); did you mean \"child-mode\"?"
        )
        let none = problems(
            """
            {"kind": "events", "version": 1, "product": "demo", "events": [{"name": "e", "schema": {}, "policy": {"when": {"guest": {}}}}]}
            """)
        #expect(
            none.map(\.message) == [
                "condition \"guest\" is not declared in the file's \"conditions\" (the file declares no conditions)"
            ])
    }

    @Test(
        "forbiddenContent names built-in classes or ones the file declares in contentClasses; anything else is located, with did you mean"
    )
    func declaredContentClasses() throws {
        let fine = SpecFixture.loadOne(
            """
            {"kind": "events", "version": 1, "product": "demo", "contentClasses": {"pet-name": {"keys": ["petname"]}}, "events": [
              {"name": "e", "schema": {}, "policy": {"forbiddenContent": ["email", "pet-name"]}}]}
            """)
        #expect(fine.diagnostics.filter { $0.file == "Spec/demo/x.json" }.isEmpty, "\(fine.diagnostics)")
        let event = try #require(fine.catalog.bundles.first?.event(named: "e"))
        #expect(event.policy.forbiddenContent.map(\.name) == ["email", "pet-name"])
        let d = problems(
            """
            {"kind": "events", "version": 1, "product": "demo", "contentClasses": {"pet-name": {"keys": ["Pet_Name"]}, "email": {"keys": ["mail"]}}, "events": [
              {"name": "e", "schema": {}, "policy": {"forbiddenContent": ["pet-nam"]}}]}
            """)
        #expect(d.map(\.code) == ["spec.invalid-value", "spec.invalid-value", "spec.invalid-value"])
        #expect(
            d.map(\.jsonPointer) == [
                "/contentClasses/pet-name/keys/0", "/contentClasses/email", "/events/0/policy/forbiddenContent/0",
            ])
        #expect(d.last?.message.hasSuffix("did you mean \"pet-name\"?") == true)
        #expect(d[1].message.contains("built-in"))
    }

    @Test("an invalid ID pattern is spec.invalid-pattern at the pattern")
    func invalidPattern() {
        let r = SpecFixture.load([
            "product.json":
                #"{"kind": "product", "version": 1, "product": "demo", "name": "D", "documents": [], "idPatterns": [{"kind": "feature", "pattern": "^FEAT-[A-Z"}]}"#
        ])
        #expect(r.diagnostics.map(\.brief) == ["spec.invalid-pattern@1:130"])
        #expect(r.diagnostics.first?.jsonPointer == "/idPatterns/0/pattern")
    }

    @Test("rule parameters and API statuses are checked")
    func parametersAndStatus() {
        #expect(
            problems(
                #"{"kind": "rules", "version": 1, "product": "demo", "rules": [{"id": "R", "statement": "s", "parameters": {"a": [1]}}]}"#
            )
            .map(\.brief) == ["spec.wrong-type@1:112"])
        #expect(
            problems(
                #"{"kind": "contracts", "version": 1, "product": "demo", "api": [{"id": "A", "method": "get", "path": "/", "success": {"status": 99}}]}"#
            )
            .map(\.code) == ["spec.invalid-value", "spec.invalid-value"])
    }
}
