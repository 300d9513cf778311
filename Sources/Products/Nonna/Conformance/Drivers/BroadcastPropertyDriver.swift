import Conformance
import Foundation
import Nonna
import SpecModel

/// Makes the backend carry a chosen value in a broadcast's payload (see `PropertyDriver`), through its own flows: the
/// real-time messages of a profile edit and a registry item edit on a baby with an owner, a co-owner and a follower
/// (`table`, `change`, and the members' roles in `recipients`), and the storage warning of an owner whose uploads
/// reach the warning threshold (`recipients` naming the actor).
struct BroadcastPropertyDriver: PropertyDriver {
    static let properties = ["table", "change", "recipients"]

    func drive(property: String, value: JSONValue) throws -> PropertyDrive {
        switch property {
        case "table", "change": return .emitted(try Self.broadcasts())
        case "recipients":
            guard case .array(let roles) = value, roles.count == 1, let role = roles[0].stringValue else {
                return .cannot("a recipients list is driven one role at a time")
            }
            switch role {
            case "owner", "co-owner", "follower": return .emitted(try Self.broadcasts())
            case "actor": return .emitted(try Self.storageWarning())
            default: return .cannot("no flow names a recipient \(role)")
            }
        default: return .cannot("no flow sets \(property)")
        }
    }

    /// A profile edit and a registry item edit by the owner of a baby with a co-owner and a follower: the real-time
    /// messages on the members' channels (EV-06, EV-20).
    static func broadcasts() throws -> [ObservedEvent] {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let partner = try world.coOwner(of: baby, invitedBy: owner)
        let follower = try world.follower(of: baby, invitedBy: owner)
        let members = [owner, partner, follower]
        let item = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Pram", priority: 1), as: owner)
        let seen = try world.app.realtimeMessages(as: owner).count
        world.clock.advance(by: 60)
        _ = try world.app.editBaby(baby, BabyEdit(name: "Noor"), as: owner)
        _ = try world.app.editRegistryItem(item.item.id, RegistryItemDraft(name: "Pram", priority: 2), as: owner)
        let names = [
            "baby_profiles": "realtime.baby_profile_updated", "registry_items": "realtime.registry_item_updated",
        ]
        return try world.app.realtimeMessages(as: owner).dropFirst(seen).compactMap { message in
            guard message.change == .update, let name = names[message.table] else { return nil }
            return try world.realtimeEvent(name, message, members: members)
        }
    }

    /// A free owner's uploads reaching the storage warning threshold: the warning, to the uploader (EV-23).
    static func storageWarning() throws -> [ObservedEvent] {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        var observer = OutboxObserver()
        observer.roles = [owner: "actor"]
        observer.skip(world.app)
        let usage = try world.app.storageUsage(as: owner)
        guard let limit = usage.limitBytes else { return [] }
        let chunk = Int64(10 * 1024 * 1024)
        var used = usage.usedBytes
        // Past 90% of the limit in batches of ten chunks: the upload that crosses it warns.
        while used < limit * 9 / 10 + chunk {
            let batch = Array(repeating: PhotoUpload(file: NonnaWorld.jpeg(chunk)), count: 10)
            _ = try world.app.uploadPhotos(baby, batch, as: owner)
            used = try world.app.storageUsage(as: owner).usedBytes
        }
        return observer.events(world.app)
    }
}
