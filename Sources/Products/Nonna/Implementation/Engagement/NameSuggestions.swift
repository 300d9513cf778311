import Foundation

extension NonnaApp {
    /// FR-9.3: a follower suggests one name per gender.
    ///
    /// Assumption: names are 1 ... 50 characters; the same name (case-insensitive) cannot be suggested twice for the
    /// same gender of a baby; suggestions and votes close once the baby is born (the "optional" hiding is read as
    /// closing the game, the list stays visible).
    package func suggestName(_ baby: BabyID, _ name: String, gender: NameGender, as user: UserID?) throws(NonnaError)
        -> NameSuggestion
    {
        let profile = try liveBaby(baby)
        try authorize(user, .nameSuggestion, .create, baby: baby, own: true)
        guard let user else { throw .notAuthenticated }
        guard profile.status == .expecting else { throw .conflict("baby is born") }
        let text = try Validate.text(name, field: "name", max: NonnaLimits.nameSuggestionMaxLength)
        let existing = store.nameSuggestions.values.filter { $0.babyID == baby && $0.gender == gender }
        guard !existing.contains(where: { $0.userID == user }) else { throw .limitExceeded(.nameSuggestionsPerGender) }
        guard !existing.contains(where: { $0.name.lowercased() == text.lowercased() }) else {
            throw .conflict("name already suggested")
        }
        let s = NameSuggestion(
            id: ids.next("name"), babyID: baby, userID: user, gender: gender, name: text, createdAt: now,
            isChosen: false)
        store.nameSuggestions[s.id] = s
        return s
    }

    /// FR-9.3: members vote on names, once per name, on as many names as they like.
    package func voteName(_ suggestionID: RowID, as user: UserID?) throws(NonnaError) -> NameSuggestionView {
        guard let s = store.nameSuggestions[suggestionID] else { throw .notFound }
        let profile = try liveBaby(s.babyID)
        try authorize(user, .nameVote, .create, baby: s.babyID, own: true)
        guard let user else { throw .notAuthenticated }
        guard profile.status == .expecting else { throw .conflict("baby is born") }
        guard !store.nameVotes.values.contains(where: { $0.suggestionID == suggestionID && $0.userID == user }) else {
            throw .conflict("already voted")
        }
        let v = NameVote(id: ids.next("nvote"), suggestionID: suggestionID, userID: user, createdAt: now)
        store.nameVotes[v.id] = v
        return nameView(s, as: user)
    }

    /// FR-9.3: an owner marks the chosen name.
    /// Assumption: one chosen name per gender (marking another moves it).
    package func markNameChosen(_ suggestionID: RowID, as user: UserID?) throws(NonnaError) -> NameSuggestionView {
        guard let s = store.nameSuggestions[suggestionID] else { throw .notFound }
        _ = try liveBaby(s.babyID)
        try authorize(user, .nameSuggestion, .update, baby: s.babyID)
        for (id, other) in store.nameSuggestions where other.babyID == s.babyID && other.gender == s.gender {
            store.nameSuggestions[id]?.isChosen = id == suggestionID
        }
        return nameView(store.nameSuggestions[suggestionID] ?? s, as: user)
    }

    /// FR-9.3: suggestions with vote counts, most votes first (then oldest first).
    package func nameSuggestions(_ baby: BabyID, gender: NameGender? = nil, as user: UserID?) throws(NonnaError)
        -> [NameSuggestionView]
    {
        _ = try liveBaby(baby)
        try authorize(user, .nameSuggestion, .read, baby: baby)
        return store.nameSuggestions.values.filter {
            $0.babyID == baby && (gender == nil || $0.gender == gender)
                && allowed(user, .nameSuggestion, .read, baby: baby, own: $0.userID == user, row: $0.id)
        }.map { nameView($0, as: user) }.sorted {
            $0.voteCount != $1.voteCount
                ? $0.voteCount > $1.voteCount
                : Order.ascending(
                    ($0.suggestion.createdAt, $0.suggestion.id), ($1.suggestion.createdAt, $1.suggestion.id))
        }
    }

    /// A name suggestion row, for checkers.
    package func nameSuggestion(_ id: RowID) -> NameSuggestion? { store.nameSuggestions[id] }

    func nameView(_ s: NameSuggestion, as user: UserID?) -> NameSuggestionView {
        let votes = store.nameVotes.values.filter { $0.suggestionID == s.id }
        return NameSuggestionView(
            suggestion: s, suggestedBy: displayName(s.userID), voteCount: votes.count,
            viewerVoted: votes.contains { $0.userID == user })
    }
}
