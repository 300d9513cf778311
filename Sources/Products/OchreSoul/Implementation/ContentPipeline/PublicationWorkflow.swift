import Foundation

/// Publication states of §7.3.4, named as in the design document.
package enum PublicationState: String, CaseIterable, Sendable {
    case draft = "Draft"
    case generated = "Generated"
    case validationFailed = "ValidationFailed"
    case validated = "Validated"
    case reviewRequested = "ReviewRequested"
    case changesRequested = "ChangesRequested"
    case approved = "Approved"
    case uploaded = "Uploaded"
    case previewed = "Previewed"
    case published = "Published"
    case unpublished = "Unpublished"
}

/// Why a publication step was refused: actionable, lowercase.
package struct PublicationRefusal: Error, Equatable, Sendable {
    /// Stable code, e.g. "publish.review_not_approved".
    package let code: String
    package let message: String

    init(_ code: String, _ message: String) {
        self.code = code
        self.message = message
    }
}

/// One artwork's publication record and its transitions. Cannot skip Validated or Approved; errors block,
/// warnings need a recorded sign-off; re-publish only while the review is still approved and the checksum matches.
package struct PublicationWorkflow: Equatable, Sendable {
    package let slug: String
    package private(set) var state: PublicationState = .draft
    /// Checksum of the generated bundle currently in production.
    package private(set) var bundleChecksum: String?
    /// Latest validator report.
    package private(set) var report: ValidationReport?
    /// Who signed off the warnings of the current report.
    package private(set) var warningSignOff: String?
    /// Review ID and its status.
    package private(set) var reviewID: String?
    package private(set) var reviewApproved = false
    /// Checksum the reviewer approved.
    package private(set) var approvedChecksum: String?
    /// Checksum confirmed by the upload.
    package private(set) var uploadedChecksum: String?
    /// Reviewer notes from the last rejection.
    package private(set) var reviewerNotes: String?
    /// Failure reasons recorded (e.g. by unpublish).
    package private(set) var failureLog: [String] = []

    /// Creates a draft.
    package init(slug: String) { self.slug = slug }

    private func require(_ allowed: Set<PublicationState>, _ action: String) throws(PublicationRefusal) {
        guard allowed.contains(state) else {
            throw PublicationRefusal("\(action).invalid_state", "cannot \(action) from \(state.rawValue)")
        }
    }

    /// States from which a (re)generated bundle may replace the current one: first generation, after a fix, after
    /// changes requested, or a material revision of an unpublished artwork. Past validation the bundle on disk is the
    /// one being reviewed, approved, uploaded or published, and must not change under it.
    package static let generationStates: Set<PublicationState> = [
        .draft, .validationFailed, .changesRequested, .unpublished,
    ]

    /// Whether a newly generated bundle may replace the current one now.
    package var acceptsGeneration: Bool { Self.generationStates.contains(state) }

    /// Bundle generator succeeded (first time, after a fix, after changes requested, or a material revision).
    package mutating func generated(checksum: String) throws(PublicationRefusal) {
        try require(Self.generationStates, "generate")
        bundleChecksum = checksum
        report = nil
        warningSignOff = nil
        reviewID = nil
        reviewApproved = false
        approvedChecksum = nil
        uploadedChecksum = nil
        state = .generated
    }

    /// Records sign-off of the current report's warnings: only warnings the validator has reported on the current
    /// bundle can be signed off (a sign-off given before validation would approve warnings nobody has read).
    package mutating func signOffWarnings(by person: String) throws(PublicationRefusal) {
        guard !person.isEmpty else {
            throw PublicationRefusal(
                "signoff.missing_name", "sign-off needs the name of the person accepting the warnings")
        }
        guard state == .generated, let report, !report.warnings.isEmpty else {
            throw PublicationRefusal(
                "signoff.no_warnings",
                "there are no validator warnings on the current bundle to sign off; validate it first")
        }
        warningSignOff = person
    }

    /// Applies a validator report: errors → ValidationFailed; warnings need sign-off before Validated.
    package mutating func validated(_ report: ValidationReport, checksum: String) throws(PublicationRefusal) {
        try require([.generated], "validate")
        guard checksum == bundleChecksum else {
            throw PublicationRefusal(
                "validate.checksum_mismatch",
                "the validated bundle is not the generated one; validate the current bundle")
        }
        self.report = report
        if report.hasErrors {
            state = .validationFailed
            return
        }
        if !report.warnings.isEmpty && warningSignOff == nil {
            throw PublicationRefusal(
                "validate.signoff_required",
                "\(report.warnings.count) warning(s) need a recorded sign-off before the bundle counts as validated")
        }
        state = .validated
    }

    /// Moves a validated draft into cultural review.
    package mutating func requestReview(reviewID: String) throws(PublicationRefusal) {
        if report?.hasErrors == true {
            throw PublicationRefusal(
                "review.validator_errors", "validator errors remain; fix them before requesting review")
        }
        try require([.validated], "request-review")
        self.reviewID = reviewID
        state = .reviewRequested
    }

    /// Reviewer rejects with notes.
    package mutating func reviewerRejects(notes: String) throws(PublicationRefusal) {
        try require([.reviewRequested], "reject")
        reviewerNotes = notes
        reviewApproved = false
        state = .changesRequested
    }

    /// Reviewer approves the bundle under review.
    package mutating func reviewerApproves() throws(PublicationRefusal) {
        try require([.reviewRequested], "approve")
        reviewApproved = true
        approvedChecksum = bundleChecksum
        state = .approved
    }

    /// Storage upload succeeded with a confirmed checksum.
    package mutating func uploaded(checksum: String) throws(PublicationRefusal) {
        try require([.approved], "upload")
        guard checksum == approvedChecksum else {
            throw PublicationRefusal(
                "upload.checksum_mismatch",
                "uploaded bundle checksum differs from the approved bundle; upload the approved bundle")
        }
        uploadedChecksum = checksum
        state = .uploaded
    }

    /// Internal preview passed (refused while the validator has blocking errors).
    package mutating func previewed() throws(PublicationRefusal) {
        if report?.hasErrors == true {
            throw PublicationRefusal("preview.validator_errors", "validator has blocking errors; preview refused")
        }
        try require([.uploaded], "preview")
        state = .previewed
    }

    /// Admin publish (or re-publish from Unpublished): review must be approved and the checksum must match.
    package mutating func publish(reviewID: String?, checksum: String) throws(PublicationRefusal) {
        try require([.previewed, .unpublished], "publish")
        guard let reviewID, reviewID == self.reviewID else {
            throw PublicationRefusal("publish.review_missing", "publish needs the approved review id")
        }
        guard reviewApproved else {
            throw PublicationRefusal("publish.review_not_approved", "review \(reviewID) is not approved")
        }
        guard checksum == approvedChecksum, checksum == uploadedChecksum else {
            throw PublicationRefusal(
                "publish.checksum_mismatch", "bundle checksum does not match the approved, uploaded bundle")
        }
        state = .published
    }

    /// Admin unpublish with a reason; storage objects are not deleted.
    package mutating func unpublish(reason: String) throws(PublicationRefusal) {
        try require([.published], "unpublish")
        guard !reason.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw PublicationRefusal("unpublish.reason_required", "unpublish needs a reason")
        }
        failureLog.append("unpublished: \(reason)")
        state = .unpublished
    }

    /// Records why an admin step failed (e.g. unpublish), leaving the state unchanged (§7.6.3 "record failure reason").
    package mutating func recordFailure(_ reason: String) { failureLog.append(reason) }

    /// Review withdrawn (e.g. cultural concern raised later): blocks re-publish.
    package mutating func revokeReview() { reviewApproved = false }
}
