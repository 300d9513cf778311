import Foundation

#if canImport(Glibc)
    import Glibc
    private let systemWrite = Glibc.write
    private let systemClose = Glibc.close
#elseif canImport(Darwin)
    import Darwin
    private let systemWrite = Darwin.write
    private let systemClose = Darwin.close
#endif

/// One running subject process: its standard input (requests), standard output (replies, read by line with a
/// deadline) and standard error (drained into a tail). Started with Foundation's `Process`, in a process group of
/// its own, and stopped with `SIGTERM`, then `SIGKILL` a second later; Foundation reaps it.
final class SubjectProcess {
    private let process: Process
    private var input: Int32
    private var output: Int32
    private let reader: LineReader
    /// The end of the process's standard error.
    let stderr: StderrTail
    /// The `seq` of the last request written to this process.
    var seq = 0

    private init(process: Process, input: Int32, output: Int32, error: Int32) {
        self.process = process
        self.input = input
        self.output = output
        reader = LineReader(fd: output)
        stderr = StderrTail(fd: error)
    }

    /// Starts `launch`, or says why it cannot be started.
    static func start(_ launch: SubjectLaunch) -> Result<SubjectProcess, LaunchFailure> {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: launch.workingDirectory, isDirectory: &isDirectory),
            isDirectory.boolValue
        else {
            return .failure(LaunchFailure("its working directory \(launch.workingDirectory) does not exist"))
        }
        let environment = launch.processEnvironment
        let executable: String
        switch CommandLookup.resolve(
            launch.command, workingDirectory: launch.workingDirectory, path: environment["PATH"])
        {
        case .failure(let failure): return .failure(failure)
        case .success(let path): executable = path
        }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = launch.arguments
        process.currentDirectoryURL = URL(fileURLWithPath: launch.workingDirectory, isDirectory: true)
        process.environment = environment
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        do {
            try SignalMask.unblockingAll { try process.run() }
        } catch {
            for handle in [stdin.fileHandleForWriting, stdout.fileHandleForReading, stderr.fileHandleForReading] {
                try? handle.close()
            }
            return .failure(LaunchFailure("\(executable) cannot be run: \(error.localizedDescription)"))
        }
        // Own the parent's ends as plain descriptors (close-on-exec), closed exactly once by this object.
        let input = fcntl(stdin.fileHandleForWriting.fileDescriptor, F_DUPFD_CLOEXEC, 0)
        let output = fcntl(stdout.fileHandleForReading.fileDescriptor, F_DUPFD_CLOEXEC, 0)
        let error = fcntl(stderr.fileHandleForReading.fileDescriptor, F_DUPFD_CLOEXEC, 0)
        for handle in [stdin.fileHandleForWriting, stdout.fileHandleForReading, stderr.fileHandleForReading] {
            try? handle.close()
        }
        _ = fcntl(input, F_SETFL, fcntl(input, F_GETFL) | O_NONBLOCK)
        return .success(SubjectProcess(process: process, input: input, output: output, error: error))
    }

    /// The process ID.
    var pid: Int32 { process.processIdentifier }

    /// How a write ended.
    enum WriteOutcome { case written, closed, timeout }

    /// Writes `bytes` to the process's standard input, waiting at most until `deadline` for room in the pipe.
    func write(_ bytes: [UInt8], deadline: ContinuousClock.Instant) -> WriteOutcome {
        guard input >= 0 else { return .closed }
        var offset = 0
        while offset < bytes.count {
            let (written, error) = SignalMask.withoutBrokenPipeSignal {
                let n = bytes.withUnsafeBytes {
                    systemWrite(input, $0.baseAddress.map { $0 + offset }, $0.count - offset)
                }
                return (n, n < 0 ? errno : 0)
            }
            if written > 0 {
                offset += written
            } else if error == EINTR {
                continue
            } else if error == EAGAIN {
                let left = ContinuousClock.now.duration(to: deadline)
                guard left > .zero else { return .timeout }
                var descriptor = pollfd(fd: input, events: Int16(POLLOUT), revents: 0)
                _ = poll(&descriptor, 1, Int32(clamping: left.components.seconds * 1000 + 10))
            } else {
                return .closed
            }
        }
        return .written
    }

    /// The next line of the process's standard output, waiting at most until `deadline`.
    func readLine(deadline: ContinuousClock.Instant) -> LineReader.Result { reader.next(deadline: deadline) }

    /// `exited (status 1)`, `was killed by signal 9`, or nil while it runs.
    var exitDescription: String? {
        guard !process.isRunning else { return nil }
        switch process.terminationReason {
        case .exit: return "exited (status \(process.terminationStatus))"
        case .uncaughtSignal: return "was killed by signal \(process.terminationStatus)"
        @unknown default: return "exited"
        }
    }

    /// Waits at most `timeout` for the process to end; whether it has.
    @discardableResult
    func waitForExit(timeout: Duration) -> Bool {
        let deadline = ContinuousClock.now.advanced(by: timeout)
        while process.isRunning {
            guard ContinuousClock.now < deadline else { return false }
            usleep(2_000)
        }
        return true
    }

    /// Closes the process's standard input: end of the run for a well-behaved subject.
    func closeInput() {
        guard input >= 0 else { return }
        _ = systemClose(input)
        input = -1
    }

    /// Ends the process: standard input closed, `SIGTERM` to its group, `SIGKILL` after `grace` if it is still there.
    func stop(grace: Duration = .seconds(1)) {
        closeInput()
        if process.isRunning {
            signalGroup(SIGTERM)
            if !waitForExit(timeout: grace) {
                signalGroup(SIGKILL)
                waitForExit(timeout: .seconds(5))
            }
        }
        release()
    }

    /// Ends the run for this process: standard input closed, `grace` to exit on its own, then ``stop(grace:)``.
    func finish(grace: Duration = .seconds(1)) {
        closeInput()
        if !waitForExit(timeout: grace) { stop() }
        release()
    }

    private func signalGroup(_ signal: Int32) {
        let pid = process.processIdentifier
        guard pid > 0 else { return }
        if kill(-pid, signal) != 0 { kill(pid, signal) }
    }

    private func release() {
        if output >= 0 {
            _ = systemClose(output)
            output = -1
        }
    }

    deinit {
        if input >= 0 { _ = systemClose(input) }
        if output >= 0 { _ = systemClose(output) }
    }
}
