import Conformance
import SpecModel

/// The handshake (docs/SUBJECT-PROTOCOL.md §3): what the registries serve, and the spec the rule checks read.
extension SubjectServer {
    mutating func hello(_ request: Request) throws(Failure) -> JSONValue {
        if let requested = try request.optionalString("product"), requested != product {
            throw Failure("this subject serves product \"\(product)\", not \"\(requested)\"")
        }
        if let directory = try request.optionalString("specDirectory"), spec?.directory != directory {
            spec = LoadedSpec(directory: directory)
        }
        return .object([
            "type": .string("hello"), "protocol": .int(SubjectProtocolVersion.current), "name": .string(name),
            "serves": .object(serves()),
        ])
    }

    /// Everything registered for the product, each list sorted (rules in registration order, the first check of a
    /// rule ID only, as only one runs).
    func serves() -> [String: JSONValue] {
        func strings(_ list: [String]) -> JSONValue { .array(list.map { .string($0) }) }
        var seen: Set<String> = []
        var ruleList: [JSONValue] = []
        for check in rules.checks(product: product) where seen.insert(check.ruleID).inserted {
            ruleList.append(
                .object([
                    "rule": .string(check.ruleID), "title": .string(check.title), "covers": strings(check.covers),
                    "proves": strings(check.proves.map(\.rawValue)),
                ]))
        }
        var served: [String: JSONValue] = [
            "machines": strings(subjects.elements(.machine, product: product)),
            "machineGroups": .array(subjects.groups(.machine, product: product).map(strings)),
            "decisionTables": strings(subjects.elements(.decision, product: product)),
            "contracts": strings(subjects.elements(.contract, product: product)),
            "limits": strings(subjects.elements(.limit, product: product)),
            "outputs": strings(subjects.elements(.output, product: product)),
            "properties": strings(subjects.elements(.property, product: product)),
            "rules": .array(ruleList),
            "observesReset": .bool(observesReset()),
        ]
        let units = limitUnits()
        if !units.isEmpty { served["limitUnits"] = .object(units) }
        return served
    }

    /// The unit each served limit's probe declares (``LimitProbe/unit(of:)``), for the limits that declare one.
    func limitUnits() -> [String: JSONValue] {
        var units: [String: JSONValue] = [:]
        for limit in subjects.elements(.limit, product: product) {
            guard let factory = subjects.factory(.limit, product: product, element: limit),
                let unit = factory().unit(of: limit)
            else { continue }
            units[limit] = .string(unit)
        }
        return units
    }

    /// Whether a subject shows its world right after a reset (``ConformanceSubject/observeReset()``), which only a
    /// reset subject can say: one fresh subject per machine group is reset with the spec's initial contexts and
    /// asked. True when one of them answers. Without the spec (no `specDirectory`, or it does not load), false.
    ///
    /// Reset replies follow each subject, whatever this says: an `observation` when the subject shows one, `ok`
    /// when it cannot tell.
    func observesReset() -> Bool {
        guard let bundle = spec?.bundle else { return false }
        var initial: [String: JSONValue] = [:]
        for machine in bundle.machines where initial[machine.id] == nil {
            initial[machine.id] = .object(machine.context)
        }
        for group in subjects.groups(.machine, product: product) {
            var context: [String: JSONValue] = [:]
            for machine in group { context[machine] = initial[machine] }
            guard !context.isEmpty, let factory = subjects.factory(.machine, product: product, element: group[0]) else {
                continue
            }
            var subject = factory()
            guard (try? subject.reset(context: .object(context))) != nil else { continue }
            if subject.observeReset() != nil { return true }
        }
        return false
    }
}
