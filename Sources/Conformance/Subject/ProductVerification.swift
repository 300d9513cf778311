/// A product's conformance side: it registers the subjects that drive its implementation and its rule checks.
///
/// The `specconform` executable's composition root lists the bundled products' conformance types; a user's own
/// executable or test target lists its own. Registering is the only way a product reaches the runner.
public protocol ProductVerification {
    /// The product ID of the spec bundle this verifies (`Spec/<product>/`).
    static var product: String { get }
    /// Registers every subject and rule check of the product.
    static func register(subjects: inout SubjectRegistry, rules: inout RuleCheckRegistry)
}

extension SubjectRegistry {
    /// The subjects of every product in `products`, with their rule checks in `rules`.
    package static func registering(
        _ products: [any ProductVerification.Type], rules: inout RuleCheckRegistry
    ) -> SubjectRegistry {
        var subjects = SubjectRegistry()
        for product in products { product.register(subjects: &subjects, rules: &rules) }
        return subjects
    }
}
