import SpecDiff
import SpecModel

/// Why ``Pipeline/diff(base:revision:products:today:)`` compared nothing.
package enum DiffFailure: Error, Sendable {
    /// A product was asked for that neither side holds.
    case unknownProduct(product: String, available: [String], suggestion: String?)
    /// A side has errors (its spec, scenarios or accepted changes).
    case invalidInput(InvalidInputError)

    /// One line saying what is wrong (the diagnostics of an invalid input are printed on their own).
    package var message: String {
        switch self {
        case .unknownProduct(let product, let available, let suggestion):
            let hint = suggestion.map { "; did you mean '\($0)'?" } ?? ""
            return "no product '\(product)' in either side (products: \(available.joined(separator: ", ")))\(hint)"
        case .invalidInput(let error):
            return "\(error.diagnostics.count) error\(error.diagnostics.count == 1 ? "" : "s") in the input"
        }
    }
}

extension Pipeline {
    /// The diff stage: what the change from `base` to `revision` breaks, product by product (`products`, every
    /// product of either side when empty), judged by the rule catalogue with the revision's accepted changes. Pure:
    /// the snapshots are read already.
    package static func diff(base: Snapshot, revision: Snapshot, products requested: [String] = [], today: String)
        -> Result<DiffReport, DiffFailure>
    {
        var base = LoadedSnapshot(base)
        var revision = LoadedSnapshot(revision)
        let available = Array(Set(base.products + revision.products)).sorted()
        for product in requested where !available.contains(product) {
            return .failure(
                .unknownProduct(
                    product: product, available: available,
                    suggestion: Suggestions.didYouMean(product, among: available)))
        }
        let products = requested.isEmpty ? available : available.filter { requested.contains($0) }
        var findings: [Finding] = []
        for product in products {
            let b = base.side(product)
            let r = revision.side(product)
            let accepted = revision.accepted(product)
            findings += SpecDiffer().diff(base: b, revision: r, accepted: accepted, today: today)
        }
        let problems = (base.diagnostics + revision.diagnostics).filter { $0.severity == .error }
        if !problems.isEmpty {
            var sources = SourceFiles(base.sources)
            for (path, bytes) in revision.sources { sources.add(path, bytes: bytes) }
            return .failure(.invalidInput(InvalidInputError(diagnostics: problems.sorted(), sources: sources)))
        }
        return .success(
            DiffReport(baseLabel: base.snapshot.label, revisionLabel: revision.snapshot.label, findings: findings))
    }
}
