/// One traceable statement under a feature: a SHALL statement or an acceptance criterion (`FR-1.1.S1`, `FR-1.1.AC3`).
///
/// Items are numbered per type in document order, so their IDs are derived: `<feature ID>.S<n>` for `shall`,
/// `<feature ID>.AC<n>` for `acceptance`. A feature's status may roll up from its items (a policy `rollups` entry
/// with `"mode": "status"`).
package struct FeatureItem: Hashable, Sendable {
    /// What the item is in the document.
    package enum ItemType: String, CaseIterable, Codable, Sendable {
        /// A requirement statement ("The system SHALL …").
        case shall
        /// An acceptance criterion.
        case acceptance

        /// The ID suffix letter(s): `S`, `AC`.
        package var suffix: String { self == .shall ? "S" : "AC" }
    }

    package var id: String
    package var type: ItemType
    /// The statement as the document writes it.
    package var text: String
    /// `out` when the item is kept for the record only (the reason in `scopeReason`); inherits the feature's `out`.
    package var scope: Scope
    package var scopeReason: String?
    /// How the item is verified, in words: shown in every report next to its status.
    package var verification: String?
    /// The part of the item no check here can verify (delivery by an outside service, wording): when set, the item
    /// is at best `partial`, with this named, however much evidence it has.
    package var unverified: String?
    package var info: ElementInfo
    package var origin: Origin

    package init(
        id: String, type: ItemType, text: String, scope: Scope = .in, scopeReason: String? = nil,
        verification: String? = nil,
        unverified: String? = nil, info: ElementInfo = ElementInfo(), origin: Origin = .synthetic()
    ) {
        self.id = id
        self.type = type
        self.text = text
        self.scope = scope
        self.scopeReason = scopeReason
        self.verification = verification
        self.unverified = unverified
        self.info = info
        self.origin = origin
    }

    /// The derived ID of the `number`th item of `type` (from 1) under `feature`.
    package static func derivedID(feature: String, type: ItemType, number: Int) -> String {
        "\(feature).\(type.suffix)\(number)"
    }
}
