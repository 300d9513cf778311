import EventSchema
import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import Conformance

/// `check --shard i/n` and `merge` at the runner: the slices of 1 ... n partition the units of work and the checks,
/// and the slices put together are the unsharded run.
@Suite struct ShardTests {
    /// A product's runner, bundle and scenarios.
    struct Subject {
        var name: String
        var runner: ConformanceRunner
        var bundle: SpecBundle
        var scenarios: [Scenario]

        func run(_ shard: Shard? = nil) -> ConformanceRun {
            var runner = runner
            runner.selection.shard = shard
            return runner.run(bundle, scenarios: scenarios)
        }
    }

    /// The toy vending machine (paths, boundaries, sneaks, a scenario, events, a rule), a decision table and limits.
    static func subjects() throws -> [Subject] {
        [
            Subject(
                name: "toy", runner: ToyFixture.runner(defect: nil), bundle: try ToyFixture.bundle(),
                scenarios: ToyFixture.scenarios()),
            Subject(
                name: "toy with a defect", runner: ToyFixture.runner(defect: .missingEvent),
                bundle: try ToyFixture.bundle(), scenarios: ToyFixture.scenarios()),
            Subject(
                name: "decisions",
                runner: {
                    var subjects = SubjectRegistry()
                    subjects.register(.decision, product: "photos", elements: ["PERM-PHOTO"]) {
                        ToyPermissions(defect: .followerZeroCount)
                    }
                    return ConformanceRunner(subjects: subjects)
                }(), bundle: try DecisionCheckTests.bundle(), scenarios: []),
            Subject(
                name: "decisions a subject failed to answer",
                runner: {
                    struct Unanswering: DecisionSubject {
                        func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
                            inputs["role"] == "owner" ? ToyPermissions().decide(table: table, inputs: inputs) : nil
                        }
                        func fault() -> String? { "the subject crashed" }
                    }
                    var subjects = SubjectRegistry()
                    subjects.register(.decision, product: "photos", elements: ["PERM-PHOTO"]) { Unanswering() }
                    return ConformanceRunner(subjects: subjects)
                }(), bundle: try DecisionCheckTests.bundle(), scenarios: []),
            Subject(
                name: "limits", runner: ConformanceRunner(subjects: ToyLimits.registry(nil)),
                bundle: try ToyLimits.bundle(), scenarios: []),
        ]
    }

    @Test("the slices of 1 ... n partition the units and the checks: none in two slices, none missing")
    func slicesPartitionTheChecks() throws {
        for subject in try Self.subjects() {
            let whole = subject.run()
            let wholeIDs = whole.checks.filter { $0.kind != .event }.map(\.id)
            #expect(Set(wholeIDs).count == wholeIDs.count, "\(subject.name): check IDs are unique")
            #expect(whole.units > 0, "\(subject.name)")
            for count in 1...6 {
                var seen: [String: Int] = [:]
                var unitsRun = 0
                for index in 1...count {
                    let shard = try #require(Shard(index: index, count: count))
                    let run = subject.run(shard)
                    #expect(run.units == whole.units, "\(subject.name) \(shard): every slice plans the same units")
                    #expect(run.unitDigest == whole.unitDigest, "\(subject.name) \(shard): in the same order")
                    unitsRun += (0..<run.units).filter(shard.includes(unit:)).count
                    for check in run.checks where check.kind != .event {
                        if let other = seen[check.id] {
                            Issue.record("\(subject.name): \(check.id) ran in shards \(other) and \(index) of \(count)")
                        }
                        seen[check.id] = index
                    }
                }
                #expect(unitsRun == whole.units, "\(subject.name) in \(count)")
                #expect(
                    Set(seen.keys) == Set(wholeIDs),
                    "\(subject.name) in \(count): \(Set(wholeIDs).symmetricDifference(seen.keys).sorted())")
            }
        }
    }

    @Test("the units' digest tells plans apart: another rule check registered, or none, changes it")
    func unitDigestTellsPlansApart() throws {
        let subject = try Self.subjects()[0]
        let whole = subject.run()
        #expect(whole.unitDigest.hasPrefix("fnv1a64:") && whole.unitDigest.count == 24)
        var fewer = subject
        fewer.runner.rules = RuleCheckRegistry()
        #expect(fewer.run().unitDigest != whole.unitDigest)
        #expect(fewer.run().units == whole.units - 1)
        #expect(subject.runner.planOnly(subject.bundle, scenarios: subject.scenarios).unitDigest == whole.unitDigest)
    }

    @Test("units are dealt out in turn: unit k is shard k % n + 1's")
    func unitsDealtInTurn() throws {
        let shard = try #require(Shard(index: 2, count: 3))
        #expect((0..<9).filter(shard.includes(unit:)) == [1, 4, 7])
        #expect((0..<5).filter(Shard(index: 1, count: 1)!.includes(unit:)) == [0, 1, 2, 3, 4])
    }

    @Test(
        "--shard reads I/N with 1 <= I <= N and nothing else",
        arguments: [
            ("2/4", Shard(index: 2, count: 4)), ("1/1", Shard(index: 1, count: 1)),
            ("12/12", Shard(index: 12, count: 12)),
            ("0/4", nil), ("5/4", nil), ("4", nil), ("a/b", nil), ("1/0", nil), ("-1/2", nil), ("+1/2", nil),
            (" 1/2", nil),
            ("1/2/3", nil), ("/2", nil), ("1/", nil), ("１/２", nil),
        ])
    func shardSyntax(text: String, expected: Shard?) {
        #expect(Shard(text) == expected)
    }

    @Test("the shards' files merged are the unsharded run: checks, event checks, decisions, values, plans, diagnostics")
    func mergedIsUnsharded() throws {
        for subject in try Self.subjects() {
            let whole = subject.run()
            for count in [1, 2, 3, 5] {
                var files: [ShardFile] = []
                for index in 1...count {
                    let run = subject.run(Shard(index: index, count: count)!)
                    let file = ShardFile(run: run, generatorVersion: "test", inputs: "sha256:0")
                    // Through the bytes, as merge reads them.
                    let decoded = ShardFile.decode(file.bytes, file: "shard-\(index)-of-\(count).json")
                    #expect(decoded.diagnostics.isEmpty, "\(decoded.diagnostics)")
                    let read = try #require(decoded.value)
                    #expect(
                        read.bytes == file.bytes, "\(subject.name) \(index)/\(count): the file reads back as written")
                    files.append(read)
                }
                let merged = subject.runner.merge(
                    subject.bundle, scenarios: subject.scenarios, shards: files.reversed())
                let label = "\(subject.name) in \(count)"
                #expect(merged.checks == whole.checks, "\(label)")
                #expect(merged.decisions == whole.decisions, "\(label)")
                #expect(merged.payloadValues == whole.payloadValues, "\(label)")
                #expect(merged.diagnostics == whole.diagnostics, "\(label)")
                #expect(merged.unreachableGuardOutcomes == whole.unreachableGuardOutcomes, "\(label)")
                #expect(merged.plans.keys.sorted() == whole.plans.keys.sorted(), "\(label)")
                #expect(merged.units == whole.units, "\(label)")
                #expect(merged.shard == nil)
            }
        }
    }

    @Test("an event's first problem is the one the unsharded run meets first, whichever shard found it")
    func firstProblemByUnit() {
        var late = EmittedEvents()
        late.add([(name: "e", valid: false, problem: "late")], unit: 7)
        var early = EmittedEvents()
        early.add(
            [
                (name: "e", valid: true, problem: nil), (name: "e", valid: false, problem: "early"),
                (name: "e", valid: false, problem: "second"),
            ], unit: 2)
        var merged = EmittedEvents()
        merged.add(late)
        merged.add(early)
        let check = merged.checks(product: "p", eventTraces: [:])
        #expect(check.map(\.message) == ["early"])
        #expect(check.map(\.title) == ["every emitted 'e' is valid (4 emitted)"])
    }

    @Test("a shard file with an unknown key, a wrong type or a shard outside 1 ... n is refused with its location")
    func strictFile() throws {
        let subject = try Self.subjects()[0]
        let text = String(
            decoding: ShardFile(
                run: subject.run(Shard(index: 1, count: 2)!), generatorVersion: "test", inputs: "sha256:0"
            ).bytes, as: UTF8.self)
        let cases: [(String, String)] = [
            (text.replacingOccurrences(of: "\"units\":", with: "\"unitz\": 1, \"units\":"), "shard.unknown-key"),
            (text.replacingOccurrences(of: "\"index\": 1", with: "\"index\": \"1\""), "shard.wrong-type"),
            (text.replacingOccurrences(of: "\"index\": 1", with: "\"index\": 3"), "shard.invalid-value"),
            (
                text.replacingOccurrences(of: "\"kind\": \"shard\"", with: "\"kind\": \"coverage\""),
                "shard.unknown-kind"
            ),
            (String(text.prefix(text.count / 2)), "json."),
        ]
        for (bytes, code) in cases {
            let decoded = ShardFile.decode(Array(bytes.utf8), file: "f.json")
            #expect(decoded.value == nil, "\(code)")
            #expect(
                decoded.diagnostics.contains { $0.code.hasPrefix(code) && $0.file == "f.json" },
                "\(code): \(decoded.diagnostics)")
        }
    }

    static let schemaPath = PackagePaths.root + "/Spec/schema/shard.schema.json"

    @Test("shard files validate against Spec/schema/shard.schema.json, and a broken one does not")
    func filesFollowTheSchema() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.schemaPath))
        let root = try #require(JSONParser().parse([UInt8](bytes), file: Self.schemaPath).root)
        let (compiled, diagnostics) = CompiledSchema.compile(root, file: Self.schemaPath)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        let schema = try #require(compiled)
        for subject in try Self.subjects() {
            for index in 1...2 {
                let file = ShardFile(
                    run: subject.run(Shard(index: index, count: 2)!), generatorVersion: "test",
                    inputs: "sha256:" + String(repeating: "0", count: 64))
                let value = try #require(JSONParser().parse(file.bytes, file: "f").root).value
                let errors = schema.validate(value)
                #expect(errors.isEmpty, "\(subject.name): \(errors.map { "\($0.instancePointer): \($0.message)" })")
                guard case .object(var broken) = value else { continue }
                broken["units"] = .int(-1)
                #expect(!schema.validate(.object(broken)).isEmpty)
            }
        }
    }

    @Test("the shard schema declares the same keys as the decoder's tables, each closed")
    func schemaMatchesDecoder() throws {
        let bytes = try #require(FileManager.default.contents(atPath: Self.schemaPath))
        let schema = try #require(JSONParser().parse([UInt8](bytes), file: Self.schemaPath).root)
        #expect(schema["$ref"]?.string == "#/$defs/shard")
        let defs = schema["$defs"]?.members ?? []
        #expect(Set(defs.map(\.key)) == Set(KeySpec.shardTables.map(\.name)))
        for table in KeySpec.shardTables {
            let def = try #require(schema["$defs"]?[table.name], "\(table.name)")
            var closed = false
            if case .bool(false)? = def["additionalProperties"]?.kind { closed = true }
            #expect(closed, "\(table.name) is closed")
            #expect(
                Set(def["properties"]?.members?.map(\.key) ?? []) == Set(table.allowed), "\(table.name): properties")
            #expect(
                Set(def["required"]?.items?.compactMap(\.string) ?? []) == Set(table.required),
                "\(table.name): required")
        }
    }
}
