import SpecJSON

/// Writes a native machine as an SCXML document that `SCXMLImporter` reads back to the same native machine.
///
/// States, compound (`initial`), `<parallel>`, `<final>`, `<history>` with its default; `on` and `always` as
/// `<transition event cond target type="internal">`; `assign` as `<assign>` (ordered so that none reads a field an
/// earlier one wrote), `emits` as `<send target="#_parent">` with `<param>`s; a timer as a `<send>` delayed on entry,
/// cancelled on exit, and the transitions on its event (`conform.after.<State>.<delay>`); the context as
/// `<datamodel>`; guards with `event.x` written `_event.data.x`; every native field SCXML has no place for in
/// `<conform:meta>`. A block of assignments that read each other in a cycle (a swap) cannot be written as SCXML's
/// sequential `<assign>`s: `import.scxml.assign-order`.
package enum SCXMLExporter {
    package static func export(_ machine: JSONNode, id: String, file: String) -> (
        text: String?, diagnostics: [Diagnostic]
    ) {
        let problems = ImportProblems(format: SCXMLImporter.format, file: file)
        var writer = SCXMLWriter(problems: problems)
        var attributes = [
            ("xmlns", SCXMLImporter.namespace), ("xmlns:conform", SCXMLImporter.conformNamespace), ("version", "1.0"),
            ("name", id),
        ]
        if let initial = machine["initial"]?.string { attributes.append(("initial", initial)) }
        attributes.append(("datamodel", "ecmascript"))
        writer.open("scxml", attributes)
        if let context = machine["context"]?.members, !context.isEmpty {
            writer.open("datamodel")
            for member in context {
                writer.empty("data", [("id", member.key), ("expr", SCXMLWriter.json(member.value))])
            }
            writer.close("datamodel")
        }
        writer.meta(machine, XStateConverter.machineMeta)
        for member in machine["states"]?.members ?? [] { writer.state(member.key, member.value) }
        writer.close("scxml")
        let result = problems.result(nil)
        let failed = result.diagnostics.contains { $0.severity == .error }
        return (failed ? nil : writer.text, result.diagnostics)
    }
}
