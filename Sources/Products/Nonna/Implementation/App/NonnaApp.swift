import Foundation

/// The Nonna backend: every service of the FRS over an in-memory store, with an injectable clock and access policy.
///
/// Drive it through the typed service methods or through ``perform(_:as:)``; observe it through the state readers
/// and the outboxes (``emails``, ``pushes``, ``realtime``, in-app notifications). Used from one thread.
package final class NonnaApp {
    /// The clock every module reads.
    package let clock: Clock
    /// The access policy every operation asks.
    package let policy: AccessPolicy
    var store = Store()
    var ids: IDGenerator
    /// The key session JWTs are signed with (FR-1.3 S3), drawn from the seeded generator at start-up.
    let signingKey: [UInt8]

    /// Creates an app with an empty store.
    /// - Parameters:
    ///   - clock: the time source (a ``ManualClock`` by default).
    ///   - policy: the access policy (``StandardAccessPolicy`` by default; checkers plug in faulty ones).
    ///   - seed: seed of the deterministic token generator.
    package init(clock: Clock = ManualClock(), policy: AccessPolicy = StandardAccessPolicy(), seed: UInt64 = 1) {
        self.clock = clock
        self.policy = policy
        var ids = IDGenerator(seed: seed &+ 0x5EED)
        self.signingKey = Array((ids.token() + ids.token()).utf8)
        self.ids = IDGenerator(seed: seed)
        seedTileConfigs()
    }

    /// The current instant.
    var now: Date { clock.now }

    /// Every email sent so far, oldest first.
    package var emails: [EmailMessage] { store.emails }
    /// Every push sent so far, oldest first.
    package var pushes: [PushMessage] { store.pushes }
    /// Every real-time message broadcast so far, oldest first.
    package var realtime: [RealtimeMessage] { store.realtime }
    /// Every in-app notification row, oldest first (the table, for checkers; users read ``notificationFeed``).
    package var allNotifications: [InAppNotification] {
        store.notifications.values.sorted { Order.ascending(($0.createdAt, $0.id), ($1.createdAt, $1.id)) }
    }

    func sendEmail(to: String, kind: EmailKind, payload: [String: String]) {
        store.emails.append(EmailMessage(id: ids.next("email"), to: to, kind: kind, payload: payload, sentAt: now))
    }
}
