import EventSchema
import SpecModel
import Testing

struct FixtureError: Error, CustomStringConvertible {
    var description: String
}

/// Parses JSON text, failing the test on a syntax error.
func node(_ json: String, file: String = "events.json") throws -> JSONNode {
    let result = JSONParser().parse(json, file: file)
    guard let root = result.root else { throw FixtureError(description: "bad fixture: \(result.diagnostics)") }
    return root
}

func value(_ json: String) throws -> JSONValue {
    try node(json).value
}

/// Compiles a schema that must load without errors.
func schema(_ json: String) throws -> CompiledSchema {
    let (compiled, diagnostics) = CompiledSchema.compile(try node(json), file: "events.json", pointer: "")
    guard let compiled else { throw FixtureError(description: "schema did not compile: \(diagnostics.map(\.message))") }
    return compiled
}

/// The load diagnostics of a schema that must fail to compile.
func loadErrors(_ json: String, pointer: String = "") throws -> [Diagnostic] {
    let (compiled, diagnostics) = CompiledSchema.compile(try node(json), file: "events.json", pointer: pointer)
    #expect(compiled == nil, "schema compiled although it should not: \(json)")
    return diagnostics
}

/// The codes of the errors of `instance`, checking the fast path agrees with the full one.
func codes(_ compiled: CompiledSchema, _ instance: String, options: ValidationOptions = .default) throws -> [String] {
    let v = try value(instance)
    let errors = compiled.validate(v, options: options)
    #expect(compiled.isValid(v, options: options) == errors.isEmpty, "isValid disagrees with validate for \(instance)")
    return errors.map(\.code)
}
