import Conformance
import Foundation
import Nonna
import SpecModel

/// Turns what the backend sent since the last look (emails, in-app notifications, pushes) into observed events:
/// one `email.<kind>` per email (`{"to": role}`) and one `notify.<type>` per notification type
/// (`{"recipients": [roles], "channels": ["in_app", "push"]}`), recipients named by their role in the check's world.
struct OutboxObserver {
    private var emails = 0
    private var notifications = 0
    private var pushes = 0
    /// The role of each user the check set up (`owner`, `co-owner`, `follower`, `actor`); others are `other`.
    var roles: [UserID: String] = [:]
    /// The role of each email address the check set up.
    var addresses: [String: String] = [:]
    /// When set, names a recipient by their role on the notification's baby when it was sent (used instead of
    /// `roles`).
    var roleOn: ((UserID, BabyID?, Date) -> String)?
    /// When set, names an email's recipient (used instead of `addresses`).
    var emailRole: ((EmailMessage) -> String)?

    /// Skips everything sent so far (the check's setup).
    mutating func skip(_ app: NonnaApp) {
        emails = app.emails.count
        notifications = app.allNotifications.count
        pushes = app.pushes.count
    }

    /// The events sent since the last call, in a stable order (emails first, then notifications by type).
    mutating func events(_ app: NonnaApp) -> [ObservedEvent] {
        let newEmails = app.emails.dropFirst(emails)
        let newNotifications = app.allNotifications.dropFirst(notifications)
        let newPushes = app.pushes.dropFirst(pushes)
        skip(app)
        var events = newEmails.map { email in
            ObservedEvent(
                name: "email." + Self.snake(email.kind.rawValue),
                payload: ["to": .string(emailRole?(email) ?? addresses[email.to] ?? "other")])
        }
        // One event per action: the notifications (and pushes) of one type, target and moment.
        func role(_ user: UserID, _ baby: BabyID?, _ at: Date) -> String {
            roleOn?(user, baby, at) ?? roles[user] ?? "other"
        }
        var recipients: [String: Set<String>] = [:]
        var channels: [String: Set<String>] = [:]
        var names: [String: String] = [:]
        var order: [String] = []
        var babyOf: [String: BabyID] = [:]
        func key(_ type: NotificationType, _ target: ContentRef, _ at: Date) -> String {
            "\(type.rawValue)|\(target)|\(at.timeIntervalSince1970)"
        }
        for n in newNotifications {
            let k = key(n.type, n.target, n.createdAt)
            if recipients[k] == nil { order.append(k) }
            names[k] = "notify." + Self.snake(n.type.rawValue)
            if let baby = n.babyID { babyOf["\(n.userID)|\(k)"] = baby }
            recipients[k, default: []].insert(role(n.userID, n.babyID, n.createdAt))
            channels[k, default: []].insert("in_app")
        }
        for p in newPushes {
            let k = key(p.type, p.target, p.sentAt)
            if recipients[k] == nil { order.append(k) }
            names[k] = "notify." + Self.snake(p.type.rawValue)
            recipients[k, default: []].insert(
                role(p.userID, babyOf["\(p.userID)|\(k)"] ?? Self.baby(of: p.target, app), p.sentAt))
            channels[k, default: []].insert("push")
        }
        for k in order {
            events.append(
                ObservedEvent(
                    name: names[k] ?? "",
                    payload: [
                        "recipients": .array((recipients[k] ?? []).sorted().map(JSONValue.string)),
                        "channels": .array((channels[k] ?? []).sorted().map(JSONValue.string)),
                    ]))
        }
        return events
    }

    /// The baby a notification's link belongs to (for a push sent without an in-app row beside it).
    static func baby(of target: ContentRef, _ app: NonnaApp) -> BabyID? {
        switch target {
        case .baby(let id): return id
        case .photo(let id): return app.photo(id)?.babyID
        case .event(let id): return app.event(id)?.babyID
        case .registryItem(let id): return app.registryItem(id)?.babyID
        case .membership(let id): return app.membership(id)?.babyID
        case .storage: return nil
        }
    }

    /// `newFollower` → `new_follower`, `eventRSVP` → `event_rsvp`.
    static func snake(_ name: String) -> String {
        var out = ""
        var previousLower = false
        for c in name {
            if c.isUppercase, previousLower { out += "_" }
            out += c.lowercased()
            previousLower = c.isLowercase
        }
        return out
    }
}

extension NonnaWorld {
    /// A real-time message as an observed event (`realtime.<what>`, EV-06, EV-20): its table and change, and the
    /// roles on the baby of those of `members` whose channel carried it.
    func realtimeEvent(_ name: String, _ message: RealtimeMessage, members: [UserID]) throws -> ObservedEvent {
        var roles: Set<String> = []
        for user in members where try app.realtimeMessages(as: user).contains(message) {
            let membership = app.memberships(of: user, on: message.babyID).first { $0.status == .active }
            switch membership {
            case .some(let m) where m.role == .follower: roles.insert("follower")
            case .some(let m): roles.insert(m.isCreator ? "owner" : "co-owner")
            case nil: roles.insert("other")
            }
        }
        return ObservedEvent(
            name: name,
            payload: [
                "table": .string(message.table), "change": .string(message.change.rawValue),
                "recipients": .array(roles.sorted().map(JSONValue.string)),
            ])
    }
}
