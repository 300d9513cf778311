import SpecModel
import SpecOutput

/// Options several commands share.
enum CommonOptions {
    static let spec = CommandSpec.Option(
        name: "spec", valueName: "DIR",
        help:
            "a project root (holding Spec/), a spec root (one folder per product; default: Spec) or one product folder (holding product.json)",
        inSynopsis: true)
    static let traceability = CommandSpec.Option(
        name: "traceability", valueName: "DIR",
        help: "scenarios, policies and gates (default: the Traceability folder beside the spec root)",
        inSynopsis: true)
    static let product = CommandSpec.Option(
        name: "product", valueName: "P", help: "only this product (a folder under the spec root)", repeatable: true)
    static let diagnosticsFormat = CommandSpec.Option(
        name: "format", valueName: "FORMAT", allowed: DiagnosticRenderers.registry.formats,
        help: "how diagnostics are written (default: text)")
}
