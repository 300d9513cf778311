/// One ID a passing check proved through an assertion, with the assertion's claim in words.
public struct Proof: Hashable, Sendable {
    public var id: String
    public var claim: String

    public init(id: String, claim: String) {
        self.id = id
        self.claim = claim
    }
}
