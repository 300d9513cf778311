import Foundation

/// FR-9.1: gender prediction options.
package enum GenderGuess: String, CaseIterable, Sendable {
    /// Boy.
    case boy
    /// Girl.
    case girl
    /// Surprise.
    case surprise
}

/// A gender prediction vote (SM-19: a follower's vote is final).
package struct GenderVote: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The baby.
    package var babyID: BabyID
    /// The voting follower.
    package var userID: UserID
    /// The guess.
    package var guess: GenderGuess
    /// Time.
    package var createdAt: Date
}

/// FR-9.1: the gender vote tally: counts for owners before birth, for everyone after the announcement.
package struct GenderTally: Equatable, Sendable {
    /// Boy votes.
    package var boy: Int
    /// Girl votes.
    package var girl: Int
    /// Surprise votes.
    package var surprise: Int
    /// Whether results are revealed (birth announced).
    package var revealed: Bool
    /// The votes the viewer may see.
    package var votes: [GenderVote]
    /// Correct predictors (after the reveal).
    package var correctVoterIDs: [UserID]
}

/// A birth-date prediction (SM-20: final once made).
package struct BirthDatePrediction: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The baby.
    package var babyID: BabyID
    /// The predicting follower.
    package var userID: UserID
    /// Predicted date.
    package var predictedDate: Date
    /// Time.
    package var createdAt: Date
}

/// FR-9.2: the predictions the viewer may see, and the closest predictors once born.
package struct PredictionsView: Equatable, Sendable {
    /// Predictions, earliest predicted date first.
    package var predictions: [BirthDatePrediction]
    /// Whether the baby is born (results resolved).
    package var resolved: Bool
    /// Closest predictors (ties all listed), after birth.
    package var closestUserIDs: [UserID]
}

/// FR-9.3: the gender a name is suggested for.
package enum NameGender: String, CaseIterable, Sendable {
    /// Boy names.
    case boy
    /// Girl names.
    case girl
}

/// A name suggestion (SM-21).
package struct NameSuggestion: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The baby.
    package var babyID: BabyID
    /// The suggesting follower.
    package var userID: UserID
    /// Gender.
    package var gender: NameGender
    /// The name.
    package var name: String
    /// Time.
    package var createdAt: Date
    /// Marked chosen by an owner.
    package var isChosen: Bool
}

/// A vote on a name suggestion.
package struct NameVote: Equatable, Sendable {
    /// Row ID.
    package var id: RowID
    /// The suggestion.
    package var suggestionID: RowID
    /// The voter.
    package var userID: UserID
    /// Time.
    package var createdAt: Date
}

/// A name suggestion with its votes, as listed (sorted by vote count).
package struct NameSuggestionView: Equatable, Sendable {
    /// The row.
    package var suggestion: NameSuggestion
    /// Suggester display name.
    package var suggestedBy: String
    /// Vote count.
    package var voteCount: Int
    /// Whether the viewer voted for it.
    package var viewerVoted: Bool
}

/// FR-9.4: a user's activity counters (`user_stats`).
package struct UserStats: Equatable, Sendable {
    /// RSVP'd Yes.
    package var eventsAttended: Int
    /// Registry items marked purchased.
    package var itemsPurchased: Int
    /// Photos squished.
    package var photosSquished: Int
    /// Comments added.
    package var commentsAdded: Int
}
