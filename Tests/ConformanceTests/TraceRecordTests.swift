import SpecModel
import Testing

@testable import Conformance

/// The trace record's fast reading agrees with the parser on the records it takes, and leaves every other to it.
@Suite struct TraceRecordTests {
    func both(_ text: String) -> (TraceRecord?, TraceRecord?) {
        let bytes = Array(text.utf8)
        var report = TraceReport()
        return bytes.withUnsafeBytes { (TraceRecord.scan($0), TraceRecord.parse($0, number: 1, into: &report)) }
    }

    @Test("flat records in any key order are read fast, with the parser's fields")
    func fast() {
        for text in [
            #"{"session":"s","machine":"m","event":"e","state":"A","emitted":["x","y"]}"#,
            #" { "state" : "A" , "emitted" : [ ] , "event":"e", "machine":"m", "session":"s" } "#,
        ] {
            let (fast, slow) = both(text)
            #expect(fast != nil, "\(text)")
            #expect(fast?.session == slow?.session && fast?.machine == slow?.machine && fast?.event == slow?.event && fast?.state == slow?.state)
            #expect(fast?.emitted.map(\.name) == slow?.emitted.map(\.name))
        }
    }

    @Test("escapes, data, payloads, duplicates, unknown keys and broken JSON go to the parser")
    func slow() {
        for text in [
            #"{"session":"s\"t","machine":"m","event":"e","state":"A"}"#, #"{"session":"s","machine":"m","event":"e","state":"A","data":{"n":1}}"#,
            #"{"session":"s","machine":"m","event":"e","state":"A","emitted":[{"name":"x"}]}"#,
            #"{"session":"s","session":"t","machine":"m","event":"e","state":"A"}"#, #"{"session":"s","machine":"m","event":"e","state":"A","x":"y"}"#,
            #"{"session":"s","machine":"m","event":"e""#, #"{"session":"s","machine":"m","event":"e","state":"A"} x"#,
        ] {
            #expect(both(text).0 == nil, "\(text)")
        }
    }
}
