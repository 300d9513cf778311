import Foundation

extension NonnaApp {
    /// FR-4.1: owners upload 1 ... 10 JPEG/PNG photos of at most 10 MB each, with optional caption and tags;
    /// thumbnails are generated, the update marker bumps, and followers are notified once per batch.
    ///
    /// Assumption: a photo batch is all-or-nothing.
    /// Assumption: the FRS sets no per-day photo limit (its only per-day limit is on events), so none is enforced.
    package func uploadPhotos(_ baby: BabyID, _ uploads: [PhotoUpload], as user: UserID?) throws(NonnaError) -> [Photo]
    {
        let profile = try liveBaby(baby)
        try authorize(user, .photo, .create, baby: baby)
        guard let user else { throw .notAuthenticated }
        guard !uploads.isEmpty else { throw .invalid(field: "photos", reason: "required") }
        guard uploads.count <= NonnaLimits.photoBatchMax else { throw .limitExceeded(.photoBatch) }
        var prepared: [(PhotoUpload, String?, [String])] = []
        var total: Int64 = 0
        for u in uploads {
            guard ImageFormat(mimeType: u.file.mimeType) != nil else {
                throw .invalid(field: "file", reason: "unsupported format \(u.file.mimeType); JPEG or PNG only")
            }
            guard u.file.sizeBytes > 0, u.file.sizeBytes <= Int64(NonnaLimits.photoMaxBytes) else {
                throw .invalid(field: "file", reason: "must be 1 byte ... 10 MB")
            }
            let caption = try Validate.optionalText(u.caption, field: "caption", max: NonnaLimits.captionMaxLength)
            prepared.append((u, caption, try normalisedTags(u.tags)))
            total += u.file.sizeBytes
        }
        try checkQuota(user, adding: total)
        let before = usedBytes(user)
        var created: [Photo] = []
        for (u, caption, tags) in prepared {
            let image = try storeImage(
                u.file, maxBytes: Int64(NonnaLimits.photoMaxBytes), folder: "photos/\(baby)", owner: user, baby: baby)
            let p = Photo(
                id: ids.next("photo"), babyID: baby, uploaderID: user, image: image, caption: caption, tags: tags,
                createdAt: now, updatedAt: now, status: .active, deletedAt: nil)
            store.photos[p.id] = p
            touch(baby, table: "photos", row: p.id, change: .insert)
            created.append(p)
        }
        let what = created.count == 1 ? "a new photo" : "\(created.count) new photos"
        notify(
            followerIDs(baby), type: .newPhoto, baby: baby, target: .photo(created[0].id),
            message: "\(displayName(user)) shared \(what) of \(profile.name)", actor: user)
        warnIfNearQuota(user, before: before)
        return created
    }

    /// FR-4.2: owners edit caption and tags after upload (`nil` leaves a field; an empty caption clears it).
    package func updatePhoto(_ id: RowID, caption: String?, tags: [String]?, as user: UserID?) throws(NonnaError)
        -> Photo
    {
        var p = try livePhoto(id)
        try authorize(user, .photo, .update, baby: p.babyID, row: id)
        if let caption {
            p.caption = try Validate.optionalText(caption, field: "caption", max: NonnaLimits.captionMaxLength)
        }
        if let tags { p.tags = try normalisedTags(tags) }
        p.updatedAt = now
        store.photos[id] = p
        touch(p.babyID, table: "photos", row: id, change: .update)
        return p
    }

    /// FR-4.4: owners soft-delete one or more photos after confirmation (all-or-nothing).
    package func deletePhotos(_ ids: [RowID], confirmed: Bool, as user: UserID?) throws(NonnaError) -> [Photo] {
        guard !ids.isEmpty else { throw .invalid(field: "photos", reason: "required") }
        var rows: [Photo] = []
        for id in ids {
            let p = try livePhoto(id)
            try authorize(user, .photo, .delete, baby: p.babyID, row: id)
            rows.append(p)
        }
        guard confirmed else { throw .confirmationRequired }
        for var p in rows {
            p.status = .deleted
            p.deletedAt = now
            store.photos[p.id] = p
            touch(p.babyID, table: "photos", row: p.id, change: .delete)
        }
        return rows.compactMap { store.photos[$0.id] }
    }

    /// FR-4.3: the gallery, newest first, 30 per page; `baby == nil` aggregates every baby the user may see
    /// (followers' unified view); `tag` filters (FR-4.2). Each row passes the access policy.
    package func gallery(baby: BabyID?, tag: String? = nil, page: Int = 0, as user: UserID?) throws(NonnaError)
        -> GalleryPage
    {
        guard user.flatMap({ store.users[$0] }) != nil else { throw .notAuthenticated }
        guard page >= 0 else { throw .invalid(field: "page", reason: "negative") }
        if let baby {
            _ = try liveBaby(baby)
            try authorize(user, .photo, .read, baby: baby)
        }
        let wanted = tag.map(normalisedTag)
        let rows = visiblePhotos(as: user).filter { p in
            (baby == nil || p.babyID == baby) && (wanted == nil || p.tags.contains(wanted ?? ""))
        }
        let size = NonnaLimits.galleryPageSize
        let slice = rows.dropFirst(page * size).prefix(size).map { photoView($0, as: user) }
        return GalleryPage(items: Array(slice), page: page, hasMore: rows.count > (page + 1) * size)
    }

    /// FR-4.3: one photo (full size path in `photo.image.path`).
    package func viewPhoto(_ id: RowID, as user: UserID?) throws(NonnaError) -> PhotoView {
        let p = try livePhoto(id)
        try authorize(user, .photo, .read, baby: p.babyID, row: id)
        return photoView(p, as: user)
    }

    /// FR-4.2: suggested tags: the tags already used on the baby's photos, most used first, then the common
    /// categories not among them.
    ///
    /// Assumption: history first, then the common categories.
    package func suggestedTags(_ baby: BabyID, as user: UserID?) throws(NonnaError) -> [String] {
        _ = try liveBaby(baby)
        try authorize(user, .photo, .update, baby: baby)
        var counts: [String: Int] = [:]
        for p in visiblePhotos(as: user) where p.babyID == baby { for t in p.tags { counts[t, default: 0] += 1 } }
        let history = counts.sorted { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }.map(\.key)
        return history + Self.commonTags.filter { !history.contains($0) }
    }

    /// A photo row as stored (deleted included), for checkers.
    package func photo(_ id: RowID) -> Photo? { store.photos[id] }

    /// FR-4.2: the common tag categories.
    package static let commonTags = [
        "ultrasound", "bump_update", "nursery", "baby_shower", "gender_reveal", "milestone",
    ]

    func livePhoto(_ id: RowID) throws(NonnaError) -> Photo {
        guard let p = store.photos[id], p.status == .active, store.babies[p.babyID]?.status != .deleted else {
            throw .notFound
        }
        return p
    }

    /// Live photos the user may read, newest first (policy asked per row).
    func visiblePhotos(as user: UserID?) -> [Photo] {
        store.photos.values.filter {
            $0.status == .active && store.babies[$0.babyID]?.status != .deleted
                && allowed(user, .photo, .read, baby: $0.babyID, row: $0.id)
        }.sorted { Order.ascending(($1.createdAt, $1.id), ($0.createdAt, $0.id)) }
    }

    func photoView(_ p: Photo, as user: UserID?) -> PhotoView {
        let squishes = store.squishes.values.filter { $0.photoID == p.id }
        return PhotoView(
            photo: p, babyName: store.babies[p.babyID]?.name ?? "", uploaderName: displayName(p.uploaderID),
            squishCount: squishes.count,
            commentCount: store.comments.values.filter { $0.target == .photo(p.id) && $0.status != .deleted }.count,
            viewerSquish: squishes.contains { $0.userID == user } ? .squished : .notSquished)
    }

    func normalisedTag(_ tag: String) -> String {
        tag.trimmingCharacters(in: .whitespacesAndNewlines).lowercased().replacingOccurrences(of: " ", with: "_")
    }

    /// FR-4.2: up to 5 tags.
    /// Assumption: zero tags is allowed (AC "up to 5"); tags are lower-cased, spaces become underscores, duplicates
    /// collapse, and each is 1 ... 30 characters.
    func normalisedTags(_ tags: [String]) throws(NonnaError) -> [String] {
        var out: [String] = []
        for t in tags {
            let n = normalisedTag(t)
            guard !n.isEmpty, n.count <= NonnaLimits.tagMaxLength else {
                throw .invalid(field: "tags", reason: "a tag is 1 ... \(NonnaLimits.tagMaxLength) characters")
            }
            if !out.contains(n) { out.append(n) }
        }
        guard out.count <= NonnaLimits.tagsPerPhotoMax else { throw .limitExceeded(.tagsPerPhoto) }
        return out
    }
}
