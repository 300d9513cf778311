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
        let votes = [
            try world.app.voteGender(baby, .girl, as: a), try world.app.voteGender(baby, .boy, as: b),
            try world.app.voteGender(baby, .surprise, as: c),
        ]
        try expect(
            votes.map(\.guess) == [.girl, .boy, .surprise] && world.app.genderVote(baby, user: a)?.guess == .girl,
            "three followers each cast one gender vote: Girl, Boy and Surprise",
            proves: ["FR-9.1.S1", "FR-9.1.S2", "FR-9.1.AC1", "PR-71"])
        let change = refusal { () throws(NonnaError) in _ = try world.app.voteGender(baby, .boy, as: a) }
        try expect(
            change?.isConflict == true && world.app.genderVote(baby, user: a) == votes[0],
            "a second vote by the same follower is refused as a conflict and the first vote stands",
            proves: ["FR-9.1.S3", "FR-9.1.AC2"])
        let tally = try world.app.genderTally(baby, as: owner)
        try expect(
            tally.girl == 1 && tally.boy == 1 && tally.surprise == 1 && !tally.revealed,
            "before the birth the owner sees the vote counts", proves: ["FR-9.1.S4", "PR-72"])
        try expectError(
            NonnaError.forbidden, "before the birth a follower is refused the vote counts",
            proves: "FR-9.1.S4", "FR-9.1.AC3"
        ) { () throws(NonnaError) in _ = try world.app.genderTally(baby, as: a) }
        _ = try world.app.announceBirth(
            baby, BirthAnnouncementDraft(name: "Lily", bornAt: world.clock.now, gender: .female), as: owner)
        let revealed = try world.app.genderTally(baby, as: b)
        try expect(
            revealed.revealed && revealed.girl == 1 && revealed.boy == 1 && revealed.votes.count == 3,
            "after the birth announcement every follower sees all the votes and counts",
            proves: ["FR-9.1.S5", "FR-9.1.AC4", "PR-73"])
        try expect(
            revealed.correctVoterIDs == [a],
            "the follower who voted Girl for a girl is the one correct predictor (A-09)",
            proves: ["FR-9.1.S6", "FR-9.1.AC5"])
    }

    /// FR-9.2: one prediction per follower within ±30 days, no change, owner sees all, closest after birth.
    static let predictions = NonnaRule.check(
        "FR-9.2.S1",
        covers: [
            "FR-9.2.S2", "FR-9.2.S3", "FR-9.2.S4", "FR-9.2.S5", "FR-9.2.AC1", "FR-9.2.AC2", "FR-9.2.AC3", "FR-9.2.AC4",
            "FR-9.2.AC5",
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
        let c = try world.follower(of: baby, invitedBy: owner)
        for offset in [-31.0, 31] {
            let out = refusal { () throws(NonnaError) in
                _ = try world.app.predictBirthDate(baby, expected.addingTimeInterval(offset * 86_400), as: a)
            }
            try expect(
                out?.invalidField == "date" && world.app.prediction(baby, user: a) == nil,
                "a prediction \(Int(offset)) days from the expected date is refused as an invalid date, and none is stored",
                proves: ["FR-9.2.S2", "FR-9.2.AC2", "PR-74"])
        }
        let first = try world.app.predictBirthDate(baby, expected.addingTimeInterval(-2 * 86_400), as: a)
        let latest = try world.app.predictBirthDate(baby, expected.addingTimeInterval(30 * 86_400), as: b)
        let earliest = try world.app.predictBirthDate(baby, expected.addingTimeInterval(-30 * 86_400), as: c)
        try expect(
            world.app.prediction(baby, user: b) == latest && world.app.prediction(baby, user: c) == earliest
                && latest.predictedDate == expected.addingTimeInterval(30 * 86_400),
            "predictions exactly 30 days after and 30 days before the expected date are accepted and stored",
            proves: "FR-9.2.S2")
        try expect(
            world.app.prediction(baby, user: a) == first && world.app.prediction(baby, user: b) != nil,
            "followers each submit one birth-date prediction within ±30 days",
            proves: ["FR-9.2.S1", "FR-9.2.AC1", "PR-74"])
        let again = refusal { () throws(NonnaError) in _ = try world.app.predictBirthDate(baby, expected, as: a) }
        try expect(
            again?.isConflict == true && world.app.prediction(baby, user: a) == first,
            "a second prediction by the same follower is refused and the first stands",
            proves: ["FR-9.2.S3", "FR-9.2.AC3", "PR-74"])
        try expect(
            Set(try world.app.predictions(baby, as: owner).predictions.map(\.userID)) == [a, b, c],
            "the owner sees every follower's prediction", proves: ["FR-9.2.S4", "FR-9.2.AC4", "PR-75"])
        world.clock.advance(by: 37 * 86_400)
        _ = try world.app.announceBirth(baby, BirthAnnouncementDraft(name: "Lily", bornAt: world.clock.now), as: owner)
        let resolved = try world.app.predictions(baby, as: b)
        try expect(
            resolved.resolved && resolved.closestUserIDs == [a],
            "after the birth the closest predictor (1 day off, against 33 and 27) is identified",
            proves: ["FR-9.2.S5", "FR-9.2.AC5"])
    }

    /// FR-9.3: one name per gender per follower, votes on many names, sorted by votes, owner marks chosen.
    static let names = NonnaRule.check(
        "FR-9.3.S1",
        covers: [
            "FR-9.3.S2", "FR-9.3.S3", "FR-9.3.S4", "FR-9.3.S5", "FR-9.3.AC1", "FR-9.3.AC2", "FR-9.3.AC3", "FR-9.3.AC4",
            "FR-9.3.AC5",
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
        try expect(
            rose.gender == .girl && leo.gender == .boy && rose.userID == a && leo.userID == a,
            "a follower suggests one girl's and one boy's name",
            proves: ["FR-9.3.S1", "FR-9.3.AC1", "FR-9.3.AC5", "PR-76"])
        let second = refusal { () throws(NonnaError) in
            _ = try world.app.suggestName(baby, "Daisy", gender: .girl, as: a)
        }
        try expect(
            second?.limit == .nameSuggestionsPerGender
                && (try world.app.nameSuggestions(baby, gender: .girl, as: owner)).count == 1,
            "a second girl's name from the same follower is refused at the one-per-gender limit",
            proves: ["FR-9.3.S1", "FR-9.3.AC1", "PR-76"])
        try expectError(
            NonnaError.limitExceeded(.nameSuggestionsPerGender),
            "a second boy's name from the same follower is refused at the one-per-gender limit",
            proves: "FR-9.3.AC1"
        ) { () throws(NonnaError) in _ = try world.app.suggestName(baby, "Max", gender: .boy, as: a) }
        try expect(
            try world.app.nameSuggestions(baby, as: owner).filter { $0.suggestion.userID == a }.map(\.suggestion.name)
                .sorted() == ["Leo", "Rose"],
            "the follower's suggestions are still exactly one per gender, Rose and Leo", proves: "FR-9.3.AC1")
        let ivy = try world.app.suggestName(baby, "Ivy", gender: .girl, as: b)
        _ = try world.app.voteName(ivy.id, as: a)
        _ = try world.app.voteName(ivy.id, as: owner)
        _ = try world.app.voteName(rose.id, as: b)
        let twice = try world.app.voteName(leo.id, as: b)
        try expect(
            twice.viewerVoted && (try world.app.nameSuggestions(baby, as: b)).filter(\.viewerVoted).count == 2,
            "a member votes on several names", proves: ["FR-9.3.S2", "FR-9.3.AC2", "PR-77"])
        let girls = try world.app.nameSuggestions(baby, gender: .girl, as: owner)
        try expect(
            girls.map(\.suggestion.name) == ["Ivy", "Rose"] && girls.map(\.voteCount) == [2, 1],
            "the suggestions show their vote counts, most votes first, though Rose was suggested first",
            proves: ["FR-9.3.S3", "FR-9.3.S4", "FR-9.3.AC3"])
        _ = try world.app.markNameChosen(ivy.id, as: owner)
        try expect(
            world.app.nameSuggestion(ivy.id)?.isChosen == true && world.app.nameSuggestion(rose.id)?.isChosen == false,
            "the owner marks Ivy as the chosen name", proves: ["FR-9.3.S5", "FR-9.3.AC4", "PR-78"])
        try expectError(
            NonnaError.forbidden, "a follower is refused marking a name chosen", proves: "PR-78"
        ) { () throws(NonnaError) in _ = try world.app.markNameChosen(rose.id, as: a) }
        try expect(
            world.app.nameSuggestion(ivy.id)?.isChosen == true && world.app.nameSuggestion(rose.id)?.isChosen == false,
            "the refused marking changed nothing", proves: "PR-78")
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
        let email = try require(world.app.account(f)?.email)
        let before = try world.app.login(email: email, password: "secret1")
        func shown(_ token: String) throws -> [Int] {
            guard case .stats(let s) = try world.app.perform(.viewUserStats, token: token).get() else {
                throw RuleFailure("no stats response")
            }
            return [s.eventsAttended, s.itemsPurchased, s.photosSquished, s.commentsAdded]
        }
        try expect(
            try shown(before.token) == [0, 0, 0, 0],
            "a new follower's profile shows the four counters at 0", proves: ["FR-9.4.S2", "FR-9.4.AC1", "PR-80"])
        let event = try world.app.createEvent(
            baby, EventDraft(title: "Shower", startsAt: at(world, days: 3)), as: owner
        ).event.id
        _ = try world.app.rsvp(event, .yes, as: f)
        let item = try world.app.createRegistryItem(baby, RegistryItemDraft(name: "Cot"), as: owner).item.id
        _ = try world.app.markPurchased(item, note: nil, as: f)
        let photo = try world.app.uploadPhotos(baby, [PhotoUpload(file: NonnaWorld.jpeg(1000))], as: owner)[0].id
        _ = try world.app.squish(photo, as: f)
        _ = try world.app.addComment(on: .photo(photo), body: "Hi", as: f)
        let one = [1, 1, 1, 1]
        try expect(
            try shown(before.token) == one,
            "a Yes RSVP, a purchase, a squish and a comment each raise their counter in the user's profile to 1",
            proves: ["FR-9.4.S1", "FR-9.4.S2", "FR-9.4.AC1", "FR-9.4.AC2", "PR-80"])
        _ = try world.app.logout(token: before.token)
        let after = try world.app.login(email: email, password: "secret1")
        try expect(
            try shown(after.token) == one, "the counters read the same in a new session", proves: "FR-9.4.AC3")
        _ = try world.app.rsvp(event, .no, as: f)
        _ = try world.app.unsquish(photo, as: f)
        try expect(
            try shown(after.token) == [0, 1, 0, 1]
                && world.app.stats(of: f).eventsAttended == (world.app.rsvpRow(event, user: f)?.status == .yes ? 1 : 0),
            "the counters follow every change of the rows behind them, as triggers keep them (A-16)",
            proves: ["FR-9.4.S3", "FR-9.4.AC4"])
        try expectError(
            NonnaError.notAuthenticated, "a signed-out caller is refused the counters", proves: "PR-80"
        ) { () throws(NonnaError) in _ = try world.app.perform(.viewUserStats, as: nil).get() }
    }

    /// FR-10.1: countdown within 10 days, days remaining, "Any day now!" when overdue, hidden after the announcement.
    static let countdown = NonnaRule.check(
        "FR-10.1.S2",
        covers: [
            "FR-10.1.S1", "FR-10.1.AC1", "FR-10.1.S3", "FR-10.1.S4", "FR-10.1.S5", "FR-10.1.AC2", "FR-10.1.AC3",
            "FR-10.1.AC4", "FR-10.1.AC5",
            "PR-82",
        ],
        title:
            "the countdown is absent 11 days out and appears 10 days out with the days remaining, on the home screen, 'Any day now!' once overdue, and disappears with the birth announcement"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby(dueInDays: 12)
        let follower = try world.follower(of: baby, invitedBy: owner)
        try expect(
            !(try world.app.countdown(baby, as: owner).isVisible)
                && !(try world.app.loadScreen(.home, as: owner)).tiles.contains { $0.type == .countdown },
            "12 days before the expected date there is no countdown", proves: "PR-82")
        world.clock.advance(days: 1)
        try expect(
            !(try world.app.countdown(baby, as: owner).isVisible)
                && !(try world.app.loadScreen(.home, as: follower)).tiles.contains { $0.type == .countdown },
            "11 days before the expected date there is still no countdown tile", proves: ["FR-10.1.S1", "FR-10.1.AC1"])
        world.clock.advance(days: 1)
        let first = try world.app.countdown(baby, as: owner)
        try expect(
            first.isVisible && first.daysRemaining == 10 && first.message == "10 days to go!"
                && (try world.app.loadScreen(.home, as: follower)).tiles.first { $0.type == .countdown }?.items
                    .map(\.rowID) == [baby],
            "10 days before the expected date the countdown tile appears, for the baby, on the follower's home screen",
            proves: ["FR-10.1.S1", "FR-10.1.AC1"])
        world.clock.advance(days: 3)
        let shown = try world.app.countdown(baby, as: owner)
        try expect(
            shown.isVisible && shown.daysRemaining == 7 && shown.message == "7 days to go!",
            "7 days before the expected date the countdown shows 7 days remaining",
            proves: ["FR-10.1.S2", "FR-10.1.AC2", "PR-82"])
        for user in [owner, follower] {
            let home = try world.app.loadScreen(.home, as: user)
            try expect(
                home.tiles.first?.type == .countdown && home.tiles.first?.items.first?.subtitle == "7 days to go!",
                "the countdown is the first tile of the home screen, for owners and followers",
                proves: ["FR-10.1.S3", "FR-10.1.AC3"])
        }
        world.clock.advance(days: 9)
        let overdue = try world.app.countdown(baby, as: owner)
        try expect(
            overdue.isVisible && overdue.message == "Any day now!",
            "past the expected date the countdown says 'Any day now!'", proves: ["FR-10.1.S5", "FR-10.1.AC5"])
        _ = try world.app.announceBirth(baby, BirthAnnouncementDraft(name: "Lily", bornAt: world.clock.now), as: owner)
        try expect(
            !(try world.app.countdown(baby, as: owner).isVisible)
                && !(try world.app.loadScreen(.home, as: follower)).tiles.contains { $0.type == .countdown },
            "after the birth announcement the countdown is gone, from the home screen too",
            proves: ["FR-10.1.S4", "FR-10.1.AC4", "PR-82"])
    }

    /// FR-10.2: the form's required fields, optional ones, push to all followers, home screen, profile updated, share card.
    static let announcement = NonnaRule.check(
        "FR-10.2.S1",
        covers: [
            "FR-10.2.AC6", "FR-10.2.S2", "FR-10.2.S3", "FR-10.2.S4", "FR-10.2.S5", "FR-10.2.S6", "FR-10.2.S7",
            "FR-10.2.AC1", "FR-10.2.AC2", "FR-10.2.AC3", "FR-10.2.AC4", "FR-10.2.AC5", "PR-81", "EV-22",
        ],
        title:
            "an owner announces the birth with name, date and time, weight, length and a first photo: the profile becomes born with those details, every follower gets a push, the announcement tops the home screen, and a share card carries the Nonna watermark; an empty name or a future time is refused"
    ) {
        let world = NonnaWorld()
        let (owner, baby) = try world.ownerWithBaby(dueInDays: 3)
        let a = try world.follower(of: baby, invitedBy: owner)
        let b = try world.follower(of: baby, invitedBy: owner)
        let born = world.clock.now.addingTimeInterval(-3600)
        let unnamed = refusal { () throws(NonnaError) in
            _ = try world.app.announceBirth(baby, BirthAnnouncementDraft(name: "", bornAt: born), as: owner)
        }
        let future = refusal { () throws(NonnaError) in
            _ = try world.app.announceBirth(
                baby, BirthAnnouncementDraft(name: "Lily", bornAt: world.clock.now.addingTimeInterval(60)), as: owner)
        }
        try expect(
            unnamed?.invalidField == "name" && future?.invalidField == "bornAt"
                && world.app.babyProfile(baby)?.status == .expecting,
            "an announcement without a name, or with a birth date and time in the future, is refused",
            proves: ["FR-10.2.S2", "FR-10.2.AC2"])
        let mark = world.app.pushes.count
        let made = try world.app.announceBirth(
            baby,
            BirthAnnouncementDraft(
                name: "Lily Rose", bornAt: born, weightGrams: 3400, lengthCm: 51, photo: NonnaWorld.jpeg(3000)),
            as: owner)
        try expect(
            made.name == "Lily Rose" && made.bornAt == born && made.announcedBy == owner,
            "an owner announces the birth through the form with the name and the birth date and time",
            proves: ["FR-10.2.S1", "FR-10.2.AC1", "PR-81"])
        try expect(
            made.weightGrams == 3400 && made.lengthCm == 51
                && made.photoID.flatMap { world.app.photo($0) }?.caption == "Welcome Lily Rose!",
            "the optional weight, length and first photo are kept with the announcement", proves: "FR-10.2.S3")
        let profile = try require(world.app.babyProfile(baby))
        try expect(
            profile.status == .born && profile.birthDate == born && profile.name == "Lily Rose",
            "the baby profile is updated to born, with the actual birth date and name",
            proves: ["FR-10.2.S6", "FR-10.2.AC5"])
        let pushed = world.app.pushes.dropFirst(mark).filter { $0.type == .birthAnnouncement }
        try expect(
            Set(pushed.map(\.userID)) == [a, b] && pushed.count == 2,
            "every follower, and only the followers, gets a push of the announcement",
            proves: ["FR-10.2.S4", "FR-10.2.AC3", "EV-22"])
        let home = try world.app.loadScreen(.home, as: a)
        try expect(
            home.tiles.first?.type == .birthAnnouncement
                && home.tiles.first?.items.first?.title == "Lily Rose has arrived!",
            "the announcement is the first tile of the followers' home screen", proves: ["FR-10.2.S5", "FR-10.2.AC4"])
        let card = try world.app.shareAnnouncement(baby, as: a)
        try expect(
            card.watermark == "Nonna" && card.text.contains("Lily Rose")
                && card.imagePath == made.photoID.flatMap { world.app.photo($0) }?.image.path,
            "a share card of the announcement, with its photo, carries the Nonna watermark",
            proves: ["FR-10.2.S7", "FR-10.2.AC6"])
    }
}
