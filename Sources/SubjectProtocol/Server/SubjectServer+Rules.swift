import Conformance
import EventSchema
import Foundation
import SpecModel

/// Rule checks run in the server, reading the spec through a ``RuleContext`` as they do in-process.
extension SubjectServer {
    /// The registered check of the request's rule, with the spec's event catalogue and business rules, the
    /// requested rule's parameters replaced by the request's.
    func rule(_ request: Request) throws(Failure) -> JSONValue {
        let ruleID = try request.string("rule")
        let parameters = try request.optionalObject("parameters")
        let checks = rules.checks(product: product)
        guard let check = checks.first(where: { $0.ruleID == ruleID }) else {
            var seen: Set<String> = []
            throw Failure(unserved("rule", ruleID, among: checks.map(\.ruleID).filter { seen.insert($0).inserted }))
        }
        guard let spec else {
            throw Failure("rule request before a hello with \"specDirectory\": a rule check reads the spec")
        }
        guard let bundle = spec.bundle, let catalog = spec.catalog else {
            throw Failure(spec.problem ?? "the spec did not load")
        }
        var specRules = bundle.rules
        if let parameters, let index = specRules.firstIndex(where: { $0.id == ruleID }) {
            specRules[index].parameters = parameters
        }
        let (outcome, ledger) = ExpectationLedger.recording {
            check.body(RuleContext(catalog: catalog, rules: specRules, events: bundle.events, limits: bundle.limits))
        }
        // A check that could not run to a verdict answers as an adapter that could not do what was asked.
        if case .error(let message) = outcome { throw Failure(message) }
        let read = ledger.reads.map(\.text)
        return RuleVerdict(
            outcome: outcome, assertions: ledger.assertions, expectations: ledger.evaluated, read: read
        ).json
    }

    /// The spec bundle of one product folder (the hello's `specDirectory`), loaded as `specconform` loads it, and
    /// its event catalogue; or why it could not be.
    struct LoadedSpec {
        let directory: String
        let bundle: SpecBundle?
        let catalog: EventCatalog?
        let problem: String?

        /// Loads every `*.json` file under `directory` (hidden entries skipped) as the bundle of the product named
        /// by the folder.
        init(directory: String) {
            self.directory = directory
            var trimmed = directory
            while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed.removeLast() }
            let url = URL(fileURLWithPath: trimmed)
            let folder = url.lastPathComponent
            let fm = FileManager.default
            var isDirectory: ObjCBool = false
            guard fm.fileExists(atPath: trimmed, isDirectory: &isDirectory), isDirectory.boolValue,
                let enumerator = fm.enumerator(atPath: trimmed)
            else {
                (bundle, catalog, problem) = (nil, nil, "the spec directory \(directory) is not a readable folder")
                return
            }
            var files: [String: [UInt8]] = [:]
            while let item = enumerator.nextObject() as? String {
                guard item.hasSuffix(".json"), !item.split(separator: "/").contains(where: { $0.hasPrefix(".") }) else {
                    continue
                }
                if let data = fm.contents(atPath: trimmed + "/" + item) { files[folder + "/" + item] = [UInt8](data) }
            }
            let load = SpecLoader.load(files: files, root: url.deletingLastPathComponent().path)
            guard let loaded = load.catalog.bundle(folder) else {
                (bundle, catalog, problem) = (nil, nil, "no spec bundle in \(directory)")
                return
            }
            (bundle, catalog, problem) = (loaded, EventCatalog(loaded), nil)
        }
    }
}
