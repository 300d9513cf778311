import SpecConformTestSupport
import SpecModel
import StateMachine
import Testing

@testable import Conformance

/// The one-pass reading of a record (`TraceWorker.fastStep`) must decide exactly as the general scan and step do: on
/// random walks of the ochre-soul machines with every kind of damage a recorder can do to a line, the report with the
/// fast path is the report without it, for one worker and several.
@Suite struct TraceFastPathTests {
    static func ochreSoul() throws -> SpecBundle {
        let result = SpecLoader.load(root: PackagePaths.root + "/Spec")
        return try #require(result.catalog.bundle("ochre-soul"))
    }

    /// Ways a recorded line can differ from the spec's move, or from the canonical spelling.
    enum Damage: CaseIterable {
        case none, wrongState, unknownState, otherMachine, unknownMachine, unknownEvent, dropEmit, extraEmit,
            reorderEmits
        case noEmittedKey, spaceAfterColon, trailingSpace, trailingGarbage, escapedState, escapedSession, truncated,
            keysReordered
        case rawControlInState, quoteInEvent, withData, brokenData, dataThenKey
    }

    /// A random walk of `steps` records over the product's machines, sessions interleaved, with `damage` applied to
    /// about one line in `every`.
    static func walk(_ bundle: SpecBundle, steps: Int, seed: UInt64, every: Int) -> [String] {
        let machines = bundle.machines.compactMap { m -> CompiledMachine? in
            if case .success(let c) = CompiledMachine.compile(m) { return c } else { return nil }
        }
        var random = SplitMix64(seed: seed)
        var sessions = (0..<23).map { i in (id: "s\(i)", instance: MachineInstance(machines[i % machines.count])) }
        var lines: [String] = []
        let damages = Damage.allCases
        while lines.count < steps {
            let s = random.below(sessions.count)
            var instance = sessions[s].instance
            let machine = instance.machine
            let handled = machine.transitions.filter { $0.source == instance.stateIndex }
            let event =
                handled.isEmpty || random.below(6) == 0
                ? machine.eventNames[random.below(machine.eventNames.count)]
                : machine.eventNames[handled[random.below(handled.count)].event]
            let outcome = instance.step(event: event)
            if case .rejected = outcome.effect { continue }
            var emitted: [String] = []
            if case .transitioned(_, _, let emits) = outcome.effect {
                emitted = emits.filter { !$0.optional }.map(\.event)
            }
            sessions[s].instance = instance
            let damage = random.below(every) == 0 ? damages[random.below(damages.count)] : .none
            lines.append(
                line(
                    session: sessions[s].id, machine: machine, event: event, state: instance.state, emitted: emitted,
                    damage: damage, others: machines))
        }
        return lines
    }

    static func line(
        session: String, machine: CompiledMachine, event: String, state: String, emitted: [String], damage: Damage,
        others: [CompiledMachine]
    ) -> String {
        var session = session
        var machineID = machine.id
        var event = event
        var state = state
        var emitted = emitted
        switch damage {
        case .none, .noEmittedKey, .spaceAfterColon, .trailingSpace, .trailingGarbage, .truncated, .keysReordered,
            .withData, .brokenData,
            .dataThenKey:
            break
        case .wrongState: state = machine.stateNames.first { $0 != state } ?? state
        case .unknownState: state += "X"
        case .otherMachine: machineID = others.first { $0.id != machine.id }!.id
        case .unknownMachine: machineID = "no-such-machine"
        case .unknownEvent: event = "no.such.event"
        case .dropEmit: if !emitted.isEmpty { emitted.removeLast() }
        case .extraEmit: emitted.append("no_such_event")
        case .reorderEmits: emitted.reverse()
        case .escapedState: state = #"\u00"# + String(state.utf8.first!, radix: 16) + state.dropFirst()
        case .escapedSession: session = #"\u00"# + String(session.utf8.first!, radix: 16) + session.dropFirst()
        case .rawControlInState: state = "\u{1}" + state
        case .quoteInEvent: event += "\""
        }
        let list = emitted.map { "\"\($0)\"" }.joined(separator: ",")
        let colon = damage == .spaceAfterColon ? ": " : ":"
        var text =
            damage == .keysReordered
            ? #"{"machine":"\#(machineID)","session":"\#(session)","event":"\#(event)","state":"\#(state)","emitted":[\#(list)]}"#
            : #"{"session"\#(colon)"\#(session)","machine":"\#(machineID)","event":"\#(event)","state":"\#(state)""#
                + (damage == .noEmittedKey ? "" : #","emitted":[\#(list)]"#)
                + [
                    Damage.withData: #","data":{"k":[1,"}"],"n":null} "#, .brokenData: #","data":{"k":}"#,
                    .dataThenKey: #","data":{},"x":1"#,
                ][damage, default: ""]
                + "}"
        switch damage {
        case .trailingSpace: text += "  "
        case .trailingGarbage: text += "x"
        case .truncated: text.removeLast(3)
        default: break
        }
        return text
    }

    static func check(_ bundle: SpecBundle, _ lines: [String], fast: Bool, jobs: Int) -> TraceReport {
        var options = TraceChecker.Options(jobs: jobs, collectsEvidence: true)
        options.usesFastPath = fast
        options.bytesPerWorker = 1
        return TraceChecker(bundle: bundle, options: options).check(Array(lines.joined(separator: "\n").utf8))
    }

    @Test("on clean walks the fast path and the general path give the same report, every step followed")
    func cleanWalks() throws {
        let bundle = try Self.ochreSoul()
        let lines = Self.walk(bundle, steps: 3_000, seed: 11, every: Int.max)
        let fast = Self.check(bundle, lines, fast: true, jobs: 1)
        #expect(fast.violations == [] && fast.steps == 3_000 && fast.matched == 3_000)
        #expect(fast == Self.check(bundle, lines, fast: false, jobs: 1))
        #expect(
            fast.exercised == Self.check(bundle, lines, fast: false, jobs: 1).exercised
                && fast.exercised?.transitions.isEmpty == false)
    }

    @Test("on damaged walks the fast path reports exactly what the general path reports, for one worker and three")
    func damagedWalks() throws {
        let bundle = try Self.ochreSoul()
        for seed: UInt64 in [1, 2, 3, 4] {
            let lines = Self.walk(bundle, steps: 2_000, seed: seed, every: 40)
            let general = Self.check(bundle, lines, fast: false, jobs: 1)
            #expect(!general.violations.isEmpty && general.matched > 0, "seed \(seed)")
            for jobs in [1, 3] {
                #expect(Self.check(bundle, lines, fast: true, jobs: jobs) == general, "seed \(seed), jobs \(jobs)")
            }
        }
    }

    @Test(
        "random byte edits (a byte changed, dropped or added, newlines and quotes among them) change nothing between the paths"
    )
    func byteFuzz() throws {
        let bundle = try Self.ochreSoul()
        let clean = Array(Self.walk(bundle, steps: 400, seed: 5, every: Int.max).joined(separator: "\n").utf8)
        var random = SplitMix64(seed: 99)
        let alphabet = Array(#"{}[]":,\ \#n\#tasu0"#.utf8) + [0x01, 0xC3]
        // Half the edits land next to a quote, comma, colon, bracket or newline, where a reader decides most.
        let structural = clean.indices.filter { Array(#"",:}]"#.utf8).contains(clean[$0]) || clean[$0] == 0x0A }
        for round in 0..<80 {
            var bytes = clean
            for _ in 0..<(1 + random.below(12)) {
                let near = structural[random.below(structural.count)] + random.below(3) - 1
                let at = min(bytes.count - 1, random.below(2) == 0 ? near : random.below(bytes.count))
                switch random.below(3) {
                case 0: bytes[at] = alphabet[random.below(alphabet.count)]
                case 1: bytes.remove(at: at)
                default: bytes.insert(alphabet[random.below(alphabet.count)], at: at)
                }
            }
            var general = TraceChecker.Options(jobs: 1, collectsEvidence: true)
            general.usesFastPath = false
            let expected = TraceChecker(bundle: bundle, options: general).check(bytes)
            for jobs in [1, 2] {
                var fast = TraceChecker.Options(jobs: jobs, collectsEvidence: true)
                fast.bytesPerWorker = 1
                #expect(
                    TraceChecker(bundle: bundle, options: fast).check(bytes) == expected, "round \(round), jobs \(jobs)"
                )
            }
        }
    }

    @Test("every damage to a line of a known run is caught on the fast path or left to the general one, never passed")
    func eachDamage() throws {
        let bundle = try Self.ochreSoul()
        let machines = bundle.machines.compactMap { m -> CompiledMachine? in
            if case .success(let c) = CompiledMachine.compile(m) { return c } else { return nil }
        }
        // A run that takes two handled steps, the second damaged: the session is known to the fast path by then.
        var found: (machine: CompiledMachine, first: String, second: String)?
        search: for machine in machines {
            for event in machine.eventNames {
                var instance = MachineInstance(machine)
                guard case .transitioned = instance.step(event: event).effect else { continue }
                if let next = machine.transitions.first(where: {
                    $0.source == instance.stateIndex && $0.guardSource == nil && $0.emits.contains { !$0.optional }
                }) {
                    found = (machine, event, machine.eventNames[next.event])
                    break search
                }
            }
        }
        let (machine, firstEvent, event) = try #require(found)
        var instance = MachineInstance(machine)
        guard case .transitioned(_, _, let firstEmits) = instance.step(event: firstEvent).effect else {
            throw Failure.noStep
        }
        let clean = Self.line(
            session: "s", machine: machine, event: firstEvent, state: instance.state,
            emitted: firstEmits.filter { !$0.optional }.map(\.event),
            damage: .none, others: machines)
        var stepped = instance
        guard case .transitioned(_, _, let declared) = stepped.step(event: event).effect else { throw Failure.noStep }
        let emits = declared.filter { !$0.optional }.map(\.event)
        // Damage that leaves the record's meaning intact (spelling, emit order, data the step does not read, a key no
        // reader knows) must pass; anything else must fail.
        let harmless: Set<Damage> = [
            .none, .spaceAfterColon, .trailingSpace, .escapedState, .escapedSession, .keysReordered, .reorderEmits,
            .withData, .dataThenKey,
        ]
        for damage in Damage.allCases {
            let second = Self.line(
                session: "s", machine: machine, event: event, state: stepped.state, emitted: emits, damage: damage,
                others: machines)
            let report = Self.check(bundle, [clean, second], fast: true, jobs: 1)
            #expect(report == Self.check(bundle, [clean, second], fast: false, jobs: 1), "\(damage)")
            if harmless.contains(damage) {
                #expect(
                    report.violations == [] && report.matched == 2, "\(damage): \(report.violations.map(\.message))")
            } else {
                #expect(
                    report.violations.count == 1 && report.violations.first?.line == 2,
                    "\(damage): \(report.violations.map(\.message))")
            }
        }
    }

    enum Failure: Error { case noStep }
}
