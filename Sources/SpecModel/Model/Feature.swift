/// A feature record (`FEAT-ID-001`).
public struct Feature: Hashable, Sendable {
    public var id: String
    public var title: String
    /// The feature area (`ID`), as written.
    public var area: String?
    /// Module references as written.
    public var modules: [Located<String>]
    public var scope: Scope
    /// The document's reason when `scope` is `out`.
    public var scopeReason: String?
    /// The priority as written (`P0`).
    public var priority: String?
    public var description: String?
    public var deprecated: Bool
    /// The user story, as written.
    public var userStory: String?
    /// What the feature depends on, as written: IDs of other features (checked like every reference) or external
    /// references (`Supabase Auth`, matched by the product's `externalPatterns`).
    public var dependsOn: [Located<String>]
    /// Its SHALL statements and acceptance criteria, in document order.
    public var items: [FeatureItem]
    /// How the feature is verified, in words, when it has no items (a feature with items says it per item).
    public var verification: String?
    /// The part no check here verifies: a feature without items is then at best `partial`, the part named.
    public var unverified: String?
    public var info: ElementInfo
    public var origin: Origin

    public init(
        id: String, title: String, area: String? = nil, modules: [Located<String>] = [], scope: Scope = .in,
        scopeReason: String? = nil, priority: String? = nil, description: String? = nil, deprecated: Bool = false,
        userStory: String? = nil, dependsOn: [Located<String>] = [], items: [FeatureItem] = [],
        verification: String? = nil, unverified: String? = nil, info: ElementInfo = ElementInfo(),
        origin: Origin = .synthetic()
    ) {
        self.id = id
        self.title = title
        self.area = area
        self.modules = modules
        self.scope = scope
        self.scopeReason = scopeReason
        self.priority = priority
        self.description = description
        self.deprecated = deprecated
        self.userStory = userStory
        self.dependsOn = dependsOn
        self.items = items
        self.verification = verification
        self.unverified = unverified
        self.info = info
        self.origin = origin
    }
}
