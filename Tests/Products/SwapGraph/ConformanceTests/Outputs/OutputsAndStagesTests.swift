import Conformance
import SpecConformTestSupport
import SpecModel
import SpecPipeline
import Testing
import Traceability

@testable import SwapGraphConformance

/// A feed whose tier-3 cards come out in the wrong order: the composer's output with its first two tier-3 cards
/// swapped, the visible IDs still those of the first five cards (a swap across the fold shows the other card).
struct MisorderedFeedSubject: OutputSubject {
    func output(_ output: String, input: JSONValue) throws -> JSONValue {
        let real = try ComposerOutputSubject().output(output, input: input)
        guard output == "feed", var object = real.objectValue, var cards = object["cards"]?.arrayValue else {
            return real
        }
        let tier3 = cards.indices.filter { cards[$0]["tier"]?.intValue == 3 }
        if tier3.count >= 2 { cards.swapAt(tier3[0], tier3[1]) }
        let visible = object["visibleIds"]?.arrayValue?.count ?? 0
        object["visibleIds"] = .array(cards.prefix(visible).compactMap { $0["id"] })
        object["cards"] = .array(cards)
        return .object(object)
    }
}

/// The composers' outputs less what a completeness invariant must miss: History shows no card, the feed leaves out
/// its last tier-3 card while tier 3 is below its cap of 3, the Locker leaves out an item whose intent was cancelled.
struct ForgetfulSubject: OutputSubject {
    func output(_ output: String, input: JSONValue) throws -> JSONValue {
        let real = try ComposerOutputSubject().output(output, input: input)
        guard var object = real.objectValue, var cards = object["cards"]?.arrayValue else { return real }
        switch output {
        case "history":
            cards = []
        case "feed":
            let tier3 = cards.indices.filter { cards[$0]["tier"]?.intValue == 3 }
            if let last = tier3.last, tier3.count < 3 { cards.remove(at: last) }
        default:
            let cancelled = Set(
                (input["intents"]?.arrayValue ?? []).filter { $0["state"]?.stringValue == "cancelled" }.compactMap {
                    $0["item"]?.stringValue
                })
            cards.removeAll { cancelled.contains($0["id"]?.stringValue ?? "") }
        }
        object["cards"] = .array(cards)
        return .object(object)
    }
}

@Suite("SwapGraph outputs and release stages")
struct OutputsAndStagesTests {
    static func run(outputs: (@Sendable () -> any OutputSubject)? = nil) throws -> ConformanceRun {
        var subjects = SubjectRegistry()
        var rules = RuleCheckRegistry()
        SwapGraphVerification.register(subjects: &subjects, rules: &rules)
        if let outputs {
            subjects.register(.output, product: "swapgraph", elements: ComposerOutputSubject.outputs, factory: outputs)
        }
        return ConformanceRunner(subjects: subjects, rules: rules).run(try MachineHarness.bundle(), scenarios: [])
    }

    @Test("every feed, locker and history invariant holds on the reference composers")
    func reference() throws {
        let run = try Self.run()
        let invariants = run.checks.filter { $0.kind == .invariant }
        #expect(invariants.count == 51)
        #expect(
            invariants.allSatisfy { $0.status == .passed },
            "\(invariants.filter { $0.status != .passed }.map { "\($0.id): \($0.message ?? "")" })")
    }

    @Test(
        "a feed with two tier-3 cards out of order fails INV-FEED-TIER3-ORDER alone, with a two-opportunity counterexample"
    )
    func misordered() throws {
        let run = try Self.run { MisorderedFeedSubject() }
        let failing = run.checks.filter { $0.kind == .invariant && $0.status != .passed }
        #expect(failing.map(\.id) == ["output:INV-FEED-TIER3-ORDER"])
        let message = try #require(failing.first?.message)
        #expect(message.contains("smallest failing input"))
        let input = try #require(
            message.components(separatedBy: "smallest failing input ").last?.components(separatedBy: " (shrunk").first)
        #expect(input.components(separatedBy: "\"status\":\"pending\"").count - 1 == 2, "\(input)")
        #expect(input.contains("\"cycles\":[]") && input.contains("\"receipts\":[]"), "\(message)")
    }

    @Test(
        "completeness: an empty History, a feed short of a tier-3 card below the cap and a Locker without an item whose intent was cancelled fail INV-HIST-ALL-EVERY-CYCLE, -RECEIPT, INV-HIST-EVERY-IN-FLIGHT, -SETTLED, -UNWOUND, INV-FEED-EVERY-TIER3 and INV-LOCK-EVERY-ITEM-SHOWN"
    )
    func forgetful() throws {
        let run = try Self.run { ForgetfulSubject() }
        let failing = Dictionary(
            uniqueKeysWithValues: run.checks.filter { $0.kind == .invariant && $0.status != .passed }.map {
                ($0.id, $0.message ?? "")
            })
        for id in [
            "INV-HIST-ALL-EVERY-CYCLE", "INV-HIST-ALL-EVERY-RECEIPT", "INV-HIST-EVERY-IN-FLIGHT",
            "INV-HIST-EVERY-SETTLED",
            "INV-HIST-EVERY-UNWOUND", "INV-FEED-EVERY-TIER3", "INV-LOCK-EVERY-ITEM-SHOWN",
        ] {
            let message = try #require(failing["output:\(id)"], "\(id) passed")
            #expect(
                message.contains("it is missing") && message.contains("smallest failing input"), "\(id): \(message)")
        }
        #expect(failing["output:INV-FEED-EVERY-TIER3"]?.contains("fewer than 3") == true)
        for id in ["INV-FEED-EVERY-TIER1", "INV-FEED-EVERY-TIER2", "INV-FEED-EVERY-TIER4", "INV-FEED-EVERY-TIER5"] {
            #expect(failing["output:\(id)"] == nil, "\(id)")
        }
    }

    @Test(
        "the document's gates as stages: six empty gates are manual and inconclusive, G7 passes, G2, G4 and G5 lack evidence"
    )
    func stages() throws {
        let project = Project(specRoot: "Spec", traceabilityRoot: "Traceability", workingDirectory: PackagePaths.root)
        let prepared = try Pipeline.prepare(project, products: ["swapgraph"]).get()
        #expect(!prepared.hasErrors)
        let product = try #require(prepared.products.first)
        var subjects = SubjectRegistry()
        var rules = RuleCheckRegistry()
        SwapGraphVerification.register(subjects: &subjects, rules: &rules)
        let result = Pipeline.verification(product, subjects: subjects, checks: rules, today: "2026-11-25")
        #expect(result.passed)
        let outcomes = Dictionary(uniqueKeysWithValues: result.stages.map { ($0.id, $0) })
        for gate in ["G0", "G1", "G3", "G6", "G8", "G9"] {
            #expect(outcomes[gate]?.outcome == .inconclusive && outcomes[gate]?.manual != nil, "\(gate)")
        }
        #expect(outcomes["G7"]?.outcome == .pass)
        #expect(outcomes["G2"]?.outcome == .inconclusive && outcomes["G2"]?.reason.contains("SC-UX-01") == true)
        #expect(outcomes["G2"]?.requirements.first { $0.requirement == "id SC-UX-05" }?.outcome == .pass)
        #expect(outcomes["G4"]?.outcome == .inconclusive && outcomes["G5"]?.outcome == .inconclusive)
        #expect(StageEvaluator.overall(result.stages) == .inconclusive)
    }
}
