import Foundation

extension NonnaApp {
    /// FR-4.6 / FR-5.5: a member comments (≤ 500 characters). A photo comment notifies the uploader; an event
    /// comment notifies the owners and the other commenters (never the author).
    ///
    /// Assumption: event comments count towards `comments_added_count` like photo comments.
    package func addComment(on target: CommentTarget, body: String, as user: UserID?) throws(NonnaError) -> CommentView
    {
        let (baby, recipients, type, ref) = try commentContext(target)
        try authorize(user, .comment, .create, baby: baby, own: true)
        guard let user else { throw .notAuthenticated }
        let text = try Validate.text(body, field: "body", max: NonnaLimits.commentMaxLength)
        let c = Comment(
            id: ids.next("comment"), babyID: baby, target: target, authorID: user, body: text, createdAt: now,
            editedAt: nil, status: .active, deletedAt: nil, deletedBy: nil)
        store.comments[c.id] = c
        touch(baby, table: "comments", row: c.id, change: .insert)
        notify(
            recipients, type: type, baby: baby, target: ref, message: "\(displayName(user)) commented: \(text)",
            actor: user)
        return commentView(c)
    }

    /// FR-4.6 / FR-5.5: authors edit their own comments.
    package func editComment(_ id: RowID, body: String, as user: UserID?) throws(NonnaError) -> CommentView {
        var c = try liveComment(id)
        try authorize(user, .comment, .update, baby: c.babyID, own: c.authorID == user, row: id)
        c.body = try Validate.text(body, field: "body", max: NonnaLimits.commentMaxLength)
        c.editedAt = now
        c.status = .edited
        store.comments[id] = c
        touch(c.babyID, table: "comments", row: id, change: .update)
        return commentView(c)
    }

    /// FR-4.6 / FR-5.5: owners delete any comment on their baby's content; authors delete their own.
    ///
    /// Assumption: comment deletion is soft (the row is kept with `deleted_at`), like every other deletion.
    package func deleteComment(_ id: RowID, as user: UserID?) throws(NonnaError) -> Comment {
        var c = try liveComment(id)
        try authorize(user, .comment, .delete, baby: c.babyID, own: c.authorID == user, row: id)
        c.status = .deleted
        c.deletedAt = now
        c.deletedBy = user
        store.comments[id] = c
        touch(c.babyID, table: "comments", row: id, change: .delete)
        return c
    }

    /// FR-4.6 / FR-5.5: the comments on a photo or event, oldest first, each row asked of the policy.
    package func listComments(on target: CommentTarget, as user: UserID?) throws(NonnaError) -> [CommentView] {
        let (baby, _, _, _) = try commentContext(target)
        try authorize(user, .comment, .read, baby: baby)
        return store.comments.values.filter {
            $0.target == target && $0.status != .deleted
                && allowed(user, .comment, .read, baby: $0.babyID, own: $0.authorID == user, row: $0.id)
        }.sorted { Order.ascending(($0.createdAt, $0.id), ($1.createdAt, $1.id)) }.map(commentView)
    }

    /// A comment row as stored (deleted included), for checkers.
    package func comment(_ id: RowID) -> Comment? { store.comments[id] }

    func liveComment(_ id: RowID) throws(NonnaError) -> Comment {
        guard let c = store.comments[id], c.status != .deleted else { throw .notFound }
        _ = try commentContext(c.target)
        return c
    }

    /// The baby, recipients, notification type and link of a comment target (which must be live).
    func commentContext(_ target: CommentTarget) throws(NonnaError) -> (BabyID, [UserID], NotificationType, ContentRef)
    {
        switch target {
        case .photo(let id):
            let p = try livePhoto(id)
            return (p.babyID, [p.uploaderID], .photoComment, .photo(id))
        case .event(let id):
            let e = try liveEvent(id)
            let commenters = store.comments.values.filter { $0.target == target && $0.status != .deleted }
                .sorted { Order.number($0.id) < Order.number($1.id) }.map(\.authorID)
            return (e.babyID, ownerIDs(e.babyID) + commenters, .eventComment, .event(id))
        }
    }

    func commentView(_ c: Comment) -> CommentView {
        let m = activeMembership(c.authorID, c.babyID)
        return CommentView(
            comment: c, authorName: displayName(c.authorID), relationship: m?.relationship,
            authorIsOwner: m?.role == .owner,
            authorPhotoThumbnail: store.users[c.authorID]?.profilePhoto?.thumbnailPath)
    }
}
