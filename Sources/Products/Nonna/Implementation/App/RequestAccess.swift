import Foundation

/// The policy question that guards a request: which resource and action the service asks about.
package struct AccessKey: Hashable, Sendable {
    /// The resource.
    package var resource: Resource
    /// The action.
    package var action: Action

    /// Creates a key.
    package init(_ resource: Resource, _ action: Action) {
        self.resource = resource
        self.action = action
    }
}

extension Request {
    /// The main (resource, action) question the service asks the ``AccessPolicy`` for this request, so a checker
    /// can map every role × resource × action cell to a request. List requests additionally ask `.read` per row.
    package var accessKey: AccessKey {
        switch self {
        case .register, .registerOAuth: return AccessKey(.account, .create)
        case .verifyEmail, .resendVerification, .resetPassword: return AccessKey(.account, .update)
        case .login, .loginOAuth, .requestPasswordReset: return AccessKey(.session, .create)
        case .logout: return AccessKey(.session, .delete)
        case .viewUserProfile: return AccessKey(.userProfile, .read)
        case .updateProfile, .uploadProfilePhoto: return AccessKey(.userProfile, .update)
        case .createBaby: return AccessKey(.babyProfile, .create)
        case .viewBaby, .listBabies, .viewCountdown, .listCountdowns, .viewMemoryLane:
            return AccessKey(.babyProfile, .read)
        case .editBaby: return AccessKey(.babyProfile, .update)
        case .deleteBaby: return AccessKey(.babyProfile, .delete)
        case .listMembers: return AccessKey(.followerMembership, .read)
        case .removeMember: return AccessKey(.followerMembership, .delete)
        case .changeRelationship: return AccessKey(.followerMembership, .update)
        case .sendInvitations(_, _, let kind):
            return AccessKey(kind == .coOwner ? .coOwnerInvitation : .invitation, .create)
        case .listInvitations, .viewInvitation: return AccessKey(.invitation, .read)
        case .acceptInvitation, .requestNewInvitation: return AccessKey(.invitation, .accept)
        case .resendInvitation, .revokeInvitation: return AccessKey(.invitation, .update)
        case .uploadPhotos: return AccessKey(.photo, .create)
        case .updatePhoto, .suggestedTags: return AccessKey(.photo, .update)
        case .deletePhotos: return AccessKey(.photo, .delete)
        case .listPhotos, .viewPhoto: return AccessKey(.photo, .read)
        case .shareMemory(let kind, _): return AccessKey(kind == .photo ? .photo : .event, .read)
        case .squish: return AccessKey(.squish, .create)
        case .unsquish: return AccessKey(.squish, .delete)
        case .addComment: return AccessKey(.comment, .create)
        case .editComment: return AccessKey(.comment, .update)
        case .deleteComment: return AccessKey(.comment, .delete)
        case .listComments: return AccessKey(.comment, .read)
        case .createEvent: return AccessKey(.event, .create)
        case .editEvent: return AccessKey(.event, .update)
        case .deleteEvent: return AccessKey(.event, .delete)
        case .viewEvent, .listEvents: return AccessKey(.event, .read)
        case .rsvp: return AccessKey(.rsvp, .create)
        case .listRSVPs: return AccessKey(.rsvpList, .read)
        case .createRegistryItem: return AccessKey(.registryItem, .create)
        case .editRegistryItem: return AccessKey(.registryItem, .update)
        case .deleteRegistryItem: return AccessKey(.registryItem, .delete)
        case .viewRegistry, .viewRegistryItem: return AccessKey(.registryItem, .read)
        case .markPurchased: return AccessKey(.purchase, .create)
        case .voteGender: return AccessKey(.genderVote, .create)
        case .viewGenderTally: return AccessKey(.genderTally, .read)
        case .predictBirthDate: return AccessKey(.birthDatePrediction, .create)
        case .viewPredictions: return AccessKey(.birthDatePrediction, .read)
        case .suggestName: return AccessKey(.nameSuggestion, .create)
        case .markNameChosen: return AccessKey(.nameSuggestion, .update)
        case .listNameSuggestions: return AccessKey(.nameSuggestion, .read)
        case .voteName: return AccessKey(.nameVote, .create)
        case .viewUserStats: return AccessKey(.userStats, .read)
        case .announceBirth: return AccessKey(.birthAnnouncement, .create)
        case .viewAnnouncement, .shareAnnouncement: return AccessKey(.birthAnnouncement, .read)
        case .loadScreen, .loadTile: return AccessKey(.tiles, .read)
        case .viewRoleMode: return AccessKey(.roleMode, .read)
        case .setRoleMode: return AccessKey(.roleMode, .update)
        case .previewDigest, .viewPreferences: return AccessKey(.preferences, .read)
        case .updatePreferences: return AccessKey(.preferences, .update)
        case .listRealtime, .listRealtimeBatches: return AccessKey(.realtime, .read)
        case .listNotifications: return AccessKey(.notification, .read)
        case .markNotification, .markAllNotificationsRead: return AccessKey(.notification, .update)
        case .viewStorage: return AccessKey(.storage, .read)
        }
    }
}
