import Foundation

extension NonnaApp {
    func dispatchBabies(_ request: Request, as user: UserID?) throws(NonnaError) -> Response? {
        switch request {
        case .createBaby(let draft): return .baby(try createBaby(draft, as: user))
        case .viewBaby(let id): return .baby(try babyView(id, as: user))
        case .listBabies: return .babies(try listBabies(as: user))
        case .editBaby(let id, let edit): return .baby(try editBaby(id, edit, as: user))
        case .deleteBaby(let id, let confirmed): return .babyRow(try deleteBaby(id, confirmed: confirmed, as: user))
        case .listMembers(let baby): return .members(try listMembers(baby, as: user))
        case .removeMember(let id, let confirmed):
            return .membership(try removeMember(id, confirmed: confirmed, as: user))
        case .changeRelationship(let baby, let label):
            return .membership(try changeRelationship(baby, to: label, as: user))
        case .sendInvitations(let baby, let emails, let kind):
            return .invitations(try sendInvitations(baby, emails: emails, kind: kind, as: user))
        case .listInvitations(let baby): return .invitations(try listInvitations(baby, as: user))
        case .viewInvitation(let id): return .invitation(try viewInvitation(id, as: user))
        case .acceptInvitation(let token, let relationship):
            return .membership(try acceptInvitation(token: token, relationship: relationship, as: user))
        case .requestNewInvitation(let token): return .invitation(try requestNewInvitation(token: token, as: user))
        case .resendInvitation(let id): return .invitation(try resendInvitation(id, as: user))
        case .revokeInvitation(let id): return .invitation(try revokeInvitation(id, as: user))
        default: return nil
        }
    }
}
