import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import SubjectProtocol

#if canImport(Glibc)
    import Glibc
#endif

/// One subject process on its own: writes to a process that is gone, reaping, the line reader's limits.
@Suite struct SubjectProcessTests {
    func launch(_ script: String) throws -> SubjectLaunch {
        SubjectLaunch(
            command: try SubjectFixture.python3(), arguments: ["-c", script], workingDirectory: "/tmp", environment: [:]
        )
    }

    func start(_ script: String) throws -> SubjectProcess {
        try SubjectProcess.start(try launch(script)).get()
    }

    @Test("writing to a process that has exited gives closed, and the tool lives on (no SIGPIPE)")
    func deadPipe() throws {
        // The engine never changes SIGPIPE's disposition tool-wide (a served Swift subject in the same test process may
        // ignore it, so the disposition is compared before and after, not with the default).
        var before = sigaction()
        sigaction(SIGPIPE, nil, &before)
        let process = try start("pass")
        #expect(process.waitForExit(timeout: .seconds(10)))
        let line = [UInt8](repeating: UInt8(ascii: "x"), count: 1 << 17) + [0x0A]
        #expect(process.write(line, deadline: .now + .seconds(5)) == .closed)
        #expect(process.write(line, deadline: .now + .seconds(5)) == .closed)
        #expect(process.exitDescription == "exited (status 0)")
        var after = sigaction()
        sigaction(SIGPIPE, nil, &after)
        #expect(
            unsafeBitCast(after.__sigaction_handler.sa_handler, to: Int.self)
                == unsafeBitCast(before.__sigaction_handler.sa_handler, to: Int.self),
            "writing to a dead subject left SIGPIPE's disposition as it was")
    }

    @Test("a stopped process is reaped: no zombie is left behind")
    func reaped() throws {
        let process = try start("import time\ntime.sleep(60)")
        let pid = process.pid
        #expect(FileManager.default.fileExists(atPath: "/proc/\(pid)"))
        process.stop()
        #expect(process.exitDescription == "was killed by signal 15", "SIGTERM ends it, no SIGKILL needed")
        for _ in 0..<100 where FileManager.default.fileExists(atPath: "/proc/\(pid)") { usleep(10_000) }
        #expect(!FileManager.default.fileExists(atPath: "/proc/\(pid)"), "process \(pid) is still in the process table")
    }

    @Test("a process that ignores SIGTERM gets SIGKILL a second later")
    func killed() throws {
        let process = try start(
            "import signal, sys, time\nsignal.signal(signal.SIGTERM, signal.SIG_IGN)\nsys.stdout.write('ready\\n'); sys.stdout.flush()\ntime.sleep(60)"
        )
        #expect(process.readLine(deadline: .now + .seconds(10)) == .line(Array("ready".utf8)))
        let clock = ContinuousClock.now
        process.stop()
        let took = clock.duration(to: .now)
        #expect(took >= .seconds(1) && took < .seconds(8), "\(took)")
        #expect(process.exitDescription == "was killed by signal 9")
    }

    @Test(
        "the environment holds the declared variables and SPECCONFORM_PROTOCOL=1, and the process runs in its working directory"
    )
    func environment() throws {
        var launch = try launch(
            "import os\nprint(os.environ['SPECCONFORM_PROTOCOL'], os.environ['TOY'], os.environ.get('HOME') is not None, os.getcwd())"
        )
        launch.environment = ["TOY": "vending"]
        launch.workingDirectory = "/"
        let process = try SubjectProcess.start(launch).get()
        #expect(process.readLine(deadline: .now + .seconds(10)) == .line(Array("1 vending True /".utf8)))
        process.stop()
    }

    @Test(
        "lines split across reads and several lines in one read come out one by one; a partial last line comes with the end"
    )
    func lines() throws {
        let process = try start(
            "import sys, time\nw = sys.stdout.buffer\nw.write(b'{\"a\"'); w.flush(); time.sleep(0.2)\nw.write(b': 1}\\nsecond\\nthird\\npartial'); w.flush()"
        )
        let deadline = ContinuousClock.now + .seconds(10)
        #expect(process.readLine(deadline: deadline) == .line(Array("{\"a\": 1}".utf8)))
        #expect(process.readLine(deadline: deadline) == .line(Array("second".utf8)))
        #expect(process.readLine(deadline: deadline) == .line(Array("third".utf8)))
        #expect(process.readLine(deadline: deadline) == .end(pending: Array("partial".utf8)))
        process.stop()
    }

    @Test("a read waits no longer than its deadline")
    func deadline() throws {
        let process = try start("import time\ntime.sleep(60)")
        let clock = ContinuousClock.now
        #expect(process.readLine(deadline: .now + .milliseconds(300)) == .timeout)
        let took = clock.duration(to: .now)
        #expect(took >= .milliseconds(300) && took < .seconds(5), "\(took)")
        process.stop()
    }

    @Test("a line over the limit is reported with its first bytes and its length so far, never read to its end")
    func tooLong() throws {
        var fds: [Int32] = [0, 0]
        #expect(pipe(&fds) == 0)
        defer { close(fds[0]) }
        let bytes = [UInt8]("short\n".utf8) + [UInt8](repeating: UInt8(ascii: "z"), count: 300)
        #expect(bytes.withUnsafeBytes { write(fds[1], $0.baseAddress, $0.count) } == bytes.count)
        close(fds[1])
        let reader = LineReader(fd: fds[0], limit: 250)
        #expect(reader.next(deadline: .now + .seconds(5)) == .line(Array("short".utf8)))
        #expect(
            reader.next(deadline: .now + .seconds(5))
                == .tooLong(prefix: [UInt8](repeating: UInt8(ascii: "z"), count: 200), length: 300))
    }

    @Test(
        "a command that is not on PATH, a missing path and a missing working directory are launch failures naming them")
    func launchFailures() {
        let missing = SubjectLaunch(
            command: "no-such-program-here", arguments: [], workingDirectory: "/tmp", environment: [:])
        if case .failure(let failure) = SubjectProcess.start(missing) {
            #expect(failure.message == "command \"no-such-program-here\" was not found on PATH")
        } else {
            Issue.record("started a program that does not exist")
        }
        let path = SubjectLaunch(command: "bin/nothing", arguments: [], workingDirectory: "/tmp", environment: [:])
        if case .failure(let failure) = SubjectProcess.start(path) {
            #expect(failure.message == "command \"bin/nothing\" does not exist (looked for /tmp/bin/nothing)")
        } else {
            Issue.record("started a path that does not exist")
        }
        let folder = SubjectLaunch(
            command: "python3", arguments: [], workingDirectory: "/no/such/folder", environment: [:])
        if case .failure(let failure) = SubjectProcess.start(folder) {
            #expect(failure.message == "its working directory /no/such/folder does not exist")
        } else {
            Issue.record("started in a folder that does not exist")
        }
    }
}
