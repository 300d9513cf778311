import Conformance
import SpecModel
import SwapGraph

/// The decision-table subjects of SwapGraph (`Spec/swapgraph/decisions.json`): one subject per table, each
/// answering by calling the implementation's own code.
enum SwapGraphDecisions {
    static func register(_ subjects: inout SubjectRegistry) {
        for table in ActionDecisionSubject.tables {
            subjects.register(.decision, product: SwapGraphVerification.product, elements: [table]) {
                ActionDecisionSubject()
            }
        }
        subjects.register(.decision, product: SwapGraphVerification.product, elements: [FallbackDecisionSubject.table])
        {
            FallbackDecisionSubject()
        }
        for table in NavigationDecisionSubject.tables {
            subjects.register(.decision, product: SwapGraphVerification.product, elements: [table]) {
                NavigationDecisionSubject()
            }
        }
        subjects.register(
            .decision, product: SwapGraphVerification.product, elements: [QuietHoursDecisionSubject.table]
        ) {
            QuietHoursDecisionSubject()
        }
        subjects.register(
            .decision, product: SwapGraphVerification.product, elements: [GateStatusDecisionSubject.table]
        ) {
            GateStatusDecisionSubject()
        }
        subjects.register(.decision, product: SwapGraphVerification.product, elements: [HealthDecisionSubject.table]) {
            HealthDecisionSubject()
        }
    }
}

/// Reading the cells of a combination.
extension Dictionary where Key == String, Value == JSONValue {
    func cellString(_ name: String) -> String? { self[name]?.stringValue }
    func cellBool(_ name: String) -> Bool? { self[name]?.boolValue }
    func cellInt(_ name: String) -> Int? { self[name]?.intValue }
}

/// The single answer of several askings of one question, or nil when they disagree (or none answered).
func decisionAgreement<T: Equatable>(_ answers: [T?]) -> T? {
    guard let first = answers.first, let value = first else { return nil }
    return answers.allSatisfy { $0 == value } ? value : nil
}
