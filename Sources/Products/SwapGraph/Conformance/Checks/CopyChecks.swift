import Conformance
import Foundation
import SwapGraph

/// The copy RULE-COPY lists that no other check reads, through the implementation's surfaces and store; the tracker
/// files' shapes; the receipt's read-only detail.
enum CopyChecks {
    static var all: [RuleCheck] { [copy, trackerFiles, receiptReadOnly] }

    static let copy = RuleCheck.observing(
        "RULE-COPY", covers: ["LC-10", "FEED-11"],
        title:
            "offline banners (with and without a cache, per surface), the back-online banner, \"Show {n} more\", the posting label and the decline banner read as the document writes them"
    ) { context in
        let backend = Backend()
        backend.proposals = (1...7).map {
            Fixtures.opportunity("p\($0)", expiresIn: $0 <= 3 ? 1_800 : 86_400, score: Double($0) / 10)
        }
        var store = Fixtures.store(backend)
        store.connectionLost()
        let state = store.fallback(.feed, now: Fixtures.at(1))
        let banner = try require(
            OfflineBannerCopy.banner(for: state, surface: .feed), "offline with a cache shows no banner")
        try expectEqual(banner.title, try context.copy("offlineTitle"), "the offline title")
        try expectEqual(
            banner.message,
            try context.copy("offlineCached", ["surface": "feed", "time": OfflineBannerCopy.timeText(Fixtures.t0)]),
            "the cached offline message")
        var empty = Fixtures.store()
        empty.connectionLost()
        let none = try require(
            OfflineBannerCopy.banner(for: empty.fallback(.history, now: Fixtures.at(1)), surface: .history),
            "offline without a cache shows no banner")
        try expectEqual(
            none.message, try context.copy("offlineNoCache", ["surface": "history"]), "the no-cache offline message")
        let back = try require(
            store.connectionRestored(api: backend, now: Fixtures.at(2)), "reconnecting showed no banner")
        try expectEqual(back.title, try context.copy("backOnlineTitle"), "the back-online title")
        try expectEqual(back.message, try context.copy("backOnlineMessage"), "the back-online message")
        let feed = FeedComposer.compose(store.feedInputs, now: Fixtures.at(3))
        try expect(feed.hiddenCount > 0, "six cards left nothing hidden")
        try expectEqual(
            feed.showMoreLabel, try context.copy("showMore", ["n": String(feed.hiddenCount)]), "the show-more control")
        let item = Fixtures.asset("a1")
        var sheet = ComposerLifecycle(mode: .create, draft: ComposerDraft(offeringAsset: item, wantTarget: "Knives"))
        sheet.apply(.submit)
        try expectEqual(sheet.submitButtonLabel, try context.copy("posting"), "the submitting label")
        let declined = store.perform(.decline(proposalId: "p1"), api: backend, now: Fixtures.at(4))
        try expectEqual(declined.banner?.message, try context.copy("declined"), "the decline banner")
    }

    static let trackerFiles = RuleCheck.expecting(
        "RULE-TRACKER-FILES",
        title:
            "the tracker, gate-status and stop files round-trip with the document's keys; an unknown task state, severity or gate status is refused, naming the field"
    ) {
        let fixture = ReleaseFixture.passing(now: ReleaseChecks.now)
        let root = try ReleaseChecks.folder(fixture)
        for path in [TrackerPaths.taskTracker, TrackerPaths.gateStatus] {
            let text = String(
                decoding: (try? Data(contentsOf: root.appendingPathComponent(path))) ?? Data(), as: UTF8.self)
            for key in ["generated_at"]
                + (path == TrackerPaths.taskTracker
                    ? [
                        "task_id", "checks_required", "checks_passed", "passed_at", "blocking_issues", "scope_policies",
                        "task_prefix",
                    ] : ["gate_id", "required_checks", "failing_checks", "updated_at"])
            {
                try expect(text.contains("\"\(key)\""), "\(path) has no \(key)")
            }
        }
        let tracker = try TrackerDecoding.decode(
            TaskTracker.self, from: Data(contentsOf: root.appendingPathComponent(TrackerPaths.taskTracker)))
        try expect(tracker == fixture.tracker, "the tracker did not round-trip")
        for (file, from, to, field) in [
            (TrackerPaths.taskTracker, "\"state\" : \"done\"", "\"state\" : \"shipped\"", "state"),
            (TrackerPaths.gateStatus, "\"status\" : \"PASS\"", "\"status\" : \"GREEN\"", "status"),
        ] {
            let url = root.appendingPathComponent(file)
            let text = String(decoding: (try? Data(contentsOf: url)) ?? Data(), as: UTF8.self)
            try expect(text.contains(from), "\(file) does not contain \(from) to break")
            let broken = Data(text.replacingOccurrences(of: from, with: to).utf8)
            do {
                if file == TrackerPaths.taskTracker {
                    _ = try TrackerDecoding.decode(TaskTracker.self, from: broken)
                } else {
                    _ = try TrackerDecoding.decode(GateStatusFile.self, from: broken)
                }
                throw RuleFailure("\(file) with \(to) was accepted")
            } catch let error as TrackerDecodingError {
                try expect(error.field.hasSuffix(field), "the error names \(error.field), not \(field)")
            }
        }
    }

    static let receiptReadOnly = RuleCheck.expecting(
        "HIST-11",
        title:
            "a settled cycle with its receipt: open_receipt is the only action; every mutation aimed at it is refused without a server call"
    ) {
        let backend = Backend()
        backend.timeline = [Fixtures.cycle("c1", state: .completed, viewerPending: false)]
        backend.receipts = [Fixtures.receipt("r1", cycle: "c1")]
        var store = Fixtures.store(backend)
        try expect(
            store.availability(.openReceipt, id: "c1", now: Fixtures.at(1)).enabled,
            "open_receipt is disabled on a completed cycle")
        for request in [
            MutationRequest.confirmDeposit(cycleId: "c1"), .accept(proposalId: "r1"), .decline(proposalId: "r1"),
            .cancelIntent(intentId: "r1"),
        ] {
            let result = store.perform(request, api: backend, now: Fixtures.at(2))
            try expect(!result.apiCalled, "\(request.action.rawValue) on the receipt reached the server")
        }
        try expect(
            !backend.calls.contains { !$0.hasPrefix("fetch") }, "a mutation reached the server: \(backend.calls)")
    }
}
