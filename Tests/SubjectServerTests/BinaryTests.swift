import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

/// The built `ochre-soul-subject` executable speaks the protocol on its standard input and output.
@Suite struct BinaryTests {
    /// The executable `name` beside the test bundle (`.build/<triple>/<config>/<name>`), by default `ochre-soul-subject`.
    static func executable(_ name: String = "ochre-soul-subject") throws -> URL {
        var directory = Bundle.main.bundleURL
        for _ in 0..<4 {
            let candidate = directory.appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
            for bundle in Bundle.allBundles where bundle.bundleURL.pathExtension == "xctest" {
                let beside = bundle.bundleURL.deletingLastPathComponent().appendingPathComponent(name)
                if FileManager.default.isExecutableFile(atPath: beside.path) { return beside }
            }
            directory.deleteLastPathComponent()
        }
        let built = URL(fileURLWithPath: PackagePaths.root + "/.build/debug/" + name)
        try #require(FileManager.default.isExecutableFile(atPath: built.path), "\(name) is not built")
        return built
    }

    @Test("ochre-soul-subject: hello lists the ochre-soul subjects; reset and apply round trip; end of input exits 0")
    func roundTrip() throws {
        let process = Process()
        process.executableURL = try Self.executable()
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let spec = PackagePaths.root + "/Spec/ochre-soul"
        let requests = [
            #"{"seq":1,"type":"hello","protocol":1,"product":"ochre-soul","subject":"ochre-soul-swift","specDirectory":"\#(spec)","tool":"test"}"#,
            #"{"seq":2,"type":"reset","context":{"publication":{"checksumMatches":true,"hasWarnings":false,"reviewApproved":false,"warningsSignedOff":false}}}"#,
            #"{"seq":3,"type":"apply","machine":"publication","event":"generator.succeeded","data":null}"#,
        ]
        input.fileHandleForWriting.write(Data((requests.joined(separator: "\n") + "\n").utf8))
        try input.fileHandleForWriting.close()
        let replies = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self).split(
            separator: "\n"
        ).map { parsed(String($0)) }
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        try #require(replies.count == 3, "\(replies)")
        #expect(replies[0]["type"] == "hello")
        #expect(replies[0]["protocol"] == 1)
        #expect(
            replies[0]["serves"]?["machines"] == [
                "artwork-access", "canvas-progress", "publication", "user-onboarding",
            ])
        // publication and canvas-progress show what they hold right after a reset (the sign-off, the filled count).
        #expect(replies[0]["serves"]?["observesReset"] == true)
        #expect((replies[0]["serves"]?["rules"]?.arrayValue?.count ?? 0) > 50)
        #expect(replies[1]["seq"] == 2)
        #expect(replies[1]["type"] == "observation", "\(replies[1])")
        #expect(replies[1]["states"]?["publication"] == "Draft")
        #expect(replies[1]["outputs"]?["warningsSignedOff"] == false)
        #expect(replies[2]["seq"] == 3)
        #expect(replies[2]["type"] == "observation", "\(replies[2])")
        #expect(replies[2]["states"]?["publication"]?.stringValue?.isEmpty == false)
    }
}
