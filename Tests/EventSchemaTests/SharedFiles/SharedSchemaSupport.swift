import EventSchema
import SpecModel
import Testing

/// A product `p` loaded in memory from `files` (paths inside the product folder → text): the load result and the
/// event catalogue its bundle gives, shared schema files (`*.schema.json`) included.
func sharedProduct(_ files: [String: String]) throws -> (load: LoadResult, catalog: EventCatalog) {
    var bytes: [String: [UInt8]] = [
        "p/product.json": Array(
            #"{"kind": "product", "version": 1, "product": "p", "name": "P", "documents": [], "idPatterns": [], "externalPatterns": []}"#
                .utf8)
    ]
    for (path, text) in files { bytes["p/" + path] = Array(text.utf8) }
    let load = SpecLoader.load(files: bytes, root: "Spec")
    let bundle = try #require(load.catalog.bundle("p"))
    return (load, EventCatalog(bundle))
}

/// An events file declaring one event per (name, schema JSON), in order.
func eventsFile(_ events: [(String, String)]) -> String {
    let list = events.map { #"{"name": "\#($0.0)", "schema": \#($0.1)}"# }.joined(separator: ",\n  ")
    return #"{"kind": "events", "version": 1, "product": "p", "events": [\#n  \#(list)\#n]}"#
}

/// The errors of `payload` for `event`, checking the value walk's verdict (`isValid`) and the byte walk's
/// (`isValid(json:)`) agree with it, and that the byte walk itself accepts a valid payload (so referenced
/// subschemas are really lowered to the byte program rather than handed back).
func sharedErrors(
    _ catalog: EventCatalog, _ event: String, _ payload: String,
    sourceLocation: Testing.SourceLocation = #_sourceLocation
) throws -> [ValidationError] {
    let compiled = try #require(
        catalog.schemas[event], "event \(event) did not compile", sourceLocation: sourceLocation)
    let instance = try value(payload)
    let errors = compiled.validate(instance)
    #expect(
        compiled.isValid(instance) == errors.isEmpty, "fast value walk disagrees on \(payload)",
        sourceLocation: sourceLocation)
    let bytes = Array(payload.utf8)
    #expect(
        bytes.withUnsafeBytes { compiled.isValid(json: $0) } == errors.isEmpty, "byte walk disagrees on \(payload)",
        sourceLocation: sourceLocation)
    return errors
}
