import Conformance
import OchreSoul

/// Registers the ochre-soul subjects (machines and contracts) and rule checks with the conformance runner.
///
/// The `specconform` composition root calls ``register(subjects:rules:)``; tests call
/// ``register(subjects:rules:components:)`` with a faulty component plugged in (a negative control).
package enum OchreSoulVerification: ProductVerification {
    /// The product ID of the bundle these adapters verify.
    package static let product = "ochre-soul"

    /// The machines with a subject.
    package static let machines = ["artwork-access", "canvas-progress", "publication", "user-onboarding"]

    /// Registers every subject and rule check against the reference implementation.
    package static func register(subjects: inout SubjectRegistry, rules: inout RuleCheckRegistry) {
        register(subjects: &subjects, rules: &rules, components: .reference)
    }

    /// Registers every subject and rule check, with the rule checks built on `components`.
    package static func register(
        subjects: inout SubjectRegistry, rules: inout RuleCheckRegistry, components: OchreSoulComponents
    ) {
        subjects.register(.machine, product: product, elements: [ArtworkAccessSubject.machine]) {
            ArtworkAccessSubject()
        }
        subjects.register(.machine, product: product, elements: [CanvasProgressSubject.machine]) {
            CanvasProgressSubject()
        }
        subjects.register(.machine, product: product, elements: [OnboardingSubject.machine]) { OnboardingSubject() }
        subjects.register(.machine, product: product, elements: [PublicationSubject.machine]) { PublicationSubject() }
        subjects.register(.contract, product: product, elements: OandsContractSubject.contracts) {
            OandsContractSubject()
        }
        subjects.register(.contract, product: product, elements: DownloadURLContractSubject.contracts) {
            DownloadURLContractSubject()
        }
        subjects.register(.property, product: product, elements: PayloadPropertyDriver.properties) {
            PayloadPropertyDriver()
        }
        for check in OchreSoulChecks.all(components) { rules.register(product: product, check) }
    }
}
