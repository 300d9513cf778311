import SpecJSON

/// Reads an XState v5 machine config (JSON) into a native machine (docs/formats/xstate.md).
///
/// States (nested, `type: "parallel"`, `"final"`, `"history"`), `on`, `always`, `after` (milliseconds in the native
/// units), `onDone` (the `done.state.<name>` event), `entry`/`exit`, guards and actions by name, and `meta` (the
/// native fields XState has no place for) map; names the overlay must resolve are left as `$guard`, `$actions`,
/// `$entry` and `$exit` (located at the name). Everything else (`invoke`, spawned actors, delayed raises, root `on`,
/// inline functions) is a located `import.xstate.*` error naming it.
package enum XStateImporter {
    package static let format = "xstate"

    package static func convert(_ bytes: [UInt8], file: String, select: String?) -> ImportResult {
        let parsed = JSONParser().parse(bytes, file: file)
        guard var root = parsed.root else { return ImportResult(node: nil, diagnostics: parsed.diagnostics) }
        let problems = ImportProblems(format: format, file: file)
        if let select {
            guard let chosen = root[select] else {
                let names = (root.members ?? []).map(\.key)
                problems.error(
                    "unknown-selection",
                    "no machine \"\(select)\" in the file\(Suggestion.hint(for: select, among: names))",
                    at: root.location)
                return problems.result(nil)
            }
            root = chosen
        }
        guard root.members != nil else {
            problems.error(
                "not-a-machine", "expected a machine config object, found \(root.typeName)", at: root.location)
            return problems.result(nil)
        }
        let tree = XStateTree(root: root)
        let node = XStateConverter(tree: tree, problems: problems).machine(root)
        var result = problems.result(node)
        result.diagnostics = (parsed.diagnostics + result.diagnostics).sorted()
        return result
    }
}
