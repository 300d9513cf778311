extension SpecDecoder {
    func decodeFeature(_ r: ObjectReader) -> Feature? {
        guard let id = r.string("id") else { return nil }
        let scope = r.enumValue("scope", Scope.self)
        let scopeReason = r.nullableString("scopeReason")
        checkScopeReason(r, scope: scope, reason: scopeReason)
        var numbers: [FeatureItem.ItemType: Int] = [:]
        let items = r.objects("items", .featureItem) { item -> FeatureItem? in
            decodeFeatureItem(item, feature: id, numbers: &numbers)
        }
        return Feature(
            id: id, title: r.string("title") ?? "", area: r.string("area"), modules: r.locatedStrings("modules"),
            scope: scope ?? .in, scopeReason: scopeReason, priority: r.string("priority"),
            description: r.string("description"), deprecated: r.bool("deprecated") ?? false,
            userStory: r.string("userStory"), dependsOn: r.locatedStrings("dependsOn"), items: items,
            verification: r.string("verification"), unverified: r.string("unverified"), info: r.info(),
            origin: r.origin)
    }

    /// An item's ID must be the derived one: items are numbered per type in document order.
    private func decodeFeatureItem(_ r: ObjectReader, feature: String, numbers: inout [FeatureItem.ItemType: Int])
        -> FeatureItem?
    {
        guard let id = r.string("id"), let type = r.enumValue("type", FeatureItem.ItemType.self) else { return nil }
        let number = (numbers[type] ?? 0) + 1
        numbers[type] = number
        let expected = FeatureItem.derivedID(feature: feature, type: type, number: number)
        if id != expected, let node = r.value("id") {
            sink.error(
                .invalidValue,
                "item id \"\(id)\" should be \"\(expected)\": the \(type.rawValue) items of \(feature) are numbered in document order",
                at: node.node.location, pointer: node.pointer)
        }
        let scope = r.enumValue("scope", Scope.self)
        let scopeReason = r.nullableString("scopeReason")
        checkScopeReason(r, scope: scope, reason: scopeReason)
        return FeatureItem(
            id: id, type: type, text: r.string("text") ?? "", scope: scope ?? .in, scopeReason: scopeReason,
            verification: r.string("verification"), unverified: r.string("unverified"), info: r.info(), origin: r.origin
        )
    }

    func decodeJourney(_ r: ObjectReader) -> Journey? {
        guard let id = r.string("id") else { return nil }
        let scope = r.enumValue("scope", Scope.self)
        let scopeReason = r.nullableString("scopeReason")
        checkScopeReason(r, scope: scope, reason: scopeReason)
        return Journey(
            id: id, title: r.string("title") ?? "", type: r.enumValue("type", Journey.JourneyType.self) ?? .primary,
            scope: scope ?? .in, scopeReason: scopeReason, trigger: r.string("trigger"), outcome: r.string("outcome"),
            recovery: r.string("recovery"), steps: r.objects("steps", .journeyStep, decodeStep),
            features: r.locatedStrings("features"), decisions: r.objects("decisions", .journeyDecision, decodeDecision),
            info: r.info(), origin: r.origin)
    }

    private func decodeStep(_ r: ObjectReader) -> JourneyStep? {
        guard let id = r.string("id") else { return nil }
        return JourneyStep(
            id: id, userDoes: r.string("userDoes"), userSees: r.string("userSees"),
            features: r.locatedStrings("features"),
            ui: r.locatedStrings("ui"), info: r.info(), origin: r.origin)
    }

    private func decodeDecision(_ r: ObjectReader) -> JourneyDecision? {
        guard let id = r.string("id") else { return nil }
        let outcomes = r.objects("outcomes", .decisionOutcome) { o -> JourneyDecision.Outcome? in
            guard let next = o.located("next") else { return nil }
            return JourneyDecision.Outcome(answer: o.string("answer") ?? "", next: next, origin: o.origin)
        }
        return JourneyDecision(
            id: id, question: r.string("question") ?? "", outcomes: outcomes, info: r.info(), origin: r.origin)
    }

    func decodeSurface(_ r: ObjectReader) -> Surface? {
        guard let id = r.string("id") else { return nil }
        return Surface(
            id: id, name: r.string("name") ?? "", description: r.string("description"), info: r.info(), origin: r.origin
        )
    }

    /// `scopeReason` is required when `scope` is `out`.
    private func checkScopeReason(_ r: ObjectReader, scope: Scope?, reason: String?) {
        guard scope == .out, reason == nil, !r.has("scopeReason") || isNull(r, "scopeReason") else { return }
        sink.error(
            .missingKey, "missing key \"scopeReason\" in \(r.spec.name): required when \"scope\" is \"out\"",
            at: r.node.location, pointer: r.pointer)
    }

    private func isNull(_ r: ObjectReader, _ key: String) -> Bool {
        if let v = r.value(key), case .null = v.node.kind { return true }
        return false
    }
}
