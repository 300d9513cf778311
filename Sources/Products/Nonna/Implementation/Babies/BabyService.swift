import Foundation

extension NonnaApp {
    /// FR-2.1: a verified user creates a baby profile and becomes its owner; the empty tile state and the default
    /// `owner_update_markers` row are created.
    ///
    /// Assumption: the default name "Baby [Last Name]" uses the last word of the creator's display name.
    /// Assumption: an actual birth date may not lie in the future; giving one creates the profile as born.
    package func createBaby(_ draft: BabyDraft, as user: UserID?) throws(NonnaError) -> BabyProfileView {
        try authorize(user, .babyProfile, .create, baby: nil)
        guard let user else { throw .notAuthenticated }
        guard draft.expectedBirthDate != nil || draft.birthDate != nil else {
            throw .invalid(field: "expectedBirthDate", reason: "expected or actual birth date required")
        }
        if let born = draft.birthDate, born > now { throw .invalid(field: "birthDate", reason: "in the future") }
        var name = try Validate.optionalText(draft.name, field: "name", max: NonnaLimits.babyNameMaxLength)
        if name == nil {
            let last = displayName(user).split(separator: " ").last.map(String.init) ?? ""
            name = last.isEmpty ? "Baby" : "Baby \(last)"
        }
        let id = ids.next("baby")
        var photo: StoredImage?
        if let file = draft.photo {
            photo = try storeImage(
                file, maxBytes: Int64(NonnaLimits.photoMaxBytes), folder: "babies/\(id)", owner: user, baby: id,
                field: "photo")
        }
        let baby = BabyProfile(
            id: id, name: name ?? "Baby", gender: draft.gender, expectedBirthDate: draft.expectedBirthDate,
            birthDate: draft.birthDate, photo: photo, status: draft.birthDate == nil ? .expecting : .born,
            createdBy: user, createdAt: now, updatedAt: now, removedAt: nil)
        store.babies[id] = baby
        let m = Membership(
            id: ids.next("membership"), babyID: id, userID: user, role: .owner, isCreator: true, relationship: nil,
            status: .active, createdAt: now, removedAt: nil)
        store.memberships[m.id] = m
        store.markers[id] = OwnerUpdateMarker(babyID: id, updatedAt: now, version: 0)
        return try babyView(id, as: user)
    }

    /// A member's view of a baby profile.
    package func babyView(_ id: BabyID, as user: UserID?) throws(NonnaError) -> BabyProfileView {
        let baby = try liveBaby(id)
        try authorize(user, .babyProfile, .read, baby: id, row: id)
        let role = role(of: user, on: id)
        return BabyProfileView(
            profile: baby, viewerRole: role, canEdit: allowed(user, .babyProfile, .update, baby: id),
            ownerIDs: ownerIDs(id), followerCount: followerIDs(id).count)
    }

    /// FR-2.1 AC6 / FR-3.5: the baby profiles the user owns or follows (deleted ones and removed memberships vanish).
    package func listBabies(as user: UserID?) throws(NonnaError) -> [BabyProfileView] {
        guard user.flatMap({ store.users[$0] }) != nil else { throw .notAuthenticated }
        var views: [BabyProfileView] = []
        for b in readableBabies(user) {
            if let v = try? babyView(b.id, as: user) { views.append(v) }
        }
        return views
    }

    /// FR-2.2: owners edit name, gender, dates and photo; followers get the real-time update.
    ///
    /// Assumption: an expecting baby becomes born only through the birth announcement (FR-10.2); editing may
    /// correct the birth date of a born baby, which may not lie in the future.
    package func editBaby(_ id: BabyID, _ edit: BabyEdit, as user: UserID?) throws(NonnaError) -> BabyProfileView {
        var baby = try liveBaby(id)
        try authorize(user, .babyProfile, .update, baby: id)
        if let name = edit.name {
            baby.name = try Validate.text(name, field: "name", max: NonnaLimits.babyNameMaxLength)
        }
        if let gender = edit.gender { baby.gender = gender }
        if let expected = edit.expectedBirthDate { baby.expectedBirthDate = expected }
        if let born = edit.birthDate {
            guard baby.status == .born else {
                throw .invalid(field: "birthDate", reason: "announce the birth to record it")
            }
            guard born <= now else { throw .invalid(field: "birthDate", reason: "in the future") }
            baby.birthDate = born
        }
        if let file = edit.photo {
            baby.photo = try storeImage(
                file, maxBytes: Int64(NonnaLimits.photoMaxBytes), folder: "babies/\(id)", owner: user ?? "", baby: id,
                field: "photo")
        }
        baby.updatedAt = now
        store.babies[id] = baby
        touch(id, table: "baby_profiles", row: id, change: .update)
        return try babyView(id, as: user)
    }

    /// FR-2.3: owners soft-delete a profile after confirming: pending invitations are revoked, the other owner is
    /// notified, and the profile vanishes from every view (data retained 7 years).
    package func deleteBaby(_ id: BabyID, confirmed: Bool, as user: UserID?) throws(NonnaError) -> BabyProfile {
        var baby = try liveBaby(id)
        try authorize(user, .babyProfile, .delete, baby: id)
        guard confirmed else { throw .confirmationRequired }
        for (iid, inv) in store.invitations where inv.babyID == id {
            refreshInvitation(iid)
            if store.invitations[iid]?.status == .pending {
                store.invitations[iid]?.status = .revoked
                store.invitations[iid]?.revokedAt = now
            }
        }
        notify(
            ownerIDs(id), type: .babyProfileDeleted, baby: id, target: .baby(id),
            message: "\(baby.name)'s profile was deleted", actor: user)
        baby.status = .deleted
        baby.removedAt = now
        baby.updatedAt = now
        store.babies[id] = baby
        touch(id, table: "baby_profiles", row: id, change: .delete)
        return baby
    }

    /// A baby profile row as stored (deleted ones included), for checkers.
    package func babyProfile(_ id: BabyID) -> BabyProfile? { store.babies[id] }

    /// The `owner_update_markers` row of a baby.
    package func updateMarker(_ id: BabyID) -> OwnerUpdateMarker? { store.markers[id] }
}
