import Foundation

extension NonnaApp {
    func dispatchEngagement(_ request: Request, as user: UserID?) throws(NonnaError) -> Response? {
        switch request {
        case .voteGender(let baby, let guess): return .genderVote(try voteGender(baby, guess, as: user))
        case .viewGenderTally(let baby): return .genderTally(try genderTally(baby, as: user))
        case .predictBirthDate(let baby, let date): return .prediction(try predictBirthDate(baby, date, as: user))
        case .viewPredictions(let baby): return .predictions(try predictions(baby, as: user))
        case .suggestName(let baby, let name, let gender):
            return .nameSuggestion(try suggestName(baby, name, gender: gender, as: user))
        case .voteName(let id): return .nameSuggestionView(try voteName(id, as: user))
        case .markNameChosen(let id): return .nameSuggestionView(try markNameChosen(id, as: user))
        case .listNameSuggestions(let baby, let gender):
            return .nameSuggestions(try nameSuggestions(baby, gender: gender, as: user))
        case .viewUserStats: return .stats(try userStats(as: user))
        case .announceBirth(let baby, let draft): return .announcement(try announceBirth(baby, draft, as: user))
        case .viewAnnouncement(let baby): return .announcement(try viewAnnouncement(baby, as: user))
        case .shareAnnouncement(let baby): return .share(try shareAnnouncement(baby, as: user))
        case .viewCountdown(let baby): return .countdown(try countdown(baby, as: user))
        case .listCountdowns: return .countdowns(try countdowns(as: user))
        default: return nil
        }
    }
}
