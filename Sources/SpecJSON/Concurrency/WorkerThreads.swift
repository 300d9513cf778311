import Foundation

/// A fixed set of threads that run one job at a time together, the calling thread being worker 0: what
/// `DispatchQueue.concurrentPerform` does, with threads that live across jobs and inherit the calling thread's
/// scheduling priority (`nice`), which the dispatch pool's threads do not: under `nice` on a busy machine, a
/// dispatch worker got a fraction of a core and two workers were no faster than one.
///
/// Call ``stop()`` when done: the threads hold the pool until they end.
package final class WorkerThreads: @unchecked Sendable {
    /// The workers, the calling thread included.
    package let count: Int
    private let condition = NSCondition()
    private var job: (@Sendable (Int) -> Void)?
    /// Bumped for every job, so a thread runs each job once.
    private var generation = 0
    /// Threads still running the current job.
    private var running = 0
    private var stopping = false

    package init(count: Int) {
        self.count = max(1, count)
        for worker in 1..<self.count {
            let thread = Thread { self.loop(worker) }
            thread.name = "specconform-worker-\(worker)"
            thread.start()
        }
    }

    /// Runs `body(w)` for every worker `w` in `0..<count` at once, `body(0)` on the calling thread; returns when all
    /// have returned.
    package func perform(_ body: @escaping @Sendable (Int) -> Void) {
        guard count > 1 else { return body(0) }
        condition.lock()
        job = body
        generation += 1
        running = count - 1
        condition.broadcast()
        condition.unlock()
        body(0)
        condition.lock()
        while running > 0 { condition.wait() }
        job = nil
        condition.unlock()
    }

    /// Ends the threads (after the job they run, if any).
    package func stop() {
        condition.lock()
        stopping = true
        condition.broadcast()
        condition.unlock()
    }

    private func loop(_ worker: Int) {
        var done = 0
        while true {
            condition.lock()
            while generation == done, !stopping { condition.wait() }
            guard !stopping, let body = job else {
                condition.unlock()
                return
            }
            done = generation
            condition.unlock()
            body(worker)
            condition.lock()
            running -= 1
            if running == 0 { condition.broadcast() }
            condition.unlock()
        }
    }
}
