import Foundation

/// FR-9.1: gender prediction options.
public enum GenderGuess: String, CaseIterable, Sendable {
    /// Boy.
    case boy
    /// Girl.
    case girl
    /// Surprise.
    case surprise
}

/// A gender prediction vote (SM-19: a follower's vote is final).
public struct GenderVote: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The baby.
    public var babyID: BabyID
    /// The voting follower.
    public var userID: UserID
    /// The guess.
    public var guess: GenderGuess
    /// Time.
    public var createdAt: Date
}

/// FR-9.1: the gender vote tally: counts for owners before birth, for everyone after the announcement.
public struct GenderTally: Equatable, Sendable {
    /// Boy votes.
    public var boy: Int
    /// Girl votes.
    public var girl: Int
    /// Surprise votes.
    public var surprise: Int
    /// Whether results are revealed (birth announced).
    public var revealed: Bool
    /// The votes the viewer may see.
    public var votes: [GenderVote]
    /// Correct predictors (after the reveal).
    public var correctVoterIDs: [UserID]
}

/// A birth-date prediction (SM-20: final once made).
public struct BirthDatePrediction: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The baby.
    public var babyID: BabyID
    /// The predicting follower.
    public var userID: UserID
    /// Predicted date.
    public var predictedDate: Date
    /// Time.
    public var createdAt: Date
}

/// FR-9.2: the predictions the viewer may see, and the closest predictors once born.
public struct PredictionsView: Equatable, Sendable {
    /// Predictions, earliest predicted date first.
    public var predictions: [BirthDatePrediction]
    /// Whether the baby is born (results resolved).
    public var resolved: Bool
    /// Closest predictors (ties all listed), after birth.
    public var closestUserIDs: [UserID]
}

/// FR-9.3: the gender a name is suggested for.
public enum NameGender: String, CaseIterable, Sendable {
    /// Boy names.
    case boy
    /// Girl names.
    case girl
}

/// A name suggestion (SM-21).
public struct NameSuggestion: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The baby.
    public var babyID: BabyID
    /// The suggesting follower.
    public var userID: UserID
    /// Gender.
    public var gender: NameGender
    /// The name.
    public var name: String
    /// Time.
    public var createdAt: Date
    /// Marked chosen by an owner.
    public var isChosen: Bool
}

/// A vote on a name suggestion.
public struct NameVote: Equatable, Sendable {
    /// Row ID.
    public var id: RowID
    /// The suggestion.
    public var suggestionID: RowID
    /// The voter.
    public var userID: UserID
    /// Time.
    public var createdAt: Date
}

/// A name suggestion with its votes, as listed (sorted by vote count).
public struct NameSuggestionView: Equatable, Sendable {
    /// The row.
    public var suggestion: NameSuggestion
    /// Suggester display name.
    public var suggestedBy: String
    /// Vote count.
    public var voteCount: Int
    /// Whether the viewer voted for it.
    public var viewerVoted: Bool
}

/// FR-9.4: a user's activity counters (`user_stats`).
public struct UserStats: Equatable, Sendable {
    /// RSVP'd Yes.
    public var eventsAttended: Int
    /// Registry items marked purchased.
    public var itemsPurchased: Int
    /// Photos squished.
    public var photosSquished: Int
    /// Comments added.
    public var commentsAdded: Int
}
