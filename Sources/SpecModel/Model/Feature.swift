/// A feature record (`FEAT-ID-001`).
package struct Feature: Hashable, Sendable {
    package var id: String
    package var title: String
    /// The feature area (`ID`), as written.
    package var area: String?
    /// Module references as written.
    package var modules: [Located<String>]
    package var scope: Scope
    /// The document's reason when `scope` is `out`.
    package var scopeReason: String?
    /// The priority as written (`P0`).
    package var priority: String?
    package var description: String?
    package var deprecated: Bool
    /// The user story, as written.
    package var userStory: String?
    /// What the feature depends on, as written: IDs of other features (checked like every reference) or external
    /// references (`Supabase Auth`, matched by the product's `externalPatterns`).
    package var dependsOn: [Located<String>]
    /// Its SHALL statements and acceptance criteria, in document order.
    package var items: [FeatureItem]
    /// How the feature is verified, in words, when it has no items (a feature with items says it per item).
    package var verification: String?
    /// The part no check here verifies: a feature without items is then at best `partial`, the part named.
    package var unverified: String?
    package var info: ElementInfo
    package var origin: Origin

    package init(
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
