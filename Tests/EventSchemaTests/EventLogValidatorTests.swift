import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import EventSchema

/// The event-log validator reads in chunks and splits lines between workers; neither may change the report.
@Suite struct EventLogValidatorTests {
    static func catalog() throws -> EventCatalog {
        let loaded = SpecLoader.load(root: "Spec", base: PackagePaths.root)
        return EventCatalog(try #require(loaded.catalog.bundle("swapgraph")))
    }

    static let log = try! String(
        contentsOfFile: PackagePaths.root + "/Tests/Fixtures/event-logs/swapgraph-mixed.jsonl", encoding: .utf8)

    func handle(_ text: String) throws -> FileHandle {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("log-\(UUID().uuidString).jsonl")
        try text.write(to: url, atomically: true, encoding: .utf8)
        return try FileHandle(forReadingFrom: url)
    }

    @Test("a log read in chunks of any size, by any number of workers, gives the in-memory report")
    func chunkBorders() throws {
        let catalog = try Self.catalog()
        let text = String(repeating: Self.log, count: 50)
        let expected = EventLogValidator(catalog: catalog, limit: 1000, jobs: 1).validate(bytes: Array(text.utf8))
        #expect(expected.events == 400 && expected.malformed == 100 && expected.invalid == 150)
        for (chunk, jobs) in [(7, 1), (64, 2), (300, 3), (1 << 20, 2)] {
            var validator = EventLogValidator(catalog: catalog, limit: 1000, jobs: jobs)
            validator.chunkSize = chunk
            #expect(try validator.validate(handle(text)) == expected, "chunk \(chunk), jobs \(jobs)")
        }
    }

    @Test(
        "a last line without a newline is checked; CRLF line ends and blank lines are fine; line numbers count every line"
    )
    func lineEnds() throws {
        let catalog = try Self.catalog()
        let lines = Self.log.split(separator: "\n", omittingEmptySubsequences: false)
        let crlf = lines.prefix(4).joined(separator: "\r\n") + "\r\n" + lines[5]
        let report = try EventLogValidator(catalog: catalog, limit: 10, jobs: 1).validate(handle(crlf))
        #expect(report.events == 4)
        #expect(report.violations.map(\.line) == [4, 5])
        #expect(report.violations.map(\.code) == ["schema.const", "event.unknown"])
    }
}

/// The fast path accepts a canonical line only when the full check finds nothing, and takes every canonical valid line.
@Suite struct EventLogFastPathTests {
    @Test(
        "a canonical valid line is accepted without parsing; a wrong value, an extra key, a trailing member or a policy event is not"
    )
    func agreesWithFullCheck() throws {
        let catalog = try EventLogValidatorTests.catalog()
        let validator = EventLogValidator(catalog: catalog, limit: 10, jobs: 1)
        let valid =
            #"{"name":"feed.viewed","payload":{"session_id":"s","actor_id":"a","latency_ms":0,"surface":"feed","entry_point":"tab_tap"}}"#
        let lines = [
            (valid, true),
            (valid.replacingOccurrences(of: #""surface":"feed""#, with: #""surface":"history""#), false),
            (valid.replacingOccurrences(of: #""latency_ms":0"#, with: #""latency_ms":0,"extra":1"#), false),
            (valid.replacingOccurrences(of: "}}", with: #"},"conditions":[]}"#), false),
            (valid.replacingOccurrences(of: #""name":"feed.viewed""#, with: #""name":"feed.viewe""#), false),
            (valid.replacingOccurrences(of: #""session_id":"s""#, with: #""session_id":"s","session_id":"t""#), false),
            (valid + " \r", true),
        ]
        for (line, fast) in lines {
            let bytes = Array(line.utf8)
            let quick = bytes.withUnsafeBytes { validator.acceptsQuickly($0) }
            #expect((quick != nil) == fast, "\(line)")
            let full = EventLogValidator(catalog: catalog, limit: 10, jobs: 1).validate(bytes: bytes + [0x0A])
            if quick != nil { #expect(full.isClean, "the fast path accepted a line the full check rejects: \(line)") }
        }
    }
}
