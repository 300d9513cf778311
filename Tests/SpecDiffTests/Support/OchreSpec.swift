import Foundation
import SpecConformTestSupport
import SpecDiff
import SpecModel
import Testing

/// A frozen copy of an ochre-soul spec (`Tests/Fixtures/diff/sample`, independent of the bundled product) in memory, editable at the model level (decoded JSON), for fixture pairs that
/// keep the repository small: the base is the files as written, the revision the edited files re-serialised.
struct OchreSpec: Sendable {
    /// File path relative to the spec root (`ochre-soul/events.json`) → decoded JSON.
    var files: [String: JSONValue]

    static let bytes: [String: [UInt8]] = {
        var out: [String: [UInt8]] = [:]
        let root = PackagePaths.fixture("diff/sample/Spec/ochre-soul")
        let enumerator = FileManager.default.enumerator(atPath: root)
        while let item = enumerator?.nextObject() as? String {
            guard item.hasSuffix(".json"), let data = FileManager.default.contents(atPath: root + "/" + item) else {
                continue
            }
            out["ochre-soul/" + item] = [UInt8](data)
        }
        return out
    }()

    static let scenarios: [Scenario] =
        ScenarioLoader.load(ProjectLayout(workingDirectory: PackagePaths.fixture("diff/sample")), product: "ochre-soul")
        .scenarios

    static let original = OchreSpec(files: bytes.mapValues { JSONParser().parse($0).root?.value ?? .null })

    /// The unedited files as written on disk.
    static let baseSide: DiffSide = side(bytes)

    static func side(_ bytes: [String: [UInt8]]) -> DiffSide {
        let load = SpecLoader.load(files: bytes, root: "Spec")
        let bundle = load.catalog.bundle("ochre-soul") ?? SpecBundle(product: "ochre-soul", files: [])
        return DiffSide(bundle: bundle, scenarios: scenarios)
    }

    /// The files written with sorted keys: a reformatted copy.
    var serialized: [String: [UInt8]] { files.mapValues { Array(JSONWriter(indent: 4).string($0).utf8) } }

    var diffSide: DiffSide { Self.side(serialized) }

    /// Applies `change` to the value at `path` in `file`; a path component names an object key, an array index,
    /// or the array element whose `id` or `name` equals it.
    mutating func edit(_ file: String, _ path: String..., change: (inout JSONValue) -> Void) {
        let key = "ochre-soul/" + file
        var root = files[key] ?? .null
        Self.modify(&root, path[...], change)
        files[key] = root
    }

    /// Removes the member or array element at `path`.
    mutating func remove(_ file: String, _ path: String...) {
        guard let last = path.last else { return }
        let key = "ochre-soul/" + file
        var root = files[key] ?? .null
        Self.modify(&root, path.dropLast()) { parent in
            switch parent {
            case .object(var o):
                o[last] = nil
                parent = .object(o)
            case .array(var a):
                if let i = Self.index(a, last) { a.remove(at: i) }
                parent = .array(a)
            default:
                break
            }
        }
        files[key] = root
    }

    static func index(_ a: [JSONValue], _ component: String) -> Int? {
        Int(component) ?? a.firstIndex { $0["id"]?.stringValue == component || $0["name"]?.stringValue == component }
    }

    static func modify(_ value: inout JSONValue, _ path: ArraySlice<String>, _ change: (inout JSONValue) -> Void) {
        guard let head = path.first else { return change(&value) }
        switch value {
        case .object(var o):
            var child = o[head] ?? .null
            modify(&child, path.dropFirst(), change)
            o[head] = child
            value = .object(o)
        case .array(var a):
            guard let i = index(a, head) else {
                Issue.record("no element \(head)")
                return
            }
            modify(&a[i], path.dropFirst(), change)
            value = .array(a)
        default:
            Issue.record("cannot descend into \(head)")
        }
    }

    /// Appends `item` to the array at `path`.
    mutating func append(_ file: String, _ path: String..., item: JSONValue) {
        let key = "ochre-soul/" + file
        var root = files[key] ?? .null
        Self.modify(&root, path[...]) { v in v = .array((v.arrayValue ?? []) + [item]) }
        files[key] = root
    }
}

/// Diffs the real spec (or an edited base) against an edited revision.
func diffOchre(
    base: OchreSpec? = nil, impact: Bool = false, accepted: [AcceptedChange] = [], today: String = "2026-11-22",
    _ revision: OchreSpec
) -> [Finding] {
    let b = base.map(\.diffSide) ?? OchreSpec.baseSide
    return SpecDiffer(computeImpact: impact).diff(
        base: b, revision: revision.diffSide, accepted: accepted, today: today)
}
