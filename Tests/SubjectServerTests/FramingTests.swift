import Foundation
import SpecModel
import SubjectProtocol
import Testing

/// Lines in, lines out (docs/SUBJECT-PROTOCOL.md §2): however the input is cut into reads, one reply line per
/// request line, in order; end of input ends the loop.
@Suite struct FramingTests {
    static let requests = [
        #"{"seq":1,"type":"hello","protocol":1,"product":"toy","specDirectory":"\#(ServerToy.specDirectory)"}"#,
        #"{"seq":2,"type":"reset","context":{"door":{}}}"#,
        #"{"seq":3,"type":"apply","machine":"door","event":"unlock","data":{"pin":"1234"}}"#,
        "   ",
        #"{"seq":5,"type":"rule","rule":"RULE-PASS","parameters":{}}"# + "\r",
    ]

    /// Serves `input` handed over `chunk` bytes at a time, with lines of at most `maxLine` bytes; the replies written.
    static func serve(_ input: [UInt8], chunk: Int, maxLine: Int = SubjectServer.protocolMaxLineBytes) -> [UInt8] {
        var server = ServerToy.server()
        server.maxLineBytes = maxLine
        var offset = 0
        var output: [UInt8] = []
        server.serve(
            read: { buffer in
                let count = min(chunk, buffer.count, input.count - offset)
                input.withUnsafeBytes {
                    buffer.copyMemory(from: UnsafeRawBufferPointer(rebasing: $0[offset..<offset + count]))
                }
                offset += count
                return count
            },
            write: { bytes in
                output += bytes
                return true
            })
        return output
    }

    @Test("one reply per line, the same however the input is split into reads")
    func splitAnywhere() {
        let input = Array((Self.requests.joined(separator: "\n") + "\n").utf8)
        let whole = Self.serve(input, chunk: 1 << 20)
        let lines = String(decoding: whole, as: UTF8.self).split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines.count == 6 && lines.last == "", "every reply ends in a newline")
        #expect(
            lines.dropLast().map { parsed(String($0))["type"]?.stringValue } == [
                "hello", "ok", "observation", "error", "verdict",
            ])
        #expect(lines[3].hasPrefix(#"{"message":"the request is not valid JSON: "#))
        for chunk in [1, 2, 3, 7, 64, 100] {
            #expect(Self.serve(input, chunk: chunk) == whole, "reads of \(chunk) bytes")
        }
    }

    @Test("a last line without a newline is served; empty input writes nothing")
    func lastLineWithoutNewline() {
        let reply = Self.serve(Array(#"{"seq":1,"type":"rule","rule":"RULE-PASS"}"#.utf8), chunk: 5)
        #expect(
            String(decoding: reply, as: UTF8.self)
                == #"{"message":"rule request before a hello with \"specDirectory\": a rule check reads the spec","seq":1,"type":"error"}"#
                + "\n")
        #expect(Self.serve([], chunk: 5).isEmpty)
    }

    @Test("a line longer than 16 MiB is answered with an error reply (seq 0) and skipped; the next line is served")
    func overlongLine() {
        var input = Array(#"{"seq":1,"type":"output","output":"OUT-LOG","input":""#.utf8)
        input += [UInt8](repeating: UInt8(ascii: "x"), count: SubjectServer.protocolMaxLineBytes)
        input +=
            Array(#""}"#.utf8) + [0x0A] + Array(#"{"seq":2,"type":"output","output":"OUT-LOG","input":{}}"#.utf8) + [
                0x0A
            ]
        let lines = String(decoding: Self.serve(input, chunk: 1 << 16), as: UTF8.self).split(separator: "\n")
        #expect(
            lines == [
                #"{"message":"the request line is longer than 16777216 bytes","seq":0,"type":"error"}"#,
                #"{"seq":2,"type":"value","value":[]}"#,
            ])
    }

    @Test("a line of exactly the longest length is served, one byte more is not, wherever the reads cut it")
    func lineLengthBoundary() {
        let line = Array(#"{"seq":3,"type":"output","output":"OUT-LOG","input":"abcdefghijklmnopqrstuvwxyz"}"#.utf8)
        let next = Array(#"{"seq":4,"type":"output","output":"OUT-LOG","input":{}}"#.utf8)
        let input = line + [0x0A] + next + [0x0A] + line
        for chunk in [1, 5, 64, 1 << 16] {
            let served = String(decoding: Self.serve(input, chunk: chunk, maxLine: line.count), as: UTF8.self).split(
                separator: "\n")
            #expect(served.map { parsed(String($0))["seq"] } == [3, 4, 3], "reads of \(chunk)")
            let refused = String(decoding: Self.serve(input, chunk: chunk, maxLine: line.count - 1), as: UTF8.self)
                .split(separator: "\n")
            #expect(refused.map { parsed(String($0))["seq"] } == [0, 4, 0], "reads of \(chunk)")
            #expect(
                refused.first
                    == #"{"message":"the request line is longer than \#(line.count - 1) bytes","seq":0,"type":"error"}"#
            )
        }
    }

    @Test("serve stops when the output is closed")
    func outputClosed() {
        var server = ServerToy.server()
        var reads = 0
        var writes = 0
        server.serve(
            read: { buffer in
                reads += 1
                let line = Array(#"{"seq":1,"type":"rule","rule":"x"}"#.utf8) + [0x0A]
                buffer.copyBytes(from: line)
                return line.count
            },
            write: { _ in
                writes += 1
                return false
            })
        #expect(reads == 1 && writes == 1)
    }

    @Test("serve over file descriptors: requests through one pipe, replies through another, until the input closes")
    func pipes() throws {
        let input = Pipe()
        let output = Pipe()
        let requests = Self.requests.prefix(3).joined(separator: "\n") + "\n"
        let done = DispatchSemaphore(value: 0)
        let reader = input.fileHandleForReading.fileDescriptor
        let writer = output.fileHandleForWriting.fileDescriptor
        Thread.detachNewThread {
            var server = ServerToy.server()
            server.serve(input: reader, output: writer)
            try? output.fileHandleForWriting.close()
            done.signal()
        }
        input.fileHandleForWriting.write(Data(requests.utf8))
        try input.fileHandleForWriting.close()
        let replies = output.fileHandleForReading.readDataToEndOfFile()
        done.wait()
        let lines = String(decoding: replies, as: UTF8.self).split(separator: "\n")
        #expect(lines.map { parsed(String($0))["seq"] } == [1, 2, 3])
    }
}
