import Foundation

extension NonnaApp {
    func dispatchContent(_ request: Request, as user: UserID?) throws(NonnaError) -> Response? {
        switch request {
        case .uploadPhotos(let baby, let uploads): return .photos(try uploadPhotos(baby, uploads, as: user))
        case .updatePhoto(let id, let caption, let tags):
            return .photoRow(try updatePhoto(id, caption: caption, tags: tags, as: user))
        case .deletePhotos(let ids, let confirmed):
            return .photos(try deletePhotos(ids, confirmed: confirmed, as: user))
        case .listPhotos(let baby, let tag, let page):
            return .gallery(try gallery(baby: baby, tag: tag, page: page, as: user))
        case .viewPhoto(let id): return .photo(try viewPhoto(id, as: user))
        case .suggestedTags(let baby): return .strings(try suggestedTags(baby, as: user))
        case .squish(let id): return .photo(try squish(id, as: user))
        case .unsquish(let id): return .photo(try unsquish(id, as: user))
        case .addComment(let target, let body): return .comment(try addComment(on: target, body: body, as: user))
        case .editComment(let id, let body): return .comment(try editComment(id, body: body, as: user))
        case .deleteComment(let id): return .commentRow(try deleteComment(id, as: user))
        case .listComments(let target): return .comments(try listComments(on: target, as: user))
        case .createEvent(let baby, let draft): return .event(try createEvent(baby, draft, as: user))
        case .editEvent(let id, let draft): return .event(try editEvent(id, draft, as: user))
        case .deleteEvent(let id, let confirmed): return .eventRow(try deleteEvent(id, confirmed: confirmed, as: user))
        case .viewEvent(let id): return .event(try viewEvent(id, as: user))
        case .listEvents(let baby, let mode): return .events(try calendar(baby: baby, mode: mode, as: user))
        case .rsvp(let id, let status): return .event(try rsvp(id, status, as: user))
        case .listRSVPs(let id): return .rsvps(try listRSVPs(id, as: user))
        default: return try dispatchRegistry(request, as: user)
        }
    }
}
