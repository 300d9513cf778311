import Conformance
import Foundation
import Nonna
import SpecModel

/// Nonna's rule checks: the body runs its flow on worlds it creates, and afterwards every email and notification
/// those worlds sent is held to the spec's event catalogue (its recipients named by their role on the
/// notification's baby), so a notification sent to the wrong people, on the wrong channel, fails the check.
enum NonnaRule {
    static func check(
        _ id: String, covers: [String] = [], title: String, _ body: @escaping @Sendable () throws -> Void
    ) -> RuleCheck {
        observing(id, covers: covers, title: title) { _ in try body() }
    }

    static func observing(
        _ id: String, covers: [String] = [], title: String, _ body: @escaping @Sendable (RuleContext) throws -> Void
    ) -> RuleCheck {
        RuleCheck.observing(id, covers: covers, title: title) { context in
            let worlds = try NonnaWorld.collecting { try body(context) }
            for world in worlds { try context.expectConforming(world.sentEvents()) }
        }
    }
}

extension NonnaWorld {
    private static let collectKey = "nonna.world.collect"

    /// The worlds of the rule check running on a thread (a reference, so registering adds to it in place).
    private final class Collected {
        var worlds: [NonnaWorld] = []
    }

    /// Runs `body`, returning every world created on this thread while it ran.
    static func collecting(_ body: () throws -> Void) throws -> [NonnaWorld] {
        let thread = Thread.current
        let collected = Collected()
        thread.threadDictionary[collectKey] = collected
        defer { thread.threadDictionary[collectKey] = nil }
        try body()
        return collected.worlds
    }

    /// Registers a new world with the rule check running on this thread, if any.
    static func register(_ world: NonnaWorld) {
        (Thread.current.threadDictionary[collectKey] as? Collected)?.worlds.append(world)
    }

    /// Every email and notification sent so far: `email.<kind>` to `actor` (the account holder) or `invitee`, and
    /// `notify.<type>` with the recipients' roles on the notification's baby (`actor` for account notices).
    func sentEvents() -> [ObservedEvent] {
        var observer = OutboxObserver()
        // An invitation goes to the invitee (the address it names, with a token); every other email to the account
        // holder of the address.
        observer.emailRole = { [app] email in
            switch email.kind {
            case .invitation, .coOwnerInvitation: return email.payload["token"] == nil ? "other" : "invitee"
            case .verification, .passwordReset, .digest:
                return app.userID(forEmail: email.to) == nil ? "other" : "actor"
            }
        }
        observer.roleOn = { [app] user, baby, at in
            guard let baby else { return "actor" }
            // The membership the user held when the notification was sent (a follower removed later was one then).
            guard
                let membership = app.memberships(of: user, on: baby).last(where: {
                    $0.createdAt <= at && ($0.removedAt.map { at < $0 } ?? true)
                })
            else {
                return "other"
            }
            if membership.role == .follower { return "follower" }
            return membership.isCreator ? "owner" : "co-owner"
        }
        return observer.events(app)
    }
}
