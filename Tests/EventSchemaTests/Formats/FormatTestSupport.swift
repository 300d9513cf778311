import EventSchema
import Foundation
import SpecModel
import Testing

/// One format's verdicts: strings it must accept and strings it must refuse, each quoted from (or built by) the
/// grammar of the format's RFC.
struct FormatCases {
    var format: String
    var valid: [String]
    var invalid: [String]
}

/// The JSON text of the string `s`.
func jsonString(_ s: String) -> String {
    guard let data = try? JSONSerialization.data(withJSONObject: [s], options: [.fragmentsAllowed]),
        let text = String(data: data, encoding: .utf8)
    else { return "\"\"" }
    return String(text.dropFirst().dropLast())
}

/// Checks every case with formats asserted, on both the value walk and the byte walk, and that an invalid value
/// fails with one located `schema.format` error naming the format and the keyword.
func expectFormat(_ cases: FormatCases, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
    let asserted = ValidationOptions(assertFormats: true)
    let compiled = try schema(#"{"properties": {"v": {"format": "\#(cases.format)"}}}"#)
    for (list, expected) in [(cases.valid, true), (cases.invalid, false)] {
        for s in list {
            let instance = JSONValue.object(["v": .string(s)])
            let errors = compiled.validate(instance, options: asserted)
            #expect(errors.isEmpty == expected, "\(cases.format) \(jsonString(s))", sourceLocation: sourceLocation)
            #expect(compiled.isValid(instance, options: asserted) == expected, sourceLocation: sourceLocation)
            let bytes = Array(#"{"v": \#(jsonString(s))}"#.utf8)
            let byteVerdict = bytes.withUnsafeBytes { compiled.isValid(json: $0, options: asserted) }
            #expect(byteVerdict == expected, "bytes: \(cases.format) \(jsonString(s))", sourceLocation: sourceLocation)
            #expect(compiled.isValid(instance), "an annotation unless asserted", sourceLocation: sourceLocation)
            guard !expected, let error = errors.first else { continue }
            #expect(errors.count == 1 && error.code == "schema.format", sourceLocation: sourceLocation)
            #expect(error.message.hasSuffix("is not a valid \(cases.format)"), sourceLocation: sourceLocation)
            #expect(error.instancePointer == "/v" && error.schemaPointer == "/properties/v/format")
            #expect(error.file == "events.json" && error.location != nil, sourceLocation: sourceLocation)
        }
    }
}
