import Conformance
import OchreSoul

/// Every ochre-soul rule check: one list per spec module (`Checks/<Module>/`), the banned UI conventions of §7.2
/// (`CrossCutting/`) and the §7.6 contracts (`Contracts/`).
///
/// A check sits with the module its `ruleID` belongs to: `MOD-X-…` with X, a business rule with the module its
/// statement and traces name, a feature with its module in `features.json`. Each check drives the reference
/// implementation and asserts what its rule says; it claims in `proves` only what its assertions show
/// (`success`, `recovery` when it injects a failure and asserts the recovery, `observability` when it asserts the
/// emitted events).
enum OchreSoulChecks {
    /// Every rule check, built on `c`.
    static func all(_ c: OchreSoulComponents) -> [RuleCheck] {
        let modules: [[RuleCheck]] = [
            IdentityChecks.all(c), OnboardingChecks.all(c), TrustChecks.all(c), NotificationsChecks.all(c),
            LibraryChecks.all(c), ArtworkChecks.all(c), DownloadChecks.all(c), CanvasChecks.all(c),
            PaletteChecks.all(c),
            ProgressChecks.all(c), MonetisationChecks.all(c), SettingsChecks.all(c), ContentChecks.all(c),
            ObservabilityChecks.all(c), CrossCuttingChecks.all(c), ContractChecks.all(c),
        ]
        return modules.flatMap { $0 }
    }
}
