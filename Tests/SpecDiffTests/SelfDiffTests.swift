import SpecDiff
import SpecModel
import Testing

/// Whitespace and key order never produce a change: the model is compared, not the text.
@Suite struct SelfDiffTests {
    @Test("the bundled spec diffed against itself has no findings")
    func selfDiff() {
        let findings = SpecDiffer().diff(base: OchreSpec.baseSide, revision: OchreSpec.baseSide)
        #expect(findings.isEmpty)
    }

    @Test("a reformatted copy (other indentation, sorted keys) has no findings")
    func reformatted() {
        let copy = OchreSpec.original
        #expect(copy.serialized != OchreSpec.bytes, "the copy must differ textually")
        #expect(diffOchre(impact: true, copy).isEmpty)
    }

    @Test("guards compare without insignificant whitespace, but a changed operand is a change")
    func guardWhitespace() {
        var spaced = OchreSpec.original
        spaced.edit("machines/publication.json", "states", "Previewed", "on", "publish.requested", "0", "guard") {
            $0 = "reviewApproved   &&\tchecksumMatches"
        }
        #expect(diffOchre(spaced).isEmpty)
        var changed = OchreSpec.original
        changed.edit("machines/publication.json", "states", "Previewed", "on", "publish.requested", "0", "guard") {
            $0 = "reviewApproved && !checksumMatches"
        }
        #expect(diffOchre(changed).map(\.rule) == ["machine.guard-changed"])
    }

    @Test("a declared rename is one finding, an undeclared one is a removal plus an addition")
    func renameDeclaredOrNot() {
        var declared = OchreSpec.original
        declared.edit("features.json", "features", "FEAT-ID-003") { f in
            f = .object(
                (f.objectValue ?? [:]).merging(["id": "FEAT-ID-009", "formerIds": ["FEAT-ID-003"]]) { _, n in n })
        }
        #expect(diffOchre(declared).map(\.rule) == ["feature.renumbered"])
        var silent = OchreSpec.original
        silent.edit("features.json", "features", "FEAT-ID-003", "id") { $0 = "FEAT-ID-009" }
        #expect(diffOchre(silent).map(\.rule).sorted() == ["feature.added", "feature.removed"])
    }

    @Test("a state removal claims its own transitions")
    func stateRemovalClaimsTransitions() {
        var spec = OchreSpec.original
        spec.remove("machines/publication.json", "states", "ChangesRequested")
        let rules = diffOchre(spec).map(\.rule)
        #expect(rules == ["machine.state-removed"], "content.revised from ChangesRequested is not reported again")
    }
}
