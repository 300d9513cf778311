import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

/// The check kit: what a product's rule checks and subjects are written with.
@Suite struct CheckKitTests {
    func run(_ check: RuleCheck) throws -> CheckResult { try RuleCheckTests().run(check) }

    @Test("an expecting check passes when every expectation holds, and proves what it claims")
    func expectingPasses() throws {
        let check = RuleCheck.expecting("TOY-RULE-01", covers: ["TOY-FEAT-002"], proves: [.recovery], title: "holds") {
            try expect(1 + 1 == 2, "arithmetic")
            try expectEqual("a", "a", "the letter", proves: "TOY-FEAT-002")
        }
        let result = try run(check)
        #expect(result.status == .passed)
        #expect(result.evidence.contains(Evidence(id: "TOY-FEAT-002", kind: .recovery)))
    }

    @Test("the first broken expectation fails the check with its message; later ones do not run")
    func firstBrokenExpectationFails() throws {
        let check = RuleCheck.expecting("TOY-RULE-01", title: "breaks") {
            try expectEqual(3, 4, "the credit")
            try expect(false, "never reached")
        }
        let result = try run(check)
        #expect(result.status == .failed)
        #expect(result.message == "the credit was 3, not 4")
    }

    @Test("an observing check holds emitted events to the spec's catalogue")
    func observingHoldsEventsToTheCatalogue() throws {
        let good = RuleCheck.observing("TOY-RULE-01", title: "declared") { context in
            try context.expectConforming([ObservedEvent(name: "coin_inserted", payload: .object(["credit": .int(2)]))])
        }
        #expect(try run(good).status == .passed)
        let bad = RuleCheck.observing("TOY-RULE-01", title: "undeclared") { context in
            try context.expectConforming([ObservedEvent(name: "streak_extended", payload: .object([:]))])
        }
        let result = try run(bad)
        #expect(result.status == .failed)
        #expect(result.message?.contains("streak_extended") == true)
    }

    @Test("an error other than a broken expectation fails the check with its description")
    func otherErrorsFail() throws {
        struct Broken: Error, CustomStringConvertible { var description: String { "the adapter broke" } }
        let result = try run(RuleCheck.expecting("TOY-RULE-01", title: "throws") { throw Broken() })
        #expect(result.status == .failed)
        #expect(result.message == "the adapter broke")
    }

    @Test("caught returns the error a refused call throws, nil when it succeeds")
    func caughtErrors() {
        struct Refused: Error, Equatable {}
        #expect(caught { () throws(Refused) in throw Refused() } == Refused())
        #expect(caught { () throws(Refused) in } == nil)
    }

    @Test("the seeded generator reproduces its sequence and stays below its bound")
    func seededGenerator() {
        var a = SeededGenerator(seed: 7)
        var b = SeededGenerator(seed: 7)
        var c = SeededGenerator(seed: 8)
        let first = (0..<5).map { _ in a.next() }
        #expect(first == (0..<5).map { _ in b.next() })
        #expect(first != (0..<5).map { _ in c.next() })
        #expect((0..<100).allSatisfy { _ in a.below(3) < 3 })
    }

    @Test("a context reader reads one machine's fields and refuses a value the adapter cannot set up")
    func contextReader() {
        let context: JSONValue = .object([
            "m": .object(["n": .int(2), "on": .bool(true), "s": .string("x")]), "other": .object(["n": .int(9)]),
        ])
        let reader = ContextReader(context, machine: "m")
        #expect(reader.int("n") == 2)
        #expect(reader.bool("on") == true)
        #expect(reader.string("s") == "x")
        #expect(reader.int("missing") == nil)
        #expect((try? reader.require("n", equals: .int(2), because: "fixed")) != nil)
        #expect(throws: SubjectError.self) { try reader.require("n", equals: .int(3), because: "fixed at 3") }
    }

    @Test("a log mark yields only what was appended after it")
    func logMark() {
        var log = ["a", "b"]
        let mark = LogMark(log)
        #expect(mark.since(log).isEmpty)
        log += ["c", "d"]
        #expect(Array(mark.since(log)) == ["c", "d"])
        #expect(mark.since(["a"]).isEmpty)
    }
}
