import Conformance
import Nonna

/// Registers the nonna subjects, probes and rule checks with the conformance runner.
public enum NonnaVerification: ProductVerification {
    /// The product ID of the bundle these adapters verify.
    public static let product = "nonna"

    /// Registers every subject, probe and rule check against the reference implementation.
    public static func register(subjects: inout SubjectRegistry, rules: inout RuleCheckRegistry) {
        subjects.register(product: product, machines: [InvitationScript.machine]) { LifecycleSubject<InvitationScript>() }
        subjects.register(product: product, machines: [AccountScript.machine]) { LifecycleSubject<AccountScript>() }
        subjects.register(product: product, machines: [ResetScript.machine]) { LifecycleSubject<ResetScript>() }
        subjects.register(product: product, machines: [SessionScript.machine]) { LifecycleSubject<SessionScript>() }
        subjects.register(product: product, machines: [SquishScript.machine]) { LifecycleSubject<SquishScript>() }
        subjects.register(product: product, machines: [RSVPScript.machine]) { LifecycleSubject<RSVPScript>() }
        subjects.register(product: product, machines: [PurchaseScript.machine]) { LifecycleSubject<PurchaseScript>() }
        subjects.register(product: product, machines: [MembershipScript.machine]) { LifecycleSubject<MembershipScript>() }
        subjects.register(product: product, machines: [NotificationScript.machine]) { LifecycleSubject<NotificationScript>() }
        subjects.register(product: product, machines: [BabyProfileScript.machine]) { LifecycleSubject<BabyProfileScript>() }
        subjects.register(product: product, machines: [PhotoScript.machine]) { LifecycleSubject<PhotoScript>() }
        subjects.register(product: product, machines: [GenderVoteScript.machine]) { LifecycleSubject<GenderVoteScript>() }
        subjects.register(product: product, machines: [RoleModeScript.machine]) { LifecycleSubject<RoleModeScript>() }
        subjects.register(product: product, limits: NonnaLimitProbe.limits) { NonnaLimitProbe() }
        subjects.register(product: product, tables: [AccessDecisionSubject.table]) { AccessDecisionSubject() }
        for check in NonnaChecks.all { rules.register(product: product, check) }
    }
}
