import Testing

@testable import SpecModel

/// Every kind decodes from a small valid example into the model, with origins.
@Suite struct ModelDecodingTests {
    let result = SpecFixture.load(SpecFixture.allKinds)
    var bundle: SpecBundle { result.catalog.bundles[0] }

    @Test("a valid bundle of every kind loads without diagnostics")
    func validBundleHasNoDiagnostics() {
        #expect(result.diagnostics.map(\.brief) == [])
        #expect(result.catalog.products == ["demo"])
        #expect(
            bundle.files.map(\.path) == [
                "Spec/demo/assumptions.json", "Spec/demo/contracts.json", "Spec/demo/decisions.json",
                "Spec/demo/edge-cases.json",
                "Spec/demo/events.json", "Spec/demo/features.json", "Spec/demo/journeys.json", "Spec/demo/limits.json",
                "Spec/demo/machines/access.json", "Spec/demo/modules.json", "Spec/demo/outputs.json",
                "Spec/demo/product.json", "Spec/demo/rules.json",
                "Spec/demo/stages.json", "Spec/demo/surfaces.json", "Spec/demo/traceability.json",
            ])
        #expect(Set(bundle.files.map(\.kind)) == Set(SpecKind.allCases))
        #expect(result.sources.count == 16)
    }

    @Test("stages decode requirements (IDs and check patterns, critical by default), manual reasons and the pass rule")
    func stages() throws {
        #expect(bundle.stages.map(\.id) == ["G1", "G2"])
        let g1 = bundle.stages[0]
        #expect(g1.requires.map(\.target) == [.id("FEAT-ID-001"), .check("rule:*")])
        #expect(g1.requires.map(\.critical) == [true, false])
        #expect(g1.minimumPassing == 1 && g1.manual == nil && g1.info.source?.section == "§8")
        #expect(bundle.stages[1].manual == "the document names no check" && bundle.stages[1].requires.isEmpty)
        #expect(bundle.references(to: "FEAT-ID-001").map(\.field).contains("requires"))
    }

    @Test("decisions decode tables with inputs, output, rules, default and shared element fields")
    func decisions() throws {
        let table = try #require(bundle.decisionTable(id: "PERM-PHOTO"))
        #expect(table.hitPolicy == .first && table.title == "photos")
        #expect(table.inputs.map(\.name) == ["role", "n"] && table.inputs[1].maximum == 3)
        #expect(table.rules.map(\.id) == ["PR-01"] && table.rules[0].then == true)
        #expect(table.rules[0].info.traces.map(\.value) == ["FEAT-ID-001"])
        #expect(table.defaultOutput?.reason == "deny unless a rule allows")
        #expect(table.info.source?.section == "§7")
        #expect(table.rules[0].origin.pointer == "/tables/0/rules/0")
    }

    @Test("product decodes name, documents and patterns")
    func product() throws {
        let p = try #require(bundle.productSpec)
        #expect(p.product == "demo" && p.name == "Demo" && p.description == "a demo")
        #expect(p.documents == [DocumentRef(file: "doc.txt", title: "Demo spec", origin: p.documents[0].origin)])
        #expect(p.idPatterns.map(\.kind) == ["feature", "journey", "ui", "module", "edge-case", "rule"])
        #expect(p.externalPatterns.map(\.kind) == ["adr", "prd"])
        #expect(p.notes == ["assumption: demo"])
        #expect(p.idPatterns[0].pattern.origin.pointer == "/idPatterns/0/pattern")
    }

    @Test("features decode with scope, scopeReason and shared element fields")
    func features() throws {
        #expect(bundle.features.map(\.id) == ["FEAT-ID-001", "FEAT-ID-002", "FEAT-ID-003"])
        let f = try #require(bundle.feature(id: "FEAT-ID-001"))
        #expect(
            f.title == "Anonymous start" && f.area == "ID" && f.priority == "P0" && f.description == "d"
                && !f.deprecated)
        #expect(f.modules.map(\.value) == ["MOD-IDENTITY"])
        #expect(f.modules[0].origin.pointer == "/features/0/modules/0")
        #expect(f.scope == .in && f.scopeReason == nil)
        #expect(f.info.source == SourceRef(document: "doc.txt", section: "§1"))
        #expect(
            f.info.traces.map(\.value) == ["ADR-005"] && f.info.notes == ["n"] && f.info.formerIds == ["FEAT-OLD-001"])
        #expect(
            f.origin
                == Origin(
                    file: "Spec/demo/features.json",
                    location: SourceLocation(line: 2, column: 3, offset: f.origin.location.offset),
                    pointer: "/features/0"))
        #expect(bundle.features[2].scope == .out && bundle.features[2].scopeReason == "roadmap")
    }

    @Test("journeys decode steps, decisions and outcomes")
    func journeys() throws {
        let j = try #require(bundle.journey(id: "JRN-P01"))
        #expect(j.type == .primary && j.scope == .in && j.trigger == "t" && j.outcome == "o" && j.recovery == "r")
        #expect(j.steps.map(\.id) == ["JRN-P01-S1"])
        #expect(j.steps[0].userDoes == "opens" && j.steps[0].userSees == "catalogue")
        #expect(j.steps[0].features.map(\.value) == ["FEAT-ID-001"] && j.steps[0].ui.map(\.value) == ["UI-LIB-001"])
        #expect(j.features.map(\.value) == ["FEAT-ID-001 to FEAT-ID-002"])
        #expect(j.decisions[0].question == "Signed in?")
        #expect(
            j.decisions[0].outcomes.map(\.answer) == ["yes"] && j.decisions[0].outcomes[0].next.value == "JRN-P01-S1")
    }

    @Test("surfaces, edge cases and rules decode")
    func surfacesEdgeCasesRules() {
        #expect(bundle.surfaces.map(\.name) == ["Library"])
        #expect(bundle.edgeCases.map(\.id) == ["EC-01"] && bundle.edgeCases[0].systemResponse == "s")
        #expect(bundle.rules[0].parameters == ["threshold": 10, "unit": "fills", "strict": true])
        #expect(bundle.rules[0].title == "Aha" && bundle.rules[0].statement == "s")
    }

    @Test("machine decodes states, transitions in document order, guards, assignments and emits")
    func machine() throws {
        let m = try #require(bundle.machine(id: "access"))
        #expect(m.product == "demo" && m.title == "Access" && m.initial == "Idle")
        #expect(m.context == ["retriesLeft": 1])
        #expect(
            m.events["checksum.mismatch"]
                == StimulusDeclaration(description: "bad", fault: true, data: ["reason": "string"]))
        #expect(m.states.map(\.name) == ["Idle", "Busy", "Failed"])
        let idle = try #require(m.state(named: "Idle"))
        #expect(
            idle.entry == ["e"] && idle.exit == ["x"] && idle.behaviour == ["b"]
                && idle.info.traces.map(\.value) == ["FEAT-ID-001"])
        let start = idle.on[0].transitions[0]
        #expect(start.emits == [EmittedEvent("started"), EmittedEvent("maybe", optional: true)])
        #expect(start.path == .success && start.target == "Busy")
        let busy = try #require(m.state(named: "Busy"))
        #expect(busy.on[0].event == "checksum.mismatch")
        #expect(busy.on[0].transitions.map(\.target) == ["Busy", "Failed"])
        let retry = busy.on[0].transitions[0]
        #expect(retry.guardExpression?.value == "retriesLeft > 0")
        #expect(retry.guardExpression?.origin.pointer == "/states/Busy/on/checksum.mismatch/0/guard")
        #expect(
            retry.assignments.map(\.field) == ["retriesLeft"]
                && retry.assignments[0].expression.value == "retriesLeft - 1")
        #expect(busy.on[0].transitions[1].path == .failure && busy.on[0].transitions[1].errorResponse == "e")
        #expect(m.state(named: "Failed")?.isFinal == true)
        #expect(m.info.traces.map(\.value) == ["JRN-P01"])
    }

    @Test("events keep the schema located and decode the declared conditions and each event's policy")
    func events() throws {
        let e = try #require(bundle.event(named: "started"))
        #expect(e.id == "EVT-STARTED" && e.trigger == "t")
        #expect(e.schemaPointer == "/events/0/schema")
        #expect(e.schema["required"]?.value == ["artwork_id"])
        #expect(e.schema.location.line == 3)
        #expect(
            e.policy
                == EventPolicy(
                    forbiddenContent: [.builtIn(.receipt), .builtIn(.signedURL)],
                    when: ["guest": ConditionRule(allowed: false, absent: ["user_id"])]))
        #expect(
            bundle.eventConditions.map(\.name) == ["guest"]
                && bundle.eventConditions.first?.description == "not signed in")
    }

    @Test("contracts decode local, api and cli entries")
    func contracts() throws {
        #expect(bundle.localContracts.map(\.requiredFields) == [["artwork_id"]])
        let api = try #require(bundle.apiEndpoints.first)
        #expect(api.method == .post && api.path == "/url" && api.caller == "app")
        #expect(api.input?.fields == [APIEndpoint.Field(name: "artwork_id", type: "uuid")] && api.input?.schema != nil)
        #expect(api.success.status == 200 && api.success.fields == [APIEndpoint.Field(name: "url", type: "string")])
        #expect(api.errors.map(\.code) == ["sign_in_required"] && api.errors[0].status == 403)
        #expect(bundle.cliCommands.map(\.command) == ["demo validate"] && bundle.cliCommands[0].refusals == ["r"])
    }

    @Test("modules decode must, mustNot, features ranges and cross-cutting rules")
    func modules() throws {
        let m = try #require(bundle.module(id: "MOD-IDENTITY"))
        #expect(m.uiBearing && m.owns == ["ids"] && m.persistence == ["p"])
        #expect(m.must.map(\.id) == ["MOD-IDENTITY-MUST-1"] && m.mustNot.map(\.id) == ["MOD-IDENTITY-MUSTNOT-1"])
        #expect(m.must[0].info.traces.map(\.value) == ["FEAT-ID-001"])
        #expect(m.features.map(\.value) == ["FEAT-ID-001 to FEAT-ID-003"])
        #expect(bundle.crossCuttingRules.map(\.appliesTo) == ["ui-bearing"])
    }

    @Test("traceability decodes matrices, claims, rows and readiness")
    func traceability() throws {
        let m = try #require(bundle.matrices.first)
        #expect(
            m.claims == [
                MatrixClaim(
                    id: "CLAIM-1", text: "three features", idKind: "feature", count: 3, scope: .in,
                    origin: m.claims[0].origin)
            ])
        #expect(
            m.rows[0].allReferences.map(\.value) == [
                "/prd/06 §6.4", "FEAT-ID-001 to FEAT-ID-003", "JRN-P01", "ADR-005",
            ])
        #expect(m.info.source?.section == "§9")
        #expect(bundle.readiness.map(\.text) == ["all green"])
    }

    @Test("feature items decode with derived IDs, verification and unverified parts; dependencies are references")
    func featureItems() throws {
        let f = try #require(bundle.feature(id: "FEAT-ID-002"))
        #expect(f.userStory == "As a player, I want to keep my progress")
        #expect(f.dependsOn.map(\.value) == ["FEAT-ID-001", "ADR-005"])
        #expect(f.items.map(\.id) == ["FEAT-ID-002.S1", "FEAT-ID-002.AC1", "FEAT-ID-002.S2"])
        #expect(f.items.map(\.type) == [.shall, .acceptance, .shall])
        #expect(
            f.items[1].verification == "scenario JRN-P01" && f.items[1].unverified == "the provider's consent screen")
        #expect(f.items[2].scope == .out && f.items[2].scopeReason == "roadmap")
        #expect(bundle.idIndex.definitions(of: "FEAT-ID-002.AC1").first?.kind == .featureItem)
    }

    @Test("an item ID that is not the derived one is an error naming the expected ID")
    func itemNumbering() {
        let features = """
            {"kind": "features", "version": 1, "product": "demo", "features": [
              {"id": "FEAT-ID-001", "title": "t", "scope": "in", "items": [
                {"id": "FEAT-ID-001.S1", "type": "shall", "text": "a"},
                {"id": "FEAT-ID-001.S3", "type": "shall", "text": "b"}]}]}
            """
        let result = SpecFixture.load(["product.json": SpecFixture.product(), "features.json": features])
        #expect(result.diagnostics.map(\.code) == ["spec.invalid-value"])
        #expect(result.diagnostics.first?.message.contains("should be \"FEAT-ID-001.S2\"") == true)
        #expect(result.diagnostics.first?.jsonPointer == "/features/0/items/1/id")
    }

    @Test("assumptions decode the question, readings, reading taken and the IDs affected")
    func assumptions() throws {
        let a = try #require(bundle.assumptions.first)
        #expect(a.id == "A-01" && a.title == "Merge order" && a.question.hasPrefix("the document"))
        #expect(a.readings == ["the newer wins", "a union"] && a.assumption == "a union")
        #expect(a.affects.map(\.value) == ["FEAT-ID-002.AC1"])
        #expect(bundle.references(to: "FEAT-ID-002.AC1").map(\.referrer.id) == ["A-01"])
    }

    @Test("an assumption without readings or with an empty reading taken is refused")
    func assumptionWithoutReadings() {
        let text = """
            {"kind": "assumptions", "version": 1, "product": "demo", "assumptions": [
              {"id": "A-01", "question": "q", "readings": [], "assumption": " "}]}
            """
        let result = SpecFixture.load(["product.json": SpecFixture.product(), "assumptions.json": text])
        #expect(result.diagnostics.map(\.code) == ["spec.invalid-value", "spec.invalid-value"])
    }

    @Test("limits decode bound, value, unit and step; a machine field bound to a limit starts at the limit's value")
    func limits() throws {
        let limit = try #require(bundle.limits.first)
        #expect(
            limit.id == "N-01" && limit.bound == .max && limit.value == 1 && limit.unit == "retries" && limit.step == 1)
        #expect(limit.phrase == "at most 1 retries")
        #expect(Limit.Probe.allCases.map { limit.value(at: $0) } == [0, 1, 2])
        #expect(Limit.Probe.allCases.map { Limit.Bound.min.allows($0) } == [false, true, true])
        #expect(Limit.Probe.allCases.map { Limit.Bound.below.allows($0) } == [true, false, false])
        var files = SpecFixture.allKinds
        files["machines/access.json"] = SpecFixture.machine.replacingOccurrences(
            of: #""context": {"retriesLeft": 1},"#,
            with: #""context": {"retriesLeft": 5}, "limits": {"retriesLeft": "N-01"},"#)
        let bound = SpecFixture.load(files).catalog.bundles[0]
        #expect(bound.machine(id: "access")?.context["retriesLeft"] == .int(1))
        #expect(bound.references(to: "N-01").map(\.field).contains("limits"))
    }

    @Test("a limit's step must be positive")
    func limitStep() {
        let text = """
            {"kind": "limits", "version": 1, "product": "demo", "limits": [
              {"id": "N-01", "title": "t", "bound": "min", "value": 6, "unit": "characters", "step": 0}]}
            """
        let result = SpecFixture.load(["product.json": SpecFixture.product(), "limits.json": text])
        #expect(result.diagnostics.map(\.code) == ["spec.invalid-value"])
    }
}
