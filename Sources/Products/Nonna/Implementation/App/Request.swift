import Foundation

/// Every user-facing operation of Nonna, reads included, for ``NonnaApp/perform(_:as:)``.
package enum Request: Equatable, Sendable {
    // MARK: Accounts and sessions (FR-1.x)
    /// FR-1.1 register with email and password.
    case register(email: String, password: String, displayName: String)
    /// FR-1.1 register through OAuth.
    case registerOAuth(provider: AuthProvider, email: String, displayName: String)
    /// FR-1.2 verify the email with the emailed token.
    case verifyEmail(token: String)
    /// FR-1.2 request a new verification email.
    case resendVerification
    /// FR-1.3 log in.
    case login(email: String, password: String)
    /// FR-1.3 log in through OAuth.
    case loginOAuth(provider: AuthProvider, email: String)
    /// FR-1.3 log out.
    case logout(token: String)
    /// FR-1.4 request a reset email.
    case requestPasswordReset(email: String)
    /// FR-1.4 set a new password with the reset token.
    case resetPassword(token: String, newPassword: String)
    /// FR-1.5 view a user's profile.
    case viewUserProfile(UserID)
    /// FR-1.5 update display name / biometric toggle.
    case updateProfile(displayName: String?, biometricEnabled: Bool?)
    /// FR-1.5 upload a profile photo.
    case uploadProfilePhoto(UploadFile)
    // MARK: Baby profiles and memberships (FR-2.x, FR-3.5, FR-3.6)
    /// FR-2.1 create a baby profile.
    case createBaby(BabyDraft)
    /// View a baby profile.
    case viewBaby(BabyID)
    /// FR-2.1 AC6 the user's baby profiles.
    case listBabies
    /// FR-2.2 edit a baby profile.
    case editBaby(BabyID, BabyEdit)
    /// FR-2.3 delete a baby profile (soft), after confirmation.
    case deleteBaby(BabyID, confirmed: Bool)
    /// FR-3.5 the member list.
    case listMembers(BabyID)
    /// FR-3.5 remove a follower, after confirmation.
    case removeMember(membershipID: RowID, confirmed: Bool)
    /// FR-3.6 change one's relationship label.
    case changeRelationship(BabyID, RelationshipLabel)
    // MARK: Invitations (FR-2.4, FR-3.1 ... 3.4)
    /// FR-3.1 / 2.4 send invitations.
    case sendInvitations(BabyID, emails: [String], kind: InvitationKind)
    /// FR-3.1 the invitation dashboard.
    case listInvitations(BabyID)
    /// View one invitation.
    case viewInvitation(RowID)
    /// FR-3.2 accept with the emailed token.
    case acceptInvitation(token: String, relationship: RelationshipLabel?)
    /// FR-3.2 AC2 ask the owners for a new invitation (expired token).
    case requestNewInvitation(token: String)
    /// FR-3.3 resend.
    case resendInvitation(RowID)
    /// FR-3.4 revoke.
    case revokeInvitation(RowID)
    // MARK: Gallery (FR-4.x)
    /// FR-4.1 upload photos (1 ... 10).
    case uploadPhotos(BabyID, [PhotoUpload])
    /// FR-4.2 edit caption and/or tags.
    case updatePhoto(RowID, caption: String?, tags: [String]?)
    /// FR-4.4 delete photos (soft), after confirmation.
    case deletePhotos([RowID], confirmed: Bool)
    /// FR-4.3 the gallery page (`nil` baby = aggregated), optionally filtered by tag.
    case listPhotos(baby: BabyID?, tag: String?, page: Int)
    /// FR-4.3 one photo.
    case viewPhoto(RowID)
    /// FR-4.2 suggested tags.
    case suggestedTags(BabyID)
    /// FR-4.5 squish.
    case squish(photoID: RowID)
    /// FR-4.5 remove one's squish.
    case unsquish(photoID: RowID)
    // MARK: Comments (FR-4.6, FR-5.5)
    /// Comment on a photo or event.
    case addComment(CommentTarget, body: String)
    /// Edit one's comment.
    case editComment(RowID, body: String)
    /// Delete a comment.
    case deleteComment(RowID)
    /// The comments on a photo or event.
    case listComments(CommentTarget)
    // MARK: Calendar (FR-5.x)
    /// FR-5.1 create an event.
    case createEvent(BabyID, EventDraft)
    /// FR-5.2 edit an event (every field replaced; a `nil` cover photo keeps the current one).
    case editEvent(RowID, EventDraft)
    /// FR-5.3 delete an event (soft), after confirmation.
    case deleteEvent(RowID, confirmed: Bool)
    /// FR-5.6 one event.
    case viewEvent(RowID)
    /// FR-5.6 the calendar (`nil` baby = aggregated).
    case listEvents(baby: BabyID?, mode: CalendarMode)
    /// FR-5.4 RSVP.
    case rsvp(eventID: RowID, RSVPStatus)
    /// FR-5.4 who RSVP'd (owners).
    case listRSVPs(eventID: RowID)
    // MARK: Registry (FR-6.x)
    /// FR-6.1 add an item.
    case createRegistryItem(BabyID, RegistryItemDraft)
    /// FR-6.2 edit an item.
    case editRegistryItem(RowID, RegistryItemDraft)
    /// FR-6.3 delete an item (soft), after confirmation.
    case deleteRegistryItem(RowID, confirmed: Bool)
    /// FR-6.4 mark purchased.
    case markPurchased(RowID, note: String?)
    /// FR-6.5 the registry (`nil` baby = aggregated).
    case viewRegistry(baby: BabyID?)
    /// FR-6.5 one item.
    case viewRegistryItem(RowID)
    // MARK: Engagement (FR-9.x)
    /// FR-9.1 vote on the gender.
    case voteGender(BabyID, GenderGuess)
    /// FR-9.1 the vote tally.
    case viewGenderTally(BabyID)
    /// FR-9.2 predict the birth date.
    case predictBirthDate(BabyID, Date)
    /// FR-9.2 the predictions.
    case viewPredictions(BabyID)
    /// FR-9.3 suggest a name.
    case suggestName(BabyID, name: String, gender: NameGender)
    /// FR-9.3 vote on a name.
    case voteName(suggestionID: RowID)
    /// FR-9.3 mark the chosen name.
    case markNameChosen(suggestionID: RowID)
    /// FR-9.3 the name suggestions.
    case listNameSuggestions(BabyID, gender: NameGender?)
    /// FR-9.4 one's activity counters.
    case viewUserStats
    // MARK: Countdown and birth announcement (FR-10.x)
    /// FR-10.2 announce the birth.
    case announceBirth(BabyID, BirthAnnouncementDraft)
    /// FR-10.2 view the announcement.
    case viewAnnouncement(BabyID)
    /// FR-10.2 the Instagram share card.
    case shareAnnouncement(BabyID)
    /// FR-10.1 the countdown of a baby.
    case viewCountdown(BabyID)
    /// FR-10.1 the visible countdowns.
    case listCountdowns
    // MARK: Tiles, role toggle, memory lane, digest, real-time (FR-7.x, FR-11.x)
    /// FR-7.1 a screen of tiles for the current role mode.
    case loadScreen(Screen)
    /// FR-7.3 one tile on its own.
    case loadTile(configID: RowID)
    /// FR-11.4 the role toggle state.
    case viewRoleMode
    /// FR-11.4 switch role mode (owner baby or follower filter).
    case setRoleMode(RoleMode, baby: BabyID?)
    /// FR-11.2 memory lane (`nil` baby = aggregated).
    case viewMemoryLane(baby: BabyID?)
    /// FR-11.2 share a memory.
    case shareMemory(MemoryKind, RowID)
    /// FR-11.1 the digest as it would be sent now.
    case previewDigest
    /// FR-7.4 real-time messages after a message number, scoped to accessible babies.
    case listRealtime(after: Int)
    /// FR-7.4 real-time changes batched per baby.
    case listRealtimeBatches(after: Int)
    // MARK: Notifications (FR-8.x)
    /// FR-8.2 the notification feed page.
    case listNotifications(page: Int)
    /// FR-8.2 mark read/unread.
    case markNotification(id: RowID, read: Bool)
    /// FR-8.2 mark all read.
    case markAllNotificationsRead
    /// FR-8.3 view preferences.
    case viewPreferences
    /// FR-8.3 replace preferences.
    case updatePreferences(NotificationPreferences)
    // MARK: Storage (FR-11.3)
    /// FR-11.3 view storage usage.
    case viewStorage
}
