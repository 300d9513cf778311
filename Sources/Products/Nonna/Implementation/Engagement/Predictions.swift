import Foundation

extension NonnaApp {
    /// FR-9.1: a follower votes once (boy, girl or surprise); the vote cannot change.
    ///
    /// Assumption: voting is open while the baby is expecting and its gender is unknown (the FRS's dependency
    /// "Baby profile with unknown gender").
    package func voteGender(_ baby: BabyID, _ guess: GenderGuess, as user: UserID?) throws(NonnaError) -> GenderVote {
        let profile = try liveBaby(baby)
        try authorize(user, .genderVote, .create, baby: baby, own: true)
        guard let user else { throw .notAuthenticated }
        guard profile.status == .expecting else { throw .conflict("baby is born") }
        guard profile.gender == .unknown else { throw .conflict("gender is already known") }
        guard genderVote(baby, user: user) == nil else { throw .conflict("already voted") }
        let v = GenderVote(id: ids.next("gvote"), babyID: baby, userID: user, guess: guess, createdAt: now)
        store.genderVotes[v.id] = v
        return v
    }

    /// FR-9.1: the tally: owners always, followers after the birth announcement; correct predictors once revealed.
    ///
    /// Assumption: "Surprise" is never a correct prediction; boy matches male and girl matches female.
    package func genderTally(_ baby: BabyID, as user: UserID?) throws(NonnaError) -> GenderTally {
        let profile = try liveBaby(baby)
        try authorize(user, .genderTally, .read, baby: baby)
        let all = store.genderVotes.values.filter { $0.babyID == baby }.sorted {
            Order.number($0.id) < Order.number($1.id)
        }
        let revealed = profile.status == .born
        let correct: [UserID] =
            revealed
            ? all.filter {
                ($0.guess == .boy && profile.gender == .male) || ($0.guess == .girl && profile.gender == .female)
            }.map(\.userID) : []
        return GenderTally(
            boy: all.filter { $0.guess == .boy }.count, girl: all.filter { $0.guess == .girl }.count,
            surprise: all.filter { $0.guess == .surprise }.count, revealed: revealed,
            votes: all.filter { allowed(user, .genderVote, .read, baby: baby, own: $0.userID == user, row: $0.id) },
            correctVoterIDs: correct)
    }

    /// SM-19: a follower's gender vote, for checkers.
    package func genderVote(_ baby: BabyID, user: UserID) -> GenderVote? {
        store.genderVotes.values.first { $0.babyID == baby && $0.userID == user }
    }

    /// FR-9.2: a follower predicts the birth date once, within ±30 days of the expected date.
    package func predictBirthDate(_ baby: BabyID, _ date: Date, as user: UserID?) throws(NonnaError)
        -> BirthDatePrediction
    {
        let profile = try liveBaby(baby)
        try authorize(user, .birthDatePrediction, .create, baby: baby, own: true)
        guard let user else { throw .notAuthenticated }
        guard profile.status == .expecting, let expected = profile.expectedBirthDate else {
            throw .conflict("baby is born")
        }
        guard abs(Days.between(expected, date)) <= NonnaLimits.birthDatePredictionRangeDays else {
            throw .invalid(
                field: "date",
                reason: "must be within ±\(NonnaLimits.birthDatePredictionRangeDays) days of the expected date")
        }
        guard prediction(baby, user: user) == nil else { throw .conflict("already predicted") }
        let p = BirthDatePrediction(
            id: ids.next("prediction"), babyID: baby, userID: user, predictedDate: date, createdAt: now)
        store.predictions[p.id] = p
        return p
    }

    /// FR-9.2: predictions (owners see all; followers their own until birth, all after); closest after birth.
    package func predictions(_ baby: BabyID, as user: UserID?) throws(NonnaError) -> PredictionsView {
        let profile = try liveBaby(baby)
        try authorize(user, .birthDatePrediction, .read, baby: baby, own: true)
        let all = store.predictions.values.filter { $0.babyID == baby }
            .sorted { Order.ascending(($0.predictedDate, $0.id), ($1.predictedDate, $1.id)) }
        var closest: [UserID] = []
        if profile.status == .born, let born = profile.birthDate, !all.isEmpty {
            let best = all.map { abs(Days.between($0.predictedDate, born)) }.min() ?? 0
            closest = all.filter { abs(Days.between($0.predictedDate, born)) == best }.map(\.userID)
        }
        return PredictionsView(
            predictions: all.filter {
                allowed(user, .birthDatePrediction, .read, baby: baby, own: $0.userID == user, row: $0.id)
            },
            resolved: profile.status == .born, closestUserIDs: closest)
    }

    /// SM-20: a follower's prediction, for checkers.
    package func prediction(_ baby: BabyID, user: UserID) -> BirthDatePrediction? {
        store.predictions.values.first { $0.babyID == baby && $0.userID == user }
    }
}
