/// The contents of a `modules` file.
public struct ModulesFile: Sendable, Hashable {
    public var crossCutting: [CrossCuttingRule]
    public var modules: [Module]

    public init(crossCutting: [CrossCuttingRule] = [], modules: [Module] = []) {
        self.crossCutting = crossCutting
        self.modules = modules
    }
}

/// A spec module (`MOD-IDENTITY`): what it owns, must do, must not do.
public struct Module: Hashable, Sendable {
    public var id: String
    public var name: String
    public var uiBearing: Bool
    public var owns: [String]
    public var must: [ModuleRule]
    public var mustNot: [ModuleRule]
    public var inputs: [String]
    public var outputs: [String]
    public var persistence: [String]
    /// Feature references as written (IDs or ranges).
    public var features: [Located<String>]
    public var info: ElementInfo
    public var origin: Origin

    public init(
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
public struct ModuleRule: Hashable, Sendable {
    public var id: String
    public var text: String
    public var info: ElementInfo
    public var origin: Origin

    public init(id: String, text: String, info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()) {
        self.id = id
        self.text = text
        self.info = info
        self.origin = origin
    }
}

/// A rule that applies across modules (`MOD-XC-MUSTNOT-1`).
public struct CrossCuttingRule: Hashable, Sendable {
    public var id: String
    public var text: String
    /// Which modules the rule applies to, as written (`ui-bearing`).
    public var appliesTo: String?
    public var info: ElementInfo
    public var origin: Origin

    public init(
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
