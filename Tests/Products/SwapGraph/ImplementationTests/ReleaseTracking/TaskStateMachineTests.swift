import Foundation
import Testing

@testable import SwapGraph

@Suite("Release tracking: task state machine (§16.2, §16.6, §19, LC-12)")
struct TaskStateMachineTests {
    let root = Release.makeRoot()
    var machine: TaskStateMachine { TaskStateMachine(root: root, now: Release.now) }

    func tracker(_ tasks: TrackedTask...) -> TaskTracker {
        TaskTracker(generatedAt: "2026-03-01T00:00:00Z", tasks: tasks)
    }

    func refusal(_ t: TaskTracker, _ r: TransitionRequest) -> TransitionRefusal? {
        let outcome = machine.advance(t, r)
        if outcome.refusal != nil { #expect(outcome.tracker == nil) }
        return outcome.refusal
    }

    @Test("§16.2 the states run planned → … → done in one order")
    func order() {
        #expect(
            TaskState.allCases.map(\.rawValue) == [
                "planned", "ready", "in_progress", "implemented", "verified", "accepted", "done",
            ])
        #expect(TaskState.done.next == nil)
    }

    @Test("§16.2 a full walk planned → done with every piece of evidence")
    func fullWalk() throws {
        var t = tracker(Release.task("WEB-T020", .done), Release.task("WEB-T021", .planned, dependsOn: ["WEB-T020"]))
        t = try #require(machine.advance(t, .init(taskID: "WEB-T021", target: .ready)).tracker)
        t = try #require(machine.advance(t, .init(taskID: "WEB-T021", target: .inProgress, owner: "web-exec")).tracker)
        #expect(t.task("WEB-T021")?.startedAt == "2026-03-04T12:00:00Z")
        t = try #require(
            machine.advance(t, .init(taskID: "WEB-T021", target: .implemented, selfReviewNote: "ok")).tracker)
        t.tasks[1].checksPassed = [Release.pass("SC-UX-01", root: root)]
        t = try #require(machine.advance(t, .init(taskID: "WEB-T021", target: .verified)).tracker)
        t = try #require(
            machine.advance(
                t,
                .init(taskID: "WEB-T021", target: .accepted, reviewer: "ios-exec", reviewedAt: "2026-03-04T11:00:00Z")
            ).tracker)
        t = try #require(machine.advance(t, .init(taskID: "WEB-T021", target: .done)).tracker)
        let task = try #require(t.task("WEB-T021"))
        #expect(task.state == .done)
        #expect(task.doneAt == "2026-03-04T12:00:00Z")
        #expect(task.lastUpdatedAt == "2026-03-04T12:00:00Z")
        #expect(task.reviewer == "ios-exec")
        #expect(task.selfReviewNotes == "ok")
    }

    @Test("§16.2 no skipping, no backward moves, nothing after done")
    func noSkipping() {
        for from in TaskState.allCases {
            for to in TaskState.allCases where to != from.next {
                #expect(
                    refusal(tracker(Release.task("T", from)), .init(taskID: "T", target: to))
                        == .notNextState(from: from, to: to))
            }
        }
    }

    @Test("An unknown task is refused")
    func unknownTask() {
        #expect(refusal(tracker(), .init(taskID: "NOPE", target: .ready))?.code == "unknown-task")
    }

    @Test("§16.2 planned→ready needs every dependency done")
    func dependencies() {
        let t = tracker(Release.task("A", .accepted), Release.task("B", .planned, dependsOn: ["A"]))
        #expect(refusal(t, .init(taskID: "B", target: .ready)) == .dependencyNotDone("A"))
        let missing = tracker(Release.task("B", .planned, dependsOn: ["GHOST"]))
        #expect(refusal(missing, .init(taskID: "B", target: .ready)) == .dependencyNotDone("GHOST"))
    }

    @Test("§16.2 planned→ready needs acceptance criteria mapped to check IDs")
    func checksMapped() {
        #expect(
            refusal(tracker(Release.task("B", .planned, checks: [])), .init(taskID: "B", target: .ready))
                == .noChecksMapped)
    }

    @Test("§19.1 ready→in_progress needs an owner and sets it")
    func owner() throws {
        let t = tracker(Release.task("B", .ready, owner: ""))
        #expect(refusal(t, .init(taskID: "B", target: .inProgress)) == .ownerMissing)
        #expect(refusal(t, .init(taskID: "B", target: .inProgress, owner: "steam-bot")) == .unknownOwner("steam-bot"))
        let claimed = try #require(
            machine.advance(t, .init(taskID: "B", target: .inProgress, owner: "ios-exec")).tracker)
        #expect(claimed.task("B")?.owner == "ios-exec")
    }

    @Test("§16.6 WIP limits: ios-exec 2, web-exec 2, parity-integrator 3")
    func wipLimits() {
        for (agent, limit) in [("ios-exec", 2), ("web-exec", 2), ("parity-integrator", 3)] {
            let busy = (0..<limit).map { Release.task("W\($0)", .inProgress, owner: agent) }
            let under = TaskTracker(generatedAt: "x", tasks: Array(busy.dropLast()) + [Release.task("N", .ready)])
            #expect(machine.advance(under, .init(taskID: "N", target: .inProgress, owner: agent)).tracker != nil)
            let full = TaskTracker(generatedAt: "x", tasks: busy + [Release.task("N", .ready)])
            #expect(
                refusal(full, .init(taskID: "N", target: .inProgress, owner: agent))
                    == .wipLimitReached(owner: agent, limit: limit))
        }
    }

    @Test("§16.2 in_progress→implemented needs a self-review note")
    func selfReview() {
        let t = tracker(Release.task("B", .inProgress))
        #expect(refusal(t, .init(taskID: "B", target: .implemented)) == .selfReviewMissing)
        #expect(refusal(t, .init(taskID: "B", target: .implemented, selfReviewNote: "  ")) == .selfReviewMissing)
    }

    @Test("§16.2 implemented→verified needs every mapped check valid per §20.1")
    func verifyNeedsChecks() {
        let one = Release.pass("SC-UX-01", root: root)
        let t = tracker(Release.task("B", .implemented, checks: ["SC-UX-01", "SC-UX-02"], passes: [one]))
        #expect(
            refusal(t, .init(taskID: "B", target: .verified))
                == .checkNotValid(checkID: "SC-UX-02", reason: .notRecorded))
        var broken = one
        broken.passedAt = "yesterday"
        let invalid = tracker(Release.task("B", .implemented, checks: ["SC-UX-01"], passes: [broken]))
        #expect(
            refusal(invalid, .init(taskID: "B", target: .verified))
                == .checkNotValid(checkID: "SC-UX-01", reason: .passedAtInvalid))
    }

    @Test("§16.2 verified→accepted needs a reviewer and a valid reviewed_at")
    func review() {
        let t = tracker(Release.task("B", .verified))
        #expect(
            refusal(t, .init(taskID: "B", target: .accepted, reviewedAt: "2026-03-04T11:00:00Z")) == .reviewerMissing)
        #expect(refusal(t, .init(taskID: "B", target: .accepted, reviewer: "ios-exec")) == .reviewedAtInvalid)
        #expect(
            refusal(t, .init(taskID: "B", target: .accepted, reviewer: "ios-exec", reviewedAt: "soon"))
                == .reviewedAtInvalid)
    }

    @Test("§16.2 verified→accepted is refused with an open blocking issue; a resolved one is ignored")
    func reviewBlocked() {
        let request = TransitionRequest(
            taskID: "B", target: .accepted, reviewer: "ios-exec", reviewedAt: "2026-03-04T11:00:00Z")
        let open = tracker(Release.task("B", .verified, issues: [Release.issue("ISS-2", .p2)]))
        #expect(refusal(open, request) == .openBlocker(issueID: "ISS-2"))
        let resolved = tracker(Release.task("B", .verified, issues: [Release.issue("ISS-2", .p1, status: .resolved)]))
        #expect(machine.advance(resolved, request).tracker != nil)
    }

    @Test("§20.3 accepted→done is refused while an open P1 exists; P2 does not block it")
    func p1BlocksDone() {
        let p1 = tracker(Release.task("B", .accepted, issues: [Release.issue("ISS-1", .p1)]))
        #expect(refusal(p1, .init(taskID: "B", target: .done)) == .openP1Blocker(issueID: "ISS-1"))
        let p2 = tracker(Release.task("B", .accepted, issues: [Release.issue("ISS-3", .p2)]))
        #expect(machine.advance(p2, .init(taskID: "B", target: .done)).tracker?.task("B")?.state == .done)
    }

    @Test("§20.3 an open P0 blocks every forward step")
    func p0BlocksAll() {
        for state in TaskState.allCases {
            guard let next = state.next else { continue }
            let t = tracker(Release.task("B", state, issues: [Release.issue("ISS-0", .p0)]))
            let r = TransitionRequest(
                taskID: "B", target: next, owner: "web-exec", selfReviewNote: "n", reviewer: "ios-exec",
                reviewedAt: "2026-03-04T11:00:00Z")
            #expect(refusal(t, r) == .openP0Blocker(issueID: "ISS-0"))
        }
    }

    @Test(
        "§16.3/§19.3 a failed mapped check sends implemented, verified or accepted back to in_progress with a blocker")
    func failCheck() throws {
        for state in [TaskState.implemented, .verified, .accepted] {
            let pass = Release.pass("SC-UX-01", root: root)
            var task = Release.task("B", state, passes: [pass])
            task.reviewer = "ios-exec"
            let out = try #require(
                machine.failCheck(tracker(task), taskID: "B", issue: Release.issue("ISS-9", .p1)).tracker)
            let moved = try #require(out.task("B"))
            #expect(moved.state == .inProgress)
            #expect(moved.blockingIssues.map(\.issueID) == ["ISS-9"])
            #expect(moved.checksPassed.isEmpty)
            #expect(moved.reviewer == nil)
        }
    }

    @Test("§19.3 failCheck is refused from other states, for unmapped checks and for duplicate issue IDs")
    func failCheckRefusals() {
        for state in [TaskState.planned, .ready, .inProgress, .done] {
            #expect(
                machine.failCheck(tracker(Release.task("B", state)), taskID: "B", issue: Release.issue("I", .p1))
                    .refusal == .notFailable(state))
        }
        let t = tracker(Release.task("B", .verified, issues: [Release.issue("I", .p3)]))
        #expect(
            machine.failCheck(t, taskID: "B", issue: Release.issue("J", .p1, check: "SC-X")).refusal
                == .checkNotMapped("SC-X"))
        #expect(machine.failCheck(t, taskID: "B", issue: Release.issue("I", .p1)).refusal == .duplicateIssue("I"))
        #expect(machine.failCheck(t, taskID: "Z", issue: Release.issue("K", .p1)).refusal == .unknownTask("Z"))
    }

    @Test("Resolving an issue unblocks acceptance; an unknown issue is refused")
    func resolve() throws {
        let t = tracker(Release.task("B", .verified, issues: [Release.issue("I", .p0)]))
        let resolved = try #require(machine.resolveIssue(t, taskID: "B", issueID: "I").tracker)
        #expect(resolved.task("B")?.blockingIssues.first?.isOpen == false)
        #expect(machine.resolveIssue(resolved, taskID: "B", issueID: "I").refusal == .unknownIssue("I"))
        let r = TransitionRequest(
            taskID: "B", target: .accepted, reviewer: "ios-exec", reviewedAt: "2026-03-04T11:00:00Z")
        #expect(machine.advance(resolved, r).tracker != nil)
    }

    @Test("Refusal codes are stable and distinct")
    func codes() {
        let all: [TransitionRefusal] = [
            .unknownTask("a"), .notNextState(from: .planned, to: .done), .openP0Blocker(issueID: "i"),
            .dependencyNotDone("d"),
            .noChecksMapped, .ownerMissing, .unknownOwner("o"), .wipLimitReached(owner: "o", limit: 2),
            .selfReviewMissing,
            .checkNotValid(checkID: "c", reason: .notRecorded), .reviewerMissing, .reviewedAtInvalid,
            .openBlocker(issueID: "i"),
            .openP1Blocker(issueID: "i"), .notFailable(.done), .checkNotMapped("c"), .duplicateIssue("i"),
            .unknownIssue("i"),
        ]
        #expect(Set(all.map(\.code)).count == all.count)
        #expect(TransitionRefusal.wipLimitReached(owner: "o", limit: 2).code == "wip-limit-reached")
    }
}
