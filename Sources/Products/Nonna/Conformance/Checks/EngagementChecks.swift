import Conformance
import Foundation
import Nonna

/// Rule checks of FR-9.x and FR-10.x: gender votes, birth-date predictions, names, counters, countdown and the
/// birth announcement (which reveals the predictions).
enum EngagementChecks {
    static var all: [RuleCheck] { [genderVotes, predictions, names, counters, countdown, announcement] }

    static func at(_ world: NonnaWorld, days: Double) -> Date { world.clock.now.addingTimeInterval(days * 86_400) }

    /// FR-9.1: one immutable vote per follower, owner-only counts before birth, revealed with correct predictors after.
    static let genderVotes = NonnaRule.check(
        "FR-9.1.S1",
        covers: [
            "FR-9.1.S2", "FR-9.1.S3", "FR-9.1.S4", "FR-9.1.S5", "FR-9.1.S6", "FR-9.1.AC1", "FR-9.1.AC2", "FR-9.1.AC3",
            "FR-9.1.AC4", "FR-9.1.AC5", "PR-71", "PR-72", "PR-73",
        ],
        title:
            "followers vote Boy, Girl or Surprise once (no change); before the announcement the owner sees the counts and followers do not; after it everyone sees them and the correct predictors"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let a = try world.follower(of: baby, invitedBy: owner)
        let b = try world.follower(of: baby, invitedBy: owner)
        let c = try world.follower(of: baby, invitedBy: owner)
        _ = try world.app.voteGender(baby, .girl, as: a)
        _ = try world.app.voteGender(baby, .boy, as: b)
        _ = try world.app.voteGender(baby, .surprise, as: c)
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.voteGender(baby, .boy, as: a) } != nil,
            "a vote was changed")
        let tally = try world.app.genderTally(baby, as: owner)
        try expect(tally.girl == 1 && tally.boy == 1 && tally.surprise == 1, "the owner's counts are wrong")
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.genderTally(baby, as: a) } != nil,
            "a follower saw the counts before the birth")
        _ = try world.app.announceBirth(
            baby, BirthAnnouncementDraft(name: "Lily", bornAt: world.clock.now, gender: .female), as: owner)
        let revealed = try world.app.genderTally(baby, as: b)
        try expect(
            revealed.revealed && revealed.correctVoterIDs == [a],
            "results not revealed with the correct predictor (A-09)")
    }

    /// FR-9.2: one prediction per follower within ±30 days, no change, owner sees all, closest after birth.
    static let predictions = NonnaRule.check(
        "FR-9.2.S1",
        covers: [
            "FR-9.2.S3", "FR-9.2.S4", "FR-9.2.S5", "FR-9.2.AC1", "FR-9.2.AC2", "FR-9.2.AC3", "FR-9.2.AC4", "FR-9.2.AC5",
            "PR-74", "PR-75",
        ],
        title:
            "followers predict a birth date once within ±30 days (no change, out of range refused); the owner sees every prediction; after the birth the closest predictor is identified"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby(dueInDays: 40)
        let expected = try require(world.app.babyProfile(baby)?.expectedBirthDate)
        let a = try world.follower(of: baby, invitedBy: owner)
        let b = try world.follower(of: baby, invitedBy: owner)
        try expect(
            caught { () throws(NonnaError) in
                _ = try world.app.predictBirthDate(baby, expected.addingTimeInterval(-31 * 86_400), as: a)
            } != nil, "a date 31 days early was accepted")
        _ = try world.app.predictBirthDate(baby, expected.addingTimeInterval(-2 * 86_400), as: a)
        _ = try world.app.predictBirthDate(baby, expected.addingTimeInterval(10 * 86_400), as: b)
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.predictBirthDate(baby, expected, as: a) } != nil,
            "a prediction was changed")
        try expect(
            try world.app.predictions(baby, as: owner).predictions.count == 2, "the owner does not see every prediction"
        )
        world.clock.advance(by: 37 * 86_400)
        _ = try world.app.announceBirth(baby, BirthAnnouncementDraft(name: "Lily", bornAt: world.clock.now), as: owner)
        let resolved = try world.app.predictions(baby, as: b)
        try expect(
            resolved.resolved && resolved.closestUserIDs == [a], "the closest predictor is \(resolved.closestUserIDs)")
    }

    /// FR-9.3: one name per gender per follower, votes on many names, sorted by votes, owner marks chosen.
    static let names = NonnaRule.check(
        "FR-9.3.S1",
        covers: [
            "FR-9.3.S2", "FR-9.3.S3", "FR-9.3.S4", "FR-9.3.S5", "FR-9.3.AC2", "FR-9.3.AC3", "FR-9.3.AC4", "FR-9.3.AC5",
            "PR-76", "PR-77", "PR-78",
        ],
        title:
            "a follower suggests a boy's and a girl's name; members vote on several names; the list shows vote counts sorted by votes; the owner marks one chosen"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let a = try world.follower(of: baby, invitedBy: owner)
        let b = try world.follower(of: baby, invitedBy: owner)
        let rose = try world.app.suggestName(baby, "Rose", gender: .girl, as: a)
        let leo = try world.app.suggestName(baby, "Leo", gender: .boy, as: a)
        let ivy = try world.app.suggestName(baby, "Ivy", gender: .girl, as: b)
        _ = try world.app.voteName(ivy.id, as: a)
        _ = try world.app.voteName(ivy.id, as: owner)
        _ = try world.app.voteName(rose.id, as: b)
        _ = try world.app.voteName(leo.id, as: b)
        let girls = try world.app.nameSuggestions(baby, gender: .girl, as: owner)
        try expect(
            girls.map(\.suggestion.name) == ["Ivy", "Rose"] && girls.map(\.voteCount) == [2, 1],
            "not sorted by votes with counts")
        _ = try world.app.markNameChosen(ivy.id, as: owner)
        try expect(world.app.nameSuggestion(ivy.id)?.isChosen == true, "the chosen name is not marked")
        try expect(
            caught { () throws(NonnaError) in _ = try world.app.markNameChosen(rose.id, as: a) } != nil,
            "a follower marked a name chosen")
    }

    /// FR-9.4: the four counters, shown in the profile, equal to the rows, persisting across sessions.
    static let counters = NonnaRule.check(
        "FR-9.4.S1",
        covers: ["FR-9.4.S2", "FR-9.4.S3", "FR-9.4.AC1", "FR-9.4.AC2", "FR-9.4.AC3", "FR-9.4.AC4", "PR-80"],
        title:
            "after RSVPing Yes, a purchase, a squish and a comment the follower's profile shows 1 of each; the counts persist across a new login"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby()
        let f = try world.follower(of: baby, invitedBy: owner)
        let event = try world.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: at(world, days: 3)), as: owner
        ).event.id
        _ = try world.app.rsvp(event, .yes, as: f)
        let item = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: owner).item.id
        _ = try world.app.markPurchased(item, note: nil, as: f)
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        _ = try world.app.squish(photo, as: f)
        _ = try world.app.addComment(on: .photo(photo), body: "Hi", as: f)
        let email = world.app.account(f)?.email ?? ""
        let session = try world.app.login(email: email, password: "secret1")
        guard case .stats(let stats) = try world.app.perform(.viewUserStats, token: session.token).get() else {
            throw RuleFailure("no stats response")
        }
        try expect(
            stats.eventsAttended == 1 && stats.itemsPurchased == 1 && stats.photosSquished == 1
                && stats.commentsAdded == 1, "counters are \(stats)")
    }

    /// FR-10.1: countdown within 10 days, days remaining, "Any day now!" when overdue, hidden after the announcement.
    static let countdown = NonnaRule.check(
        "FR-10.1.S2",
        covers: [
            "FR-10.1.S3", "FR-10.1.S4", "FR-10.1.S5", "FR-10.1.AC2", "FR-10.1.AC3", "FR-10.1.AC4", "FR-10.1.AC5",
            "PR-82",
        ],
        title:
            "the countdown shows the days remaining from 10 days out, on the home screen, 'Any day now!' once overdue, and disappears with the birth announcement"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby(dueInDays: 12)
        try expect(!(try world.app.countdown(baby, as: owner).isVisible), "shown 12 days out")
        world.clock.advance(days: 5)
        let shown = try world.app.countdown(baby, as: owner)
        try expect(
            shown.isVisible && shown.daysRemaining == 7, "7 days out shows \(String(describing: shown.daysRemaining))")
        try expect(
            try world.app.loadScreen(.home, as: owner).tiles.contains { $0.type == .countdown },
            "the home screen has no countdown tile")
        world.clock.advance(days: 9)
        try expect(
            try world.app.countdown(baby, as: owner).message == "Any day now!", "overdue does not say Any day now!")
        _ = try world.app.announceBirth(baby, BirthAnnouncementDraft(name: "Lily", bornAt: world.clock.now), as: owner)
        try expect(!(try world.app.countdown(baby, as: owner).isVisible), "the countdown survived the announcement")
    }

    /// FR-10.2: the form's required fields, optional ones, push to all followers, home screen, profile updated, share card.
    static let announcement = NonnaRule.check(
        "FR-10.2.S1",
        covers: [
            "FR-10.2.AC6", "FR-10.2.S2", "FR-10.2.S3", "FR-10.2.S4", "FR-10.2.S5", "FR-10.2.S6", "FR-10.2.S7",
            "FR-10.2.AC1", "FR-10.2.AC2", "FR-10.2.AC3", "FR-10.2.AC4", "FR-10.2.AC5", "PR-81", "EV-22",
        ],
        title:
            "an owner announces the birth with name, date and time, weight, length and a first photo: the profile becomes born with those details, every follower gets a push, the announcement tops the home screen, and a share card carries the Nonna watermark; an empty name is refused"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby(dueInDays: 3)
        let a = try world.follower(of: baby, invitedBy: owner)
        let b = try world.follower(of: baby, invitedBy: owner)
        let born = world.clock.now.addingTimeInterval(-3600)
        try expect(
            caught { () throws(NonnaError) in
                _ = try world.app.announceBirth(baby, BirthAnnouncementDraft(name: "", bornAt: born), as: owner)
            } != nil, "an empty name was accepted")
        _ = try world.app.announceBirth(
            baby,
            BirthAnnouncementDraft(
                name: "Lily Rose", bornAt: born, weightGrams: 3400, lengthCm: 51, photo: NonnaWorld.jpeg(3000)),
            as: owner)
        let profile = try require(world.app.babyProfile(baby))
        try expect(
            profile.status == .born && profile.birthDate == born && profile.name == "Lily Rose",
            "the profile was not updated")
        try expect(
            [a, b].allSatisfy { f in world.app.pushes.contains { $0.userID == f && $0.type == .birthAnnouncement } },
            "a follower got no push")
        let home = try world.app.loadScreen(.home, as: a)
        try expect(
            home.tiles.first?.type == .birthAnnouncement, "the announcement is not at the top of the home screen")
        let card = try world.app.shareAnnouncement(baby, as: owner)
        try expect(
            card.watermark.contains("Nonna") && card.text.contains("Lily Rose"), "the share card has no Nonna watermark"
        )
    }
}
