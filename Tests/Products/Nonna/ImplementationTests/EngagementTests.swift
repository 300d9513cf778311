import Foundation
import Testing

@testable import Nonna

@Suite("Engagement, countdown and birth announcement (FR-9.x, FR-10.x)")
struct EngagementTests {
    @Test(
        "FR-9.1 followers vote once; tally hidden from followers until the birth announcement, then correct ones named")
    func genderVotes() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let jess = try f.follower("Jess", of: baby, invitedBy: owner)
        #expect(throws: NonnaError.forbidden) { try f.app.voteGender(baby, .boy, as: owner) }
        _ = try f.app.voteGender(baby, .girl, as: linda)
        _ = try f.app.voteGender(baby, .boy, as: jess)
        #expect(throws: NonnaError.conflict("already voted")) { try f.app.voteGender(baby, .boy, as: linda) }
        #expect(throws: NonnaError.forbidden) { try f.app.genderTally(baby, as: linda) }
        let before = try f.app.genderTally(baby, as: owner)
        #expect(before.girl == 1 && before.boy == 1 && !before.revealed)
        _ = try f.app.announceBirth(
            baby, BirthAnnouncementDraft(name: "Lily", bornAt: f.clock.now, gender: .female), as: owner)
        let after = try f.app.genderTally(baby, as: jess)
        #expect(after.revealed && after.correctVoterIDs == [linda] && after.votes.count == 2)
    }

    @Test("FR-9.2 predictions within ±30 days, once; owner sees all; closest identified after birth")
    func birthDatePredictions() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby(dueInDays: 40)
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let jess = try f.follower("Jess", of: baby, invitedBy: owner)
        let expected = try #require(f.app.babyProfile(baby)?.expectedBirthDate)
        let day: (Int) -> Date = { expected.addingTimeInterval(TimeInterval($0) * 86_400) }
        #expect(f.app.perform(.predictBirthDate(baby, day(31)), as: linda).failureField == "date")
        _ = try f.app.predictBirthDate(baby, day(30), as: linda)
        _ = try f.app.predictBirthDate(baby, day(-30), as: jess)
        #expect(throws: NonnaError.conflict("already predicted")) {
            try f.app.predictBirthDate(baby, day(1), as: linda)
        }
        #expect(try f.app.predictions(baby, as: owner).predictions.count == 2)
        #expect(try f.app.predictions(baby, as: linda).predictions.map(\.userID) == [linda])
        f.clock.advance(days: 12)
        _ = try f.app.announceBirth(baby, BirthAnnouncementDraft(name: "Lily", bornAt: f.clock.now), as: owner)
        let result = try f.app.predictions(baby, as: linda)
        #expect(result.resolved && result.closestUserIDs == [jess] && result.predictions.count == 2)
    }

    @Test("FR-9.3 one name per gender per follower; votes once per name; sorted by votes; owner marks chosen")
    func names() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let jess = try f.follower("Jess", of: baby, invitedBy: owner)
        let rose = try f.app.suggestName(baby, "Rose", gender: .girl, as: linda)
        #expect(throws: NonnaError.limitExceeded(.nameSuggestionsPerGender)) {
            try f.app.suggestName(baby, "Ivy", gender: .girl, as: linda)
        }
        _ = try f.app.suggestName(baby, "Leo", gender: .boy, as: linda)
        let ivy = try f.app.suggestName(baby, "Ivy", gender: .girl, as: jess)
        _ = try f.app.voteName(ivy.id, as: linda)
        _ = try f.app.voteName(ivy.id, as: owner)
        _ = try f.app.voteName(rose.id, as: linda)
        #expect(throws: NonnaError.conflict("already voted")) { try f.app.voteName(ivy.id, as: linda) }
        #expect(try f.app.nameSuggestions(baby, gender: .girl, as: jess).map(\.suggestion.name) == ["Ivy", "Rose"])
        #expect(throws: NonnaError.forbidden) { try f.app.markNameChosen(ivy.id, as: linda) }
        _ = try f.app.markNameChosen(rose.id, as: owner)
        _ = try f.app.markNameChosen(ivy.id, as: owner)
        #expect(f.app.nameSuggestion(ivy.id)?.isChosen == true && f.app.nameSuggestion(rose.id)?.isChosen == false)
    }

    @Test("FR-9.4 counters follow squishes, comments, Yes RSVPs and purchases")
    func counters() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        let p = try f.app.uploadPhotos(baby, [GalleryTests.jpeg()], as: owner)[0]
        let e = try f.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: f.clock.now.addingTimeInterval(86_400)), as: owner)
        let item = try f.app.createRegistryItem(baby, RegistryItemDraft(name: "Crib"), as: owner)
        _ = try f.app.squish(p.id, as: linda)
        _ = try f.app.addComment(on: .photo(p.id), body: "Hi", as: linda)
        _ = try f.app.rsvp(e.event.id, .yes, as: linda)
        _ = try f.app.markPurchased(item.item.id, as: linda)
        #expect(
            try f.app.userStats(as: linda)
                == UserStats(eventsAttended: 1, itemsPurchased: 1, photosSquished: 1, commentsAdded: 1))
        _ = try f.app.rsvp(e.event.id, .no, as: linda)
        _ = try f.app.unsquish(p.id, as: linda)
        #expect(
            f.app.stats(of: linda)
                == UserStats(eventsAttended: 0, itemsPurchased: 1, photosSquished: 0, commentsAdded: 1))
    }

    @Test("FR-10.1 countdown shows within 10 days, 'Any day now!' when overdue, hidden after birth")
    func countdown() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby(dueInDays: 11)
        #expect(try f.app.countdown(baby, as: owner).phase == .far)
        #expect(try f.app.countdowns(as: owner).isEmpty)
        f.clock.advance(days: 1)
        let c = try f.app.countdown(baby, as: owner)
        #expect(c.isVisible && c.daysRemaining == 10 && c.message == "10 days to go!")
        f.clock.advance(days: 11)
        #expect(try f.app.countdown(baby, as: owner).message == "Any day now!")
        _ = try f.app.announceBirth(baby, BirthAnnouncementDraft(name: "Lily", bornAt: f.clock.now), as: owner)
        #expect(try f.app.countdown(baby, as: owner).phase == .born)
    }

    @Test("FR-10.2 owners announce once; followers get a push; profile updated; future birth rejected")
    func announcement() throws {
        let f = Fixture()
        let (owner, baby) = try f.ownerWithBaby()
        let linda = try f.follower("Linda", of: baby, invitedBy: owner)
        _ = try f.app.updatePreferences(granted(), as: linda)
        let future = BirthAnnouncementDraft(name: "Lily", bornAt: f.clock.now.addingTimeInterval(60))
        #expect(f.app.perform(.announceBirth(baby, future), as: owner).failureField == "bornAt")
        let ok = BirthAnnouncementDraft(
            name: "Lily Rose", bornAt: f.clock.now, weightGrams: 3400, lengthCm: 50,
            photo: UploadFile(fileName: "b.jpg", mimeType: "image/jpeg", sizeBytes: 2000, raster: Fixture.picture))
        #expect(throws: NonnaError.forbidden) { try f.app.announceBirth(baby, ok, as: linda) }
        let a = try f.app.announceBirth(baby, ok, as: owner)
        #expect(f.app.babyProfile(baby)?.status == .born && f.app.babyProfile(baby)?.name == "Lily Rose")
        #expect(f.app.pushes.contains { $0.userID == linda && $0.type == .birthAnnouncement })
        #expect(a.photoID != nil)
        #expect(try f.app.shareAnnouncement(baby, as: linda).watermark == "Nonna")
        #expect(throws: NonnaError.conflict("birth already announced")) { try f.app.announceBirth(baby, ok, as: owner) }
    }
}
