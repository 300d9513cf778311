import Foundation

/// The result of a ``Request``: the row or view model the operation returns.
package enum Response: Equatable, Sendable {
    /// Nothing to return.
    case done
    /// A count of affected rows.
    case count(Int)
    /// An account row.
    case account(UserAccount)
    /// A token row.
    case token(AuthToken)
    /// A login.
    case login(LoginResult)
    /// A session row.
    case session(Session)
    /// A public user profile.
    case userProfile(UserProfileView)
    /// A notification feed page.
    case notifications(NotificationFeed)
    /// One notification.
    case notification(InAppNotification)
    /// Notification preferences.
    case preferences(NotificationPreferences)
    /// Storage usage.
    case storage(StorageUsage)
    /// A baby profile as its member sees it.
    case baby(BabyProfileView)
    /// A baby profile row (after deletion).
    case babyRow(BabyProfile)
    /// Baby profiles.
    case babies([BabyProfileView])
    /// Members.
    case members([MemberView])
    /// One membership.
    case membership(Membership)
    /// Invitations.
    case invitations([Invitation])
    /// One invitation.
    case invitation(Invitation)
    /// Photo rows.
    case photos([Photo])
    /// One photo row.
    case photoRow(Photo)
    /// A gallery page.
    case gallery(GalleryPage)
    /// One photo as shown.
    case photo(PhotoView)
    /// Strings (tags).
    case strings([String])
    /// One comment.
    case comment(CommentView)
    /// A deleted comment row.
    case commentRow(Comment)
    /// Comments.
    case comments([CommentView])
    /// One event as shown.
    case event(EventView)
    /// A deleted event row.
    case eventRow(Event)
    /// Calendar events.
    case events([EventView])
    /// RSVPs.
    case rsvps([RSVPView])
    /// One registry item as shown.
    case registryItem(RegistryItemView)
    /// A deleted registry item row.
    case registryItemRow(RegistryItem)
    /// The registry.
    case registry(RegistryView)
    /// A gender vote.
    case genderVote(GenderVote)
    /// The gender tally.
    case genderTally(GenderTally)
    /// A birth-date prediction.
    case prediction(BirthDatePrediction)
    /// The predictions.
    case predictions(PredictionsView)
    /// A name suggestion row.
    case nameSuggestion(NameSuggestion)
    /// A name suggestion as listed.
    case nameSuggestionView(NameSuggestionView)
    /// Name suggestions.
    case nameSuggestions([NameSuggestionView])
    /// Activity counters.
    case stats(UserStats)
    /// A birth announcement.
    case announcement(BirthAnnouncement)
    /// A share card.
    case share(ShareCard)
    /// One countdown.
    case countdown(CountdownView)
    /// Countdowns.
    case countdowns([CountdownView])
    /// A tile screen.
    case screen(ScreenView)
    /// The role toggle state.
    case roleMode(RoleModeState)
    /// Memories.
    case memories([MemoryItem])
    /// A digest.
    case digest(DigestView)
    /// Real-time messages.
    case realtime([RealtimeMessage])
    /// Real-time batches.
    case realtimeBatches([RealtimeBatch])
    /// One tile.
    case tile(TileView)
}
