/// The keys one JSON object of the format may and must have.
///
/// Decoders report unknown and missing keys from this table, and `Spec/schema/*.schema.json` declares the same
/// object under `$defs/<name>`; a test keeps the two in step.
package struct KeySpec: Hashable, Sendable {
    /// The object's name, also its `$defs` name in the kind's schema (`feature`, `transition`).
    package let name: String
    package let required: [String]
    package let optional: [String]
    /// Whether keys outside the table are rejected (`additionalProperties: false`).
    package let closed: Bool
    /// Keys the format reserves for a later version: rejected with `spec.reserved-key` instead of `spec.unknown-key`.
    package let reserved: [String]

    package init(
        _ name: String, required: [String] = [], optional: [String] = [], reserved: [String] = [], closed: Bool = true
    ) {
        self.name = name
        self.required = required
        self.optional = optional
        self.reserved = reserved
        self.closed = closed
    }

    /// Every allowed key, required first, in table order.
    package var allowed: [String] { required + optional }

    package func allows(_ key: String) -> Bool { required.contains(key) || optional.contains(key) }

    /// The envelope keys of every file.
    package static let envelopeRequired = ["kind", "version", "product"]
    package static let envelopeOptional = ["$schema"]
    /// The shared element fields.
    static let info = ["source", "traces", "notes", "formerIds"]

    /// A top-level object of a kind: the envelope plus the kind's own keys.
    static func file(_ kind: SpecKind, required: [String] = [], optional: [String] = []) -> KeySpec {
        KeySpec(kind.rawValue, required: envelopeRequired + required, optional: envelopeOptional + optional)
    }

    /// An element with the shared fields.
    static func element(_ name: String, required: [String], optional: [String] = [], reserved: [String] = []) -> KeySpec
    {
        KeySpec(name, required: required, optional: optional + info, reserved: reserved)
    }
}
