import Conformance
import SpecConformTestSupport
import SpecModel
import Testing

/// Every parameter a rule check reads is recorded; a behavioural parameter no check reads is reported
/// (`check.unread-parameter`); the check kit probes a bound on both sides and a list against the implementation's
/// vocabulary; rule checks read limits instead of copying them.
@Suite struct RuleParameterReadTests {
    static let rules = """
        {"kind": "rules", "version": 1, "product": "acct", "rules": [
          {"id": "RULE-BUDGET", "statement": "failures in the window trip the budget",
           "parameters": {"windowMinutes": 15, "errorRatePercent": 2, "wording": "the budget trips", "wear": "FN, MW, FT"},
           "unread": {"wording": "words for the reader"}}]}
        """

    static func bundle(rules: String = Self.rules) throws -> SpecBundle {
        var texts = ToyLimits.texts
        texts["rules.json"] = rules
        let loaded = SpecLoader.loadBundle(product: "acct", texts: texts)
        #expect(loaded.diagnostics.map(\.message) == [])
        return try #require(loaded.catalog.bundle("acct"))
    }

    /// Runs `body` as RULE-BUDGET's check on `bundle`.
    static func run(_ bundle: SpecBundle, _ body: @escaping @Sendable (RuleContext) throws -> Void) throws
        -> (CheckResult, ConformanceRun)
    {
        var rules = RuleCheckRegistry()
        rules.register(product: "acct", RuleCheck.observing("RULE-BUDGET", title: "the budget", body))
        let run = ConformanceRunner(subjects: SubjectRegistry(), rules: rules).run(bundle, scenarios: [])
        return (try #require(run.checks.first { $0.id == "rule:RULE-BUDGET" }), run)
    }

    /// The implementation under test: a failure counts while it is younger than 900 s.
    static func counts(ageSeconds: Double) -> Bool { ageSeconds < 900 }

    @Test(
        "negative control: a parameter no check reads is reported, located at its value; read and unread ones are not")
    func unreadReported() throws {
        let bundle = try Self.bundle()
        let (check, run) = try Self.run(bundle) { context in
            try expect(try context.int("RULE-BUDGET", "errorRatePercent") == 2, "the rate")
        }
        #expect(check.status == .passed)
        #expect(check.reads == ["RULE-BUDGET/errorRatePercent"])
        #expect(
            UnreadParameters.find(in: bundle, checks: run.checks).map(\.text) == [
                "RULE-BUDGET/wear", "RULE-BUDGET/windowMinutes",
            ])
        let diagnostics = UnreadParameters.diagnostics(in: bundle, checks: run.checks)
        #expect(diagnostics.map(\.code) == ["check.unread-parameter", "check.unread-parameter"])
        #expect(
            diagnostics[1].message
                == "rule RULE-BUDGET parameter \"windowMinutes\" (15) is read by no check, so a change to it reaches nothing; read it in a rule check (RuleContext) or declare it unread with the reason"
        )
        #expect(
            diagnostics[1].file == "Spec/acct/rules.json"
                && diagnostics[1].jsonPointer == "/rules/0/parameters/windowMinutes")
        #expect(diagnostics[1].location?.line == 3)
    }

    @Test("a read is recorded whether the check passes or fails")
    func readsOfFailingCheck() throws {
        let (check, _) = try Self.run(try Self.bundle()) { context in
            _ = try context.list("RULE-BUDGET", "wear")
            _ = context.parameter("RULE-BUDGET", "windowMinutes")
            throw RuleFailure("broken")
        }
        #expect(check.status == .failed)
        #expect(check.reads == ["RULE-BUDGET/wear", "RULE-BUDGET/windowMinutes"])
    }

    @Test("expectBound probes a window one second either side of its edge, converted from minutes")
    func boundProbes() throws {
        let bundle = try Self.bundle()
        let probed = try Self.run(bundle) { context in
            let probes = try context.boundProbes("RULE-BUDGET", "windowMinutes", in: .seconds, step: 1)
            try expect(probes.map(\.value) == [899, 900, 901], "the probes: \(probes.map(\.value))")
            let own = try context.boundProbes("RULE-BUDGET", "windowMinutes", in: .seconds)
            try expect(own.map(\.value) == [840, 900, 960], "the parameter's own step: \(own.map(\.value))")
        }.0
        #expect(probed.status == .passed, "\(probed.message ?? "")")
        let coarse = try Self.run(bundle) { context in
            _ = try context.boundProbes("RULE-BUDGET", "windowMinutes", in: .seconds, step: 120)
        }.0
        #expect(
            coarse.message
                == "rule RULE-BUDGET parameter \"windowMinutes\" is probed 120 from its value, coarser than its own step 60 (or not positive); it could not tell the value from its neighbours"
        )
        let unitless = try Self.run(bundle) { context in
            _ = try context.boundProbes("RULE-BUDGET", "errorRatePercent", in: .seconds)
        }.0
        #expect(
            unitless.message
                == "rule RULE-BUDGET parameter \"errorRatePercent\" is read in seconds, but its key names no unit (end it in Seconds)"
        )
    }

    /// The window parameter shifted by one step (the `shift-parameter` mutant), as a bundle.
    static func shifted(_ minutes: Int) throws -> SpecBundle {
        try bundle(
            rules: rules.replacingOccurrences(of: #""windowMinutes": 15"#, with: #""windowMinutes": \#(minutes)"#))
    }

    @Test(
        "negative control: a window probed 120 s past and 1 s inside passes at 14 minutes; probed on both sides it fails"
    )
    func oneSidedProbeMissesShift() throws {
        for minutes in [14, 16] {
            let mutated = try Self.shifted(minutes)
            // The old way: far past the window and one second inside it. 14 and 15 minutes look alike.
            let oneSided = try Self.run(mutated) { context in
                let window = Double(try context.int("RULE-BUDGET", "windowMinutes")) * 60
                try expect(!Self.counts(ageSeconds: window + 120), "an old failure counted")
                try expect(Self.counts(ageSeconds: window - 1), "a recent failure did not count")
            }.0
            #expect((oneSided.status == .passed) == (minutes == 14), "\(minutes): \(oneSided.status)")
            let bothSides = try Self.run(mutated) { context in
                try context.expectBound(
                    "RULE-BUDGET", "windowMinutes", .below, in: .seconds, step: 1,
                    "a failure counts while it is younger than the window"
                ) { age in Self.counts(ageSeconds: age) }
            }.0
            #expect(bothSides.status == .failed, "\(minutes)")
        }
        let unchanged = try Self.run(try Self.bundle()) { context in
            try context.expectBound(
                "RULE-BUDGET", "windowMinutes", .below, in: .seconds, step: 1,
                "a failure counts while it is younger than the window", proves: ["RULE-BUDGET"]
            ) { age in Self.counts(ageSeconds: age) }
        }.0
        #expect(unchanged.status == .passed, "\(unchanged.message ?? "")")
        #expect(
            unchanged.proofs.map(\.claim) == [
                "a failure counts while it is younger than the window (RULE-BUDGET windowMinutes: 899 seconds allowed, 900 seconds refused, 901 seconds refused)"
            ])
    }

    /// The implementation's wear codes: it accepts FN, MW and FT, and knows BS too, which it refuses.
    static let implementationWear = ["FN", "MW", "FT", "BS"]
    static func accepts(_ wear: String) -> Bool { ["FN", "MW", "FT"].contains(wear) }

    @Test("negative control: a value dropped from a list is refused by the spec but accepted by the implementation")
    func droppedListValue() throws {
        let dropped = try Self.bundle(rules: Self.rules.replacingOccurrences(of: "FN, MW, FT", with: "FN, FT"))
        // Sending only the listed values cannot see the drop.
        let listedOnly = try Self.run(dropped) { context in
            for wear in try context.list("RULE-BUDGET", "wear") { try expect(Self.accepts(wear), "\(wear) refused") }
        }.0
        #expect(listedOnly.status == .passed)
        let everyValue = try Self.run(dropped) { context in
            try context.expectListed(
                "RULE-BUDGET", "wear", among: Self.implementationWear, "exactly the listed wear is accepted"
            ) { Self.accepts($0) }
        }.0
        #expect(everyValue.status == .failed)
        #expect(
            everyValue.message
                == "expected exactly the listed wear is accepted (RULE-BUDGET wear: FN, FT accepted; MW, BS refused): MW was accepted"
        )
        let unchanged = try Self.run(try Self.bundle()) { context in
            try context.expectListed(
                "RULE-BUDGET", "wear", among: Self.implementationWear, "exactly the listed wear is accepted"
            ) { Self.accepts($0) }
        }.0
        #expect(unchanged.status == .passed)
    }

    @Test("a rule check reads a limit by ID, in a unit it converts to, instead of a copy")
    func limits() throws {
        let (check, _) = try Self.run(try Self.bundle()) { context in
            try expectEqual(try context.limit("N-01").value, 6, "N-01")
            try expectEqual(try context.limitValue("N-03", in: "days"), 7, "N-03 in days")
            try expectEqual(try context.limitValue("N-03", in: "s"), 604_800, "N-03 in s")
            try expect(context.limitIDs == ["N-01", "N-02", "N-03"], "the limit IDs")
        }
        #expect(check.status == .passed, "\(check.message ?? "")")
        let missing = try Self.run(try Self.bundle()) { context in _ = try context.limit("N-1") }.0
        #expect(missing.message == "the check reads limit N-1, which the spec does not define; did you mean \"N-01\"?")
        let wrong = try Self.run(try Self.bundle()) { context in _ = try context.limitValue("N-01", in: "bytes") }.0
        #expect(wrong.message == "limit N-01 is at least 6 characters, which cannot be read in bytes")
    }
}
