import SpecModel

/// The key tables of the accepted-changes file.
extension KeySpec {
    static let acceptedChangesFile = KeySpec(
        "accepted-changes", required: envelopeRequired + ["accepted"], optional: envelopeOptional)
    static let acceptedChange = KeySpec(
        "acceptedChange", required: ["rule", "id", "reason", "owner", "expires"], optional: ["arguments"])
}
