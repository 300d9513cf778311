import Conformance
import Foundation
import Nonna
import SpecModel

/// SM-10: the countdown phase of a baby due 12 days after the set-up, with a follower told of the birth.
struct ExpectedDateScript: LifecycleScript {
    static let machine = "expected-date"
    let people: ContentWorld

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        let (owner, baby) = try world.ownerWithBaby(dueInDays: 12)
        let follower = try world.follower(of: baby, invitedBy: owner)
        people = ContentWorld(owner: owner, baby: baby, follower: follower)
        roles = [owner: "owner", follower: "follower"]
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "birth":
            _ = try world.app.announceBirth(
                people.baby, BirthAnnouncementDraft(name: "Lily", bornAt: world.clock.now), as: people.owner)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        switch (try? world.app.countdown(people.baby, as: people.owner))?.phase {
        case .far?: "Far"
        case .countdown?: "Countdown"
        case .overdue?: "Overdue"
        case .born?: "Born"
        case nil: "Missing"
        }
    }
}

/// SM-20: one follower's birth-date prediction for a baby due in 40 days.
struct PredictionScript: LifecycleScript {
    static let machine = "birth-date-prediction"
    let people: ContentWorld
    let expected: Date

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        let (owner, baby) = try world.ownerWithBaby(dueInDays: 40)
        let follower = try world.follower(of: baby, invitedBy: owner)
        people = ContentWorld(owner: owner, baby: baby, follower: follower)
        guard let date = world.app.babyProfile(baby)?.expectedBirthDate else { throw WorldError("no expected date") }
        expected = date
        roles = [owner: "owner", follower: "follower"]
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "predict":
            _ = try world.app.predictBirthDate(
                people.baby, expected.addingTimeInterval(-2 * 86_400), as: people.follower)
        case "birth":
            _ = try world.app.announceBirth(
                people.baby, BirthAnnouncementDraft(name: "Lily", bornAt: world.clock.now), as: people.owner)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        let predicted = world.app.prediction(people.baby, user: people.follower) != nil
        guard world.app.babyProfile(people.baby)?.status == .born else { return predicted ? "Predicted" : "Open" }
        guard predicted else { return "Closed" }
        let view = try? world.app.predictions(people.baby, as: people.owner)
        return view?.resolved == true && view?.closestUserIDs == [people.follower] ? "Resolved" : "Unresolved"
    }
}

/// SM-21: the chosen girl's name of a baby, between Rose and Ivy suggested by two followers.
struct NameChoiceScript: LifecycleScript {
    static let machine = "name-choice"
    let owner: UserID
    let rose: RowID
    let ivy: RowID

    init(world: NonnaWorld, roles: inout [UserID: String], addresses: inout [String: String]) throws {
        let (owner, baby) = try world.ownerWithBaby()
        let a = try world.follower(of: baby, invitedBy: owner)
        let b = try world.follower(of: baby, invitedBy: owner)
        self.owner = owner
        rose = try setup { try world.app.suggestName(baby, "Rose", gender: .girl, as: a) }.id
        ivy = try setup { try world.app.suggestName(baby, "Ivy", gender: .girl, as: b) }.id
        roles = [owner: "owner", a: "follower", b: "follower"]
    }

    mutating func send(_ event: String, data: JSONValue, world: NonnaWorld) throws {
        switch event {
        case "choose.rose": _ = try world.app.markNameChosen(rose, as: owner)
        case "choose.ivy": _ = try world.app.markNameChosen(ivy, as: owner)
        default: throw SubjectError("unknown event \(event)")
        }
    }

    func state(_ world: NonnaWorld) -> String {
        switch (world.app.nameSuggestion(rose)?.isChosen, world.app.nameSuggestion(ivy)?.isChosen) {
        case (false?, false?): "Open"
        case (true?, false?): "RoseChosen"
        case (false?, true?): "IvyChosen"
        default: "Inconsistent"
        }
    }
}
