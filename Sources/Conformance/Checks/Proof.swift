/// One ID a passing check proved through an assertion, with the assertion's claim in words.
package struct Proof: Hashable, Sendable {
    package var id: String
    package var claim: String

    package init(id: String, claim: String) {
        self.id = id
        self.claim = claim
    }
}
