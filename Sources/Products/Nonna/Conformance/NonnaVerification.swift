import Conformance
import Nonna

/// Registers the nonna subjects, probes and rule checks with the conformance runner.
package enum NonnaVerification: ProductVerification {
    /// The product ID of the bundle these adapters verify.
    package static let product = "nonna"

    /// Registers every subject, probe and rule check against the reference implementation.
    package static func register(subjects: inout SubjectRegistry, rules: inout RuleCheckRegistry) {
        subjects.register(.machine, product: product, elements: [InvitationScript.machine]) {
            LifecycleSubject<InvitationScript>()
        }
        subjects.register(.machine, product: product, elements: [AccountScript.machine]) {
            LifecycleSubject<AccountScript>()
        }
        subjects.register(.machine, product: product, elements: [ResetScript.machine]) {
            LifecycleSubject<ResetScript>()
        }
        subjects.register(.machine, product: product, elements: [SessionScript.machine]) {
            LifecycleSubject<SessionScript>()
        }
        subjects.register(.machine, product: product, elements: [SquishScript.machine]) {
            LifecycleSubject<SquishScript>()
        }
        subjects.register(.machine, product: product, elements: [RSVPScript.machine]) { LifecycleSubject<RSVPScript>() }
        subjects.register(.machine, product: product, elements: [PurchaseScript.machine]) {
            LifecycleSubject<PurchaseScript>()
        }
        subjects.register(.machine, product: product, elements: [MembershipScript.machine]) {
            LifecycleSubject<MembershipScript>()
        }
        subjects.register(.machine, product: product, elements: [NotificationScript.machine]) {
            LifecycleSubject<NotificationScript>()
        }
        subjects.register(.machine, product: product, elements: [BabyProfileScript.machine]) {
            LifecycleSubject<BabyProfileScript>()
        }
        subjects.register(.machine, product: product, elements: [PhotoScript.machine]) {
            LifecycleSubject<PhotoScript>()
        }
        subjects.register(.machine, product: product, elements: [GenderVoteScript.machine]) {
            LifecycleSubject<GenderVoteScript>()
        }
        subjects.register(.machine, product: product, elements: [RoleModeScript.machine]) {
            LifecycleSubject<RoleModeScript>()
        }
        subjects.register(.machine, product: product, elements: [CoOwnerInvitationScript.machine]) {
            LifecycleSubject<CoOwnerInvitationScript>()
        }
        subjects.register(.machine, product: product, elements: [ExpectedDateScript.machine]) {
            LifecycleSubject<ExpectedDateScript>()
        }
        subjects.register(.machine, product: product, elements: [EventScript.machine]) {
            LifecycleSubject<EventScript>()
        }
        subjects.register(.machine, product: product, elements: [CommentScript.machine]) {
            LifecycleSubject<CommentScript>()
        }
        subjects.register(.machine, product: product, elements: [PushPermissionScript.machine]) {
            LifecycleSubject<PushPermissionScript>()
        }
        subjects.register(.machine, product: product, elements: [PredictionScript.machine]) {
            LifecycleSubject<PredictionScript>()
        }
        subjects.register(.machine, product: product, elements: [NameChoiceScript.machine]) {
            LifecycleSubject<NameChoiceScript>()
        }
        subjects.register(.machine, product: product, elements: [DigestScript.machine]) {
            LifecycleSubject<DigestScript>()
        }
        subjects.register(.machine, product: product, elements: [TileConfigCacheScript.machine]) {
            LifecycleSubject<TileConfigCacheScript>()
        }
        subjects.register(.limit, product: product, elements: NonnaLimitProbe.limits) { NonnaLimitProbe() }
        subjects.register(.property, product: product, elements: BroadcastPropertyDriver.properties) {
            BroadcastPropertyDriver()
        }
        subjects.register(.decision, product: product, elements: [AccessDecisionSubject.table]) {
            AccessDecisionSubject()
        }
        for check in NonnaChecks.all { rules.register(product: product, check) }
    }
}
