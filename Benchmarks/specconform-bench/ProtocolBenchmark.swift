import Conformance
import Foundation
import OchreSoulConformance
import SpecModel
import SubjectProtocol

/// Subject protocol round trips (issue 16): the same loop of a `reset` and a few `apply` requests on an ochre-soul
/// subject, (1) called directly in-process, (2) as request and reply lines through an in-process `SubjectServer` (what
/// the JSON costs), (3) through pipes to the `ochre-soul-subject` process (JSON, pipes and two processes taking
/// turns). Twice: on `canvas-progress`, whose subject is light, so the protocol's cost shows, and on `publication`,
/// whose subject runs the `oands` CLI (bundles generated, hashed and validated) for nearly every event. Also: how long
/// the process takes to start and answer `hello` (it loads the spec for its rule checks).
func runProtocolBenchmark(quick: Bool) {
    let executable = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
        .deletingLastPathComponent()
        .appendingPathComponent("ochre-soul-subject")
    guard FileManager.default.isExecutableFile(atPath: executable.path) else {
        print(
            "protocol: \(executable.path) is not built; run `swift build -c release --product ochre-soul-subject` first"
        )
        return
    }
    let workloads: [(machine: String, context: JSONValue, events: [String], rounds: Int)] = [
        (
            "canvas-progress", ["completedCount": 0, "regionCount": 3, "storageBlocked": false],
            ["swatch.selected", "canvas.tapped", "hit.wrong", "feedback.complete"], quick ? 500 : 10_000
        ),
        (
            "publication",
            ["checksumMatches": true, "hasWarnings": false, "reviewApproved": false, "warningsSignedOff": false],
            ["generator.succeeded", "validator.passed", "review.requested"], quick ? 200 : 4_000
        ),
    ]
    for workload in workloads {
        protocolRoundTrips(
            executable: executable, machine: workload.machine, context: [workload.machine: workload.context],
            events: workload.events,
            rounds: workload.rounds, runs: quick ? 1 : 3)
    }
    protocolFloor(executable: executable, trips: quick ? 1_000 : 100_000, runs: quick ? 1 : 3)
}

/// The protocol's own cost: a request no subject answers (a `decide` of a table nothing serves, an error reply).
private func protocolFloor(executable: URL, trips: Int, runs: Int) {
    let lines = (0..<trips).map {
        Array(#"{"seq":\#($0 + 2),"type":"decide","table":"DT-NONE","inputs":{"role":"owner"}}"#.utf8) + [0x0A]
    }
    var server = SubjectServer(OchreSoulVerification.self)
    let inProcess = best(of: runs) {
        for line in lines { _ = line.dropLast().withUnsafeBytes { server.reply(toLine: $0) } }
    }
    var piped = Double.infinity
    for _ in 0..<runs {
        guard let subject = try? PipedSubject(executable) else { return }
        piped = min(piped, measure { for line in lines { _ = subject.exchange(line) } })
        subject.finish()
    }
    print("protocol: floor, \(trips) requests no subject answers (an error reply each)")
    print(
        "  SubjectServer lines, in-proc \(String(format: "%.0f", Double(trips) / inProcess).leftPadded(9)) trips/s  "
            + "\(String(format: "%.1f", inProcess / Double(trips) * 1e6).leftPadded(7)) µs each")
    print(
        "  pipes to ochre-soul-subject  \(String(format: "%.0f", Double(trips) / piped).leftPadded(9)) trips/s  "
            + "\(String(format: "%.1f", piped / Double(trips) * 1e6).leftPadded(7)) µs each")
}

/// One workload's three figures.
private func protocolRoundTrips(
    executable: URL, machine: String, context: JSONValue, events: [String], rounds: Int, runs: Int
) {
    let trips = rounds * (1 + events.count)

    // (1) Direct calls.
    var rules = RuleCheckRegistry()
    let registry = SubjectRegistry.registering([OchreSoulVerification.self], rules: &rules)
    guard let factory = registry.factory(.machine, product: OchreSoulVerification.product, element: machine) else {
        print("protocol: no \(machine) subject registered")
        return
    }
    var directStates = 0
    let direct = best(of: runs) {
        for _ in 0..<rounds {
            var subject = factory()
            try? subject.reset(context: context)
            for event in events {
                if let observation = try? subject.apply(Stimulus(machine: machine, event: event)) {
                    directStates += observation.states.count
                }
            }
        }
    }

    // The request lines every loop sends.
    let writer = JSONWriter(indent: 0)
    var lines: [[UInt8]] = []
    var seq = 1
    for _ in 0..<rounds {
        seq += 1
        lines.append(Array((writer.string(["seq": .int(seq), "type": "reset", "context": context]) + "\n").utf8))
        for event in events {
            seq += 1
            lines.append(
                Array(
                    (writer.string([
                        "seq": .int(seq), "type": "apply", "machine": .string(machine), "event": .string(event),
                        "data": nil,
                    ]) + "\n").utf8))
        }
    }
    let spec = FileManager.default.currentDirectoryPath + "/Spec/ochre-soul"
    let hello = Array(
        (writer.string([
            "seq": 1, "type": "hello", "protocol": 1, "product": "ochre-soul", "specDirectory": .string(spec),
        ]) + "\n").utf8)

    // (2) Lines through an in-process server.
    var server = SubjectServer(OchreSoulVerification.self)
    _ = server.reply(to: Array(hello.dropLast()))
    var replyBytes = 0
    var errors = 0
    let inProcess = best(of: runs) {
        for line in lines {
            let reply = line.dropLast().withUnsafeBytes { server.reply(toLine: $0) }
            replyBytes += reply.count
            if reply.starts(with: Array(#"{"message""#.utf8)) { errors += 1 }
        }
    }

    // (3) Through pipes to the subject process.
    var startup = Double.infinity
    var piped = Double.infinity
    for _ in 0..<runs {
        guard let subject = try? PipedSubject(executable) else {
            print("protocol: cannot start \(executable.path)")
            return
        }
        startup = min(startup, measure { _ = subject.exchange(hello) })
        piped = min(piped, measure { for line in lines { _ = subject.exchange(line) } })
        subject.finish()
    }

    func rate(_ seconds: Double) -> String { String(format: "%.0f", Double(trips) / seconds).leftPadded(9) }
    func micros(_ seconds: Double) -> String { String(format: "%.1f", seconds / Double(trips) * 1e6).leftPadded(7) }
    print(
        "protocol: \(machine): \(trips) round trips (\(rounds) × reset + \(events.count) applies), "
            + "\(replyBytes / max(1, lines.count * runs)) bytes a reply, \(errors) error replies")
    print("  direct in-process calls      \(rate(direct)) trips/s  \(micros(direct)) µs each")
    print("  SubjectServer lines, in-proc \(rate(inProcess)) trips/s  \(micros(inProcess)) µs each")
    print("  pipes to ochre-soul-subject  \(rate(piped)) trips/s  \(micros(piped)) µs each")
    print(
        "  ochre-soul-subject start + hello (spec load): \(String(format: "%.1f", startup * 1000)) ms (checksum \(directStates))"
    )
}

extension String {
    fileprivate func leftPadded(_ width: Int) -> String { String(repeating: " ", count: max(0, width - count)) + self }
}

/// A subject process with a request pipe and a reply pipe, read one line at a time.
final class PipedSubject {
    private let process = Process()
    private let input: Int32
    private let output: Int32
    private var buffer: [UInt8] = []
    private var chunk = [UInt8](repeating: 0, count: 1 << 16)
    private let inputPipe = Pipe()
    private let outputPipe = Pipe()

    init(_ executable: URL) throws {
        process.executableURL = executable
        process.standardInput = inputPipe
        process.standardOutput = outputPipe
        try process.run()
        input = inputPipe.fileHandleForWriting.fileDescriptor
        output = outputPipe.fileHandleForReading.fileDescriptor
    }

    /// Writes one request line and reads its reply line.
    func exchange(_ line: [UInt8]) -> Int {
        line.withUnsafeBytes { bytes in
            var offset = 0
            while offset < bytes.count {
                let written = write(input, bytes.baseAddress.map { $0 + offset }, bytes.count - offset)
                if written <= 0 { return }
                offset += written
            }
        }
        while true {
            if let newline = buffer.firstIndex(of: 0x0A) {
                let length = newline
                buffer.removeSubrange(...newline)
                return length
            }
            let count = chunk.withUnsafeMutableBytes { read(output, $0.baseAddress, $0.count) }
            if count <= 0 { return -1 }
            buffer += chunk[..<count]
        }
    }

    /// Closes the request pipe and waits for the process to exit.
    func finish() {
        try? inputPipe.fileHandleForWriting.close()
        process.waitUntilExit()
    }
}
