import Conformance
import Nonna
import SpecModel
import Testing

@testable import NonnaConformance

/// Nonna rule checks hold every email and notification their worlds sent to the spec's event catalogue.
@Suite struct NonnaRuleTests {
    @Test("worlds created while a check runs are collected, and their notifications are named by role on the baby")
    func collectsWorldsAndNamesRecipients() throws {
        var events: [ObservedEvent] = []
        let worlds = try NonnaWorld.collecting {
            let world = NonnaWorld()
            let (owner, baby) = try world.ownerWithBaby()
            _ = try world.follower(of: baby, invitedBy: owner)
            _ = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)
            events = world.sentEvents()
        }
        #expect(worlds.count == 1)
        let photo = try #require(events.first { $0.name == "notify.new_photo" })
        #expect(photo.payload == ["recipients": ["follower"], "channels": ["in_app", "push"]])
        #expect(events.contains { $0.name == "notify.new_follower" && $0.payload["recipients"] == ["owner"] })
    }
}
