/// The contents of a `modules` file.
package struct ModulesFile: Sendable, Hashable {
    package var crossCutting: [CrossCuttingRule]
    package var modules: [Module]

    package init(crossCutting: [CrossCuttingRule] = [], modules: [Module] = []) {
        self.crossCutting = crossCutting
        self.modules = modules
    }
}

/// A spec module (`MOD-IDENTITY`): what it owns, must do, must not do.
package struct Module: Hashable, Sendable {
    package var id: String
    package var name: String
    package var uiBearing: Bool
    package var owns: [String]
    package var must: [ModuleRule]
    package var mustNot: [ModuleRule]
    package var inputs: [String]
    package var outputs: [String]
    package var persistence: [String]
    /// Feature references as written (IDs or ranges).
    package var features: [Located<String>]
    package var info: ElementInfo
    package var origin: Origin

    package init(
        id: String, name: String, uiBearing: Bool = false, owns: [String] = [], must: [ModuleRule] = [],
        mustNot: [ModuleRule] = [], inputs: [String] = [], outputs: [String] = [], persistence: [String] = [],
        features: [Located<String>] = [], info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.id = id
        self.name = name
        self.uiBearing = uiBearing
        self.owns = owns
        self.must = must
        self.mustNot = mustNot
        self.inputs = inputs
        self.outputs = outputs
        self.persistence = persistence
        self.features = features
        self.info = info
        self.origin = origin
    }
}

/// A `must` or `mustNot` rule of a module (`MOD-IDENTITY-MUST-1`).
package struct ModuleRule: Hashable, Sendable {
    package var id: String
    package var text: String
    package var info: ElementInfo
    package var origin: Origin

    package init(id: String, text: String, info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()) {
        self.id = id
        self.text = text
        self.info = info
        self.origin = origin
    }
}

/// A rule that applies across modules (`MOD-XC-MUSTNOT-1`).
package struct CrossCuttingRule: Hashable, Sendable {
    package var id: String
    package var text: String
    /// Which modules the rule applies to, as written (`ui-bearing`).
    package var appliesTo: String?
    package var info: ElementInfo
    package var origin: Origin

    package init(
        id: String, text: String, appliesTo: String? = nil, info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.text = text
        self.appliesTo = appliesTo
        self.info = info
        self.origin = origin
    }
}
