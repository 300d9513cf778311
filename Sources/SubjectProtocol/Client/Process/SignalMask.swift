#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The signal handling a subject process needs from the thread that drives it, without changing the tool's
/// process-wide dispositions (a child inherits ignored signals, so ignoring `SIGPIPE` for the whole tool would
/// change how every subject behaves).
enum SignalMask {
    /// Runs `body` with no signal blocked in the calling thread: a process started in it begins with an empty signal
    /// mask (worker threads block signals, and a child would inherit a blocked `SIGTERM` and never end on it).
    static func unblockingAll<T>(_ body: () throws -> T) rethrows -> T {
        var empty = sigset_t()
        var old = sigset_t()
        sigemptyset(&empty)
        pthread_sigmask(SIG_SETMASK, &empty, &old)
        defer { pthread_sigmask(SIG_SETMASK, &old, nil) }
        return try body()
    }

    /// Runs `body`, a write to a pipe, so that a reader that is gone gives `EPIPE` and never a `SIGPIPE` that would
    /// end the tool: the signal is blocked in this thread and, if the write raised it, taken before unblocking.
    static func withoutBrokenPipeSignal<T>(_ body: () -> T) -> T {
        #if os(Linux)
            var pipe = sigset_t()
            var old = sigset_t()
            sigemptyset(&pipe)
            sigaddset(&pipe, SIGPIPE)
            pthread_sigmask(SIG_BLOCK, &pipe, &old)
            let result = body()
            var pending = sigset_t()
            sigpending(&pending)
            if sigismember(&pending, SIGPIPE) == 1, sigismember(&old, SIGPIPE) == 0 {
                var now = timespec(tv_sec: 0, tv_nsec: 0)
                _ = sigtimedwait(&pipe, nil, &now)
            }
            pthread_sigmask(SIG_SETMASK, &old, nil)
            return result
        #else
            ignoreBrokenPipes
            return body()
        #endif
    }

    #if !os(Linux)
        /// Where a thread-directed `SIGPIPE` cannot be taken, the tool ignores it.
        private static let ignoreBrokenPipes: Void = { _ = signal(SIGPIPE, SIG_IGN) }()
    #endif
}
