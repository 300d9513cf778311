import Foundation
import SpecJSON
import Testing

/// `WorkerThreads`: every worker runs each job once, all at the same time, worker 0 on the calling thread.
@Suite struct WorkerThreadsTests {
    /// Arrivals at a meeting point; `meet` returns whether all `count` arrived within the timeout.
    final class Rendezvous: @unchecked Sendable {
        let condition = NSCondition()
        var arrived = 0
        let count: Int
        let timeout: TimeInterval
        init(count: Int, timeout: TimeInterval = 10) {
            self.count = count
            self.timeout = timeout
        }

        func meet() -> Bool {
            condition.lock()
            defer { condition.unlock() }
            arrived += 1
            condition.broadcast()
            let deadline = Date().addingTimeInterval(timeout)
            while arrived < count { if !condition.wait(until: deadline) { return false } }
            return true
        }
    }

    /// What the workers of one job did.
    final class Log: @unchecked Sendable {
        let lock = NSLock()
        var workers: [Int] = []
        var met: [Bool] = []
        var onCaller = false

        func add(_ worker: Int, met: Bool, onCaller: Bool) {
            lock.lock()
            workers.append(worker)
            self.met.append(met)
            if worker == 0 { self.onCaller = onCaller }
            lock.unlock()
        }
    }

    @Test("each job runs every worker once and all at the same time (they meet), worker 0 on the calling thread")
    func runsWorkersTogether() {
        let threads = WorkerThreads(count: 3)
        defer { threads.stop() }
        let caller = pthread_self()
        for _ in 0..<5 {
            let rendezvous = Rendezvous(count: 3)
            let log = Log()
            threads.perform { w in
                log.add(w, met: rendezvous.meet(), onCaller: pthread_equal(pthread_self(), caller) != 0)
            }
            #expect(log.workers.sorted() == [0, 1, 2])
            #expect(log.met == [true, true, true], "the workers did not run at the same time")
            #expect(log.onCaller)
        }
    }

    @Test("one worker runs the job on the calling thread alone; a meeting of two then times out (the control)")
    func oneWorker() {
        let threads = WorkerThreads(count: 1)
        defer { threads.stop() }
        let log = Log()
        let rendezvous = Rendezvous(count: 2, timeout: 0.3)
        threads.perform { w in log.add(w, met: rendezvous.meet(), onCaller: true) }
        #expect(log.workers == [0])
        #expect(log.met == [false])
    }
}
