import LibraryLoans
import SpecConformKit

/// The library product's conformance side: the loan subject and the lending rule checks.
public enum LibraryVerification: ProductVerification {
    public static let product = "library"

    /// Registers the subject and checks against the library's real lending terms.
    public static func register(subjects: inout SubjectRegistry, rules: inout RuleCheckRegistry) {
        register(terms: Copy.Terms(), subjects: &subjects, rules: &rules)
    }

    /// Registers them against `terms`: a negative control passes terms the documents do not give.
    public static func register(terms: Copy.Terms, subjects: inout SubjectRegistry, rules: inout RuleCheckRegistry) {
        subjects.register(.machine, product: product, elements: [LoanSubject.machine]) { LoanSubject(terms: terms) }
        rules.register(
            product: product,
            RuleCheck.expecting("LOAN-RULE-01", covers: ["LOAN-003"], title: "a returned book can be borrowed again") {
                var copy = Copy(terms: terms)
                try expect(copy.borrow(), "the first borrow was refused")
                try expect(!copy.borrow(), "a copy on loan was lent twice")
                try expect(copy.giveBack(), "a borrowed copy can be returned", proves: "LOAN-003")
                try expect(copy.borrow(), "a returned copy can be borrowed again", proves: "LOAN-003")
            })
    }
}

/// A negative control: the library verified with terms the documents do not give (three renewals instead of two),
/// which its checks must fail.
public enum LibraryWithRenewalBug: ProductVerification {
    public static let product = LibraryVerification.product

    public static func register(subjects: inout SubjectRegistry, rules: inout RuleCheckRegistry) {
        LibraryVerification.register(terms: Copy.Terms(renewals: 3), subjects: &subjects, rules: &rules)
    }
}
