import SpecJSON

/// DMN 1.3 XML → native decision tables (`decisions` file `tables`), located in the DMN file.
///
/// Each `<decision>` holding a `<decisionTable>` becomes one table: the decision's `id` is the table's ID (kept for
/// traceability), its `name` the title; `hitPolicy`/`aggregation` map to the native policy; each `<input>` is an
/// input named by its `<inputExpression>` (a plain name) with a finite domain from its `typeRef` and `<inputValues>`;
/// each `<output>` an output (`<outputValues>` give an enum's values, in priority order); each `<rule>` a rule
/// (its `id`), input entries as FEEL unary tests (`{"feel": ...}`), output entries as literals, annotation
/// entries as notes. `select` picks one decision by ID. Everything else that carries meaning is a located error
/// naming it (``DMNRefusals``); the diagram (`DMNDI`) and `extensionElements` are layout and tool data.
package enum DMNImporter {
    package static func convert(_ bytes: [UInt8], file: String, select: String?) -> ImportResult {
        var context = DMNContext(file: file)
        let root: DMNElement
        switch XMLDocumentReader.read(bytes) {
        case .success(let element): root = element
        case .failure(let failure):
            context.error("malformed", failure.message, at: failure.location)
            return ImportResult(node: nil, diagnostics: context.diagnostics)
        }
        guard root.name == "definitions" else {
            context.error("malformed", "the root element is <\(root.name)>, not a DMN <definitions>", at: root.location)
            return ImportResult(node: nil, diagnostics: context.diagnostics)
        }
        DMNRefusals.check(root, &context)
        var decisions = root.all("decision").filter { $0.first("decisionTable") != nil }
        if let select {
            let ids = decisions.compactMap { $0.attributes["id"] }
            decisions = decisions.filter { $0.attributes["id"] == select }
            if decisions.isEmpty {
                context.error(
                    "select", "no decision with a decision table has id \"\(select)\"\(DMNContext.hint(select, ids))",
                    at: root.location)
            }
        } else if decisions.isEmpty {
            context.error("empty", "the document has no <decision> with a <decisionTable>", at: root.location)
        }
        let tables = decisions.compactMap { DMNTableConverter.table($0, &context) }
        guard !context.failed else { return ImportResult(node: nil, diagnostics: context.diagnostics) }
        return ImportResult(node: JSONNode(.array(tables), at: root.location), diagnostics: context.diagnostics)
    }
}
