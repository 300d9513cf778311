import Conformance
import EventSchema
import SpecConformTestSupport
import SpecModel
import Testing

/// A rule check reads its thresholds, counts and timings from the spec's `parameters` through `RuleContext`, so a
/// spec change reaches the check; a parameter that is missing or of the wrong type fails the check, naming the rule
/// and the key.
@Suite struct RuleParameterTests {
    /// Runs `body` as TOY-RULE-01's check through the runner, on the toy spec or on `bundle`.
    func run(on bundle: SpecBundle? = nil, _ body: @escaping @Sendable (RuleContext) throws -> Void) throws
        -> CheckResult
    {
        var rules = RuleCheckRegistry()
        rules.register(product: "toy", RuleCheck.observing("TOY-RULE-01", title: "reads parameters", body))
        let run = ConformanceRunner(subjects: SubjectRegistry(), rules: rules).run(
            try bundle ?? ToyFixture.bundle(), scenarios: [])
        return try #require(run.checks.first { $0.id == "rule:TOY-RULE-01" })
    }

    /// The toy "implementation" constant the negative control compares with the spec: what the machine charges.
    static let implementedPrice = 2

    @Test("TOY-RULE-01 the runner hands a rule check the spec's parameters, typed")
    func typedReaders() throws {
        let result = try run { context in
            try expectEqual(context.parameter("TOY-RULE-01", "price"), .int(2), "raw price")
            try expectEqual(try context.int("TOY-RULE-01", "minCredit"), 0, "minCredit")
            try expectEqual(try context.double("TOY-RULE-01", "coinValue"), 0.5, "coinValue")
            try expectEqual(try context.double("TOY-RULE-01", "price"), 2, "price as a number")
            try expectEqual(try context.string("TOY-RULE-01", "currency"), "EUR", "currency")
            try expectEqual(try context.bool("TOY-RULE-01", "exactChange"), true, "exactChange")
            try expectEqual(try context.list("TOY-RULE-01", "coins"), ["0.5", "1", "2"], "coins")
            try expectEqual(try context.duration("TOY-RULE-01", "refundWindowSeconds"), .seconds(30), "refund window")
            try expectEqual(try context.duration("TOY-RULE-01", "jamClearMs"), .milliseconds(250), "jam clearing")
            try expect(
                context.parameter("TOY-RULE-01", "nope") == nil && context.parameter("TOY-RULE-99", "price") == nil,
                "absent reads are nil")
            try expectEqual(context.ruleIDs, ["TOY-RULE-01"], "rule IDs")
            try expectEqual(
                context.rule("TOY-RULE-01")?.statement.hasPrefix("credit never goes negative"), true, "the rule")
        }
        #expect(result.status == .passed, "\(result.message ?? "")")
    }

    @Test("TOY-RULE-01 a missing parameter fails the check, naming the rule and the key, with did you mean")
    func missingParameterFails() throws {
        let result = try run { context in _ = try context.int("TOY-RULE-01", "minCreditt") }
        #expect(result.status == .failed)
        #expect(
            result.message == """
                rule TOY-RULE-01 has no parameter "minCreditt" (it has coinValue, coins, currency, delay, exactChange, jamClearMs, \
                minCredit, price, refundWindowSeconds); did you mean "minCredit"?
                """)
    }

    @Test("a check reading a rule the spec does not define fails, with did you mean")
    func missingRuleFails() throws {
        let result = try run { context in _ = try context.int("TOY-RULE-1", "price") }
        #expect(result.status == .failed)
        #expect(
            result.message
                == "the check reads rule TOY-RULE-1, which the spec does not define; did you mean \"TOY-RULE-01\"?")
    }

    @Test(
        "TOY-RULE-01 a parameter of the wrong type fails the check, naming the rule, the key and what it is",
        arguments: [
            ("int", "coinValue", #"rule TOY-RULE-01 parameter "coinValue" is a number (0.5), not an integer"#),
            ("int", "currency", #"rule TOY-RULE-01 parameter "currency" is a string ("EUR"), not an integer"#),
            ("double", "exactChange", #"rule TOY-RULE-01 parameter "exactChange" is a boolean (true), not a number"#),
            ("string", "price", #"rule TOY-RULE-01 parameter "price" is an integer (2), not a string"#),
            ("bool", "currency", #"rule TOY-RULE-01 parameter "currency" is a string ("EUR"), not a boolean"#),
            (
                "duration", "currency",
                #"rule TOY-RULE-01 parameter "currency" is read as a duration, but its key names no unit (end it in Milliseconds, Seconds, Minutes, Millis, Hours, Days, Ms)"#
            ),
            (
                "duration", "delay",
                #"rule TOY-RULE-01 parameter "delay" is read as a duration, but its key names no unit (end it in Milliseconds, Seconds, Minutes, Millis, Hours, Days, Ms)"#
            ),
        ])
    func wrongTypeFails(_ reader: String, _ key: String, _ message: String) throws {
        let result = try run { context in
            switch reader {
            case "int": _ = try context.int("TOY-RULE-01", key)
            case "double": _ = try context.double("TOY-RULE-01", key)
            case "string": _ = try context.string("TOY-RULE-01", key)
            case "bool": _ = try context.bool("TOY-RULE-01", key)
            default: _ = try context.duration("TOY-RULE-01", key)
            }
        }
        #expect(result.status == .failed)
        #expect(result.message == message)
    }

    @Test("TOY-RULE-01 a negative duration fails the check")
    func negativeDurationFails() throws {
        var bundle = try ToyFixture.bundle()
        bundle.rules[0].parameters["refundWindowSeconds"] = .int(-1)
        let result = try run(on: bundle) { context in _ = try context.duration("TOY-RULE-01", "refundWindowSeconds") }
        #expect(
            result.message
                == #"rule TOY-RULE-01 parameter "refundWindowSeconds" is an integer (-1), not a non-negative number"#)
    }

    @Test(
        "TOY-RULE-01 a spec change reaches the check: the same check fails once the spec's value differs from the implementation's"
    )
    func specChangeReachesCheck() throws {
        let check: @Sendable (RuleContext) throws -> Void = { context in
            try expectEqual(
                Self.implementedPrice, try context.int("TOY-RULE-01", "price"), "the price the machine charges")
        }
        #expect(try run(check).status == .passed)
        var changed = try ToyFixture.bundle()
        changed.rules[0].parameters["price"] = .int(3)
        let result = try run(on: changed, check)
        #expect(result.status == .failed)
        #expect(result.message == "the price the machine charges was 2, not 3")
    }

    @Test("a context built from a bundle carries its rules; one built from a catalogue alone has none")
    func contextFromBundle() throws {
        let bundle = try ToyFixture.bundle()
        #expect(RuleContext(bundle: bundle).ruleIDs == ["TOY-RULE-01"])
        #expect(RuleContext(bundle: bundle).eventNames == ["coin_inserted", "item_vended", "refund_issued"])
        #expect(RuleContext(catalog: EventCatalog(bundle)).ruleIDs.isEmpty)
    }
}
