import Foundation

extension NonnaApp {
    /// FR-10.2: an owner announces the birth: the profile becomes born with the actual birth information, every
    /// follower gets a push, the countdown hides and the gender votes and predictions are revealed.
    ///
    /// Assumption: weight is 1 ... 10,000 g and length 1 ... 100 cm; the first photo goes into the gallery with
    /// the caption "Welcome <name>!"; a baby is announced once.
    package func announceBirth(_ baby: BabyID, _ draft: BirthAnnouncementDraft, as user: UserID?) throws(NonnaError)
        -> BirthAnnouncement
    {
        var profile = try liveBaby(baby)
        try authorize(user, .birthAnnouncement, .create, baby: baby)
        guard let user else { throw .notAuthenticated }
        guard store.announcements[baby] == nil else { throw .conflict("birth already announced") }
        let name = try Validate.text(draft.name, field: "name", max: NonnaLimits.babyNameMaxLength)
        guard draft.bornAt <= now else { throw .invalid(field: "bornAt", reason: "in the future") }
        if let w = draft.weightGrams, !(1...10_000).contains(w) {
            throw .invalid(field: "weightGrams", reason: "out of range")
        }
        if let l = draft.lengthCm, !(l > 0 && l <= 100) { throw .invalid(field: "lengthCm", reason: "out of range") }
        var photoID: RowID?
        if let file = draft.photo {
            photoID = try uploadPhotos(baby, [PhotoUpload(file: file, caption: "Welcome \(name)!")], as: user).first?.id
        }
        profile.name = name
        profile.birthDate = draft.bornAt
        profile.status = .born
        if let g = draft.gender { profile.gender = g }
        profile.updatedAt = now
        store.babies[baby] = profile
        let a = BirthAnnouncement(
            id: ids.next("announcement"), babyID: baby, name: name, bornAt: draft.bornAt,
            weightGrams: draft.weightGrams,
            lengthCm: draft.lengthCm, photoID: photoID, announcedBy: user, createdAt: now)
        store.announcements[baby] = a
        touch(baby, table: "birth_announcements", row: a.id, change: .insert)
        notify(
            followerIDs(baby), type: .birthAnnouncement, baby: baby, target: .baby(baby),
            message: "\(name) has arrived!", actor: user)
        return a
    }

    /// FR-10.2: the announcement of a baby, for members.
    package func viewAnnouncement(_ baby: BabyID, as user: UserID?) throws(NonnaError) -> BirthAnnouncement {
        _ = try liveBaby(baby)
        try authorize(user, .birthAnnouncement, .read, baby: baby)
        guard let a = store.announcements[baby] else { throw .notFound }
        return a
    }

    /// FR-10.2: an Instagram share card of the announcement, with the Nonna watermark.
    package func shareAnnouncement(_ baby: BabyID, as user: UserID?) throws(NonnaError) -> ShareCard {
        let a = try viewAnnouncement(baby, as: user)
        let path = a.photoID.flatMap { store.photos[$0] }?.image.path
        return ShareCard(text: "Welcome to the world, \(a.name)!", imagePath: path, watermark: "Nonna")
    }

    /// FR-10.1: the countdown of one baby.
    ///
    /// Assumption: days are UTC calendar days; the tile shows from 10 days before the expected date through the
    /// day itself ("Due today!"), then "Any day now!" until the birth is announced.
    package func countdown(_ baby: BabyID, as user: UserID?) throws(NonnaError) -> CountdownView {
        let profile = try liveBaby(baby)
        try authorize(user, .babyProfile, .read, baby: baby)
        return countdownView(profile)
    }

    /// FR-10.1: the visible countdowns of every baby the user may see.
    package func countdowns(as user: UserID?) throws(NonnaError) -> [CountdownView] {
        guard user.flatMap({ store.users[$0] }) != nil else { throw .notAuthenticated }
        return readableBabies(user).map(countdownView).filter(\.isVisible)
    }

    func countdownView(_ b: BabyProfile) -> CountdownView {
        guard b.status == .expecting, let expected = b.expectedBirthDate else {
            return CountdownView(
                babyID: b.id, babyName: b.name, phase: .born, daysRemaining: nil, message: nil, isVisible: false)
        }
        let days = Days.between(now, expected)
        if days < 0 {
            return CountdownView(
                babyID: b.id, babyName: b.name, phase: .overdue, daysRemaining: days, message: "Any day now!",
                isVisible: true)
        }
        if days <= NonnaLimits.countdownWindowDays {
            let text = days == 0 ? "Due today!" : days == 1 ? "1 day to go!" : "\(days) days to go!"
            return CountdownView(
                babyID: b.id, babyName: b.name, phase: .countdown, daysRemaining: days, message: text, isVisible: true)
        }
        return CountdownView(
            babyID: b.id, babyName: b.name, phase: .far, daysRemaining: days, message: nil, isVisible: false)
    }
}
