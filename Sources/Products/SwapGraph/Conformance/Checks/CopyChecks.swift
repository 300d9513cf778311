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
        var client = Fixtures.client(backend)
        client.connectionLost()
        let banner = try require(
            client.store.offlineBanner(.feed, now: Fixtures.at(1)), "offline with a cache shows no banner")
        try expectEqual(banner.title, try context.copy("offlineTitle"), "the offline banner's title", proves: "LC-10")
        try expectEqual(
            banner.message,
            try context.copy("offlineCached", ["surface": "feed", "time": Self.clock(Fixtures.t0)]),
            "the offline banner of a feed with a cache fetched at \(Self.clock(Fixtures.t0)) UTC", proves: "LC-10")
        var empty = Fixtures.store()
        empty.connectionLost()
        let none = try require(
            empty.offlineBanner(.history, now: Fixtures.at(1)), "offline without a cache shows no banner")
        try expectEqual(
            none.message, try context.copy("offlineNoCache", ["surface": "history"]),
            "the offline banner of a History with no cache", proves: "LC-10")
        let back = try require(client.connectionRestored(now: Fixtures.at(2)), "reconnecting showed no banner")
        try expectEqual(back.title, try context.copy("backOnlineTitle"), "the back-online title", proves: "LC-10")
        try expectEqual(
            back.message, try context.copy("backOnlineMessage"), "the back-online message", proves: "LC-10")
        let feed = client.feed(now: Fixtures.at(3))
        try expect(feed.hiddenCount > 0, "six cards left nothing hidden")
        try expectEqual(
            feed.showMoreLabel, try context.copy("showMore", ["n": String(feed.hiddenCount)]),
            "the control holding the \(feed.hiddenCount) card(s) beyond the first \(feed.visibleCount)",
            proves: "FEED-11")
        try expectEqual(
            client.store.availability(.postIntent, id: "i1", now: Fixtures.at(3)).pendingLabel,
            try context.copy("posting"), "the submitting label")
        client.tapOpportunityCard("p1", now: Fixtures.at(4))
        let declined = client.decline("p1", now: Fixtures.at(5))
        try expectEqual(declined.banner?.message, try context.copy("declined"), "the decline banner")
    }

    /// `date` as "HH:mm" in UTC: our reading of {time}, which the document does not format.
    static func clock(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "HH:mm"
        return formatter.string(from: date)
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
