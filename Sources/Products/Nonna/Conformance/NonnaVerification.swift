import Conformance
import Nonna

/// Registers the nonna subjects, probes and rule checks with the conformance runner.
public enum NonnaVerification: ProductVerification {
    /// The product ID of the bundle these adapters verify.
    public static let product = "nonna"

    /// Registers every subject, probe and rule check against the reference implementation.
    public static func register(subjects: inout SubjectRegistry, rules: inout RuleCheckRegistry) {
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
        subjects.register(.limit, product: product, elements: NonnaLimitProbe.limits) { NonnaLimitProbe() }
        subjects.register(.decision, product: product, elements: [AccessDecisionSubject.table]) {
            AccessDecisionSubject()
        }
        for check in NonnaChecks.all { rules.register(product: product, check) }
    }
}
