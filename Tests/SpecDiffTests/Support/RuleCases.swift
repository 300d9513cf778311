import SpecModel

/// The fixture pairs of the catalogue, one list per rule area (each defined beside its area's suite in `Rules/`):
/// for every rule a case that triggers it and a near miss that does not.
enum RuleCases {
    static let pub = "machines/publication.json"
    static let ev = "events.json"
    static let api = "contracts.json"

    static var all: [RuleCase] {
        general + features + journeys + machines + transitions + events + eventSchemas + endpoints + endpointBodies
            + modules
            + businessRules + traceability + featureItems + assumptions + limits + decisions + sequences + stages
            + invariants + statecharts + restructures
    }

    /// Applies `change` to the schema of `event` at `path`.
    static func schema(_ spec: inout OchreSpec, _ event: String, _ path: String..., change: (inout JSONValue) -> Void) {
        var full = ["events", event, "schema"]
        full += path
        let key = "ochre-soul/" + ev
        var root = spec.files[key] ?? .null
        OchreSpec.modify(&root, full[...], change)
        spec.files[key] = root
    }

    /// Gives the element `id` of the array `list` in `file` the ID `newID`, declared (`formerIds`) or not.
    static func rename(
        _ spec: inout OchreSpec, _ file: String, _ list: String, _ id: String, to newID: String, key: String = "id",
        declared: Bool = true
    ) {
        spec.edit(file, list, id) { e in
            var o = e.objectValue ?? [:]
            o[key] = .string(newID)
            if declared { o["formerIds"] = [.string(id)] }
            e = .object(o)
        }
    }

    /// The four cases of adding and removing one kind of element: appending `item` to `list` triggers `added`,
    /// removing the element `remove` triggers `removed`, and a declared rename of `rename.from` is neither (only
    /// `renameRule`).
    static func lifecycle(
        added: String, removed: String, file: String, list: String, item: JSONValue, remove: String,
        rename: (from: String, to: String),
        key: String = "id", renameRule: String = "element.renamed"
    ) -> [RuleCase] {
        let renamed: @Sendable (inout OchreSpec) -> Void = {
            RuleCases.rename(&$0, file, list, rename.from, to: rename.to, key: key)
        }
        return [
            RuleCase(added) { $0.append(file, list, item: item) }, .absent(added, expect: [renameRule], renamed),
            RuleCase(removed) { $0.remove(file, list, remove) }, .absent(removed, expect: [renameRule], renamed),
        ]
    }

    /// Renames state `from` of the machine in `file` to `to` with `formerIds`, with every target and the initial state.
    static func renameState(_ spec: inout OchreSpec, _ file: String, _ from: String, to: String) {
        spec.edit(file) { machine in
            var m = machine.objectValue ?? [:]
            if m["initial"]?.stringValue == from { m["initial"] = .string(to) }
            var states = m["states"]?.objectValue ?? [:]
            var renamed = states.removeValue(forKey: from)?.objectValue ?? [:]
            renamed["formerIds"] = [.string(from)]
            states[to] = .object(renamed)
            for (name, state) in states {
                guard var st = state.objectValue, var on = st["on"]?.objectValue else { continue }
                for (event, ts) in on {
                    on[event] = .array(
                        (ts.arrayValue ?? []).map { t in
                            var o = t.objectValue ?? [:]
                            if o["target"]?.stringValue == from { o["target"] = .string(to) }
                            return .object(o)
                        })
                }
                st["on"] = .object(on)
                states[name] = .object(st)
            }
            m["states"] = .object(states)
            machine = .object(m)
        }
    }
}
