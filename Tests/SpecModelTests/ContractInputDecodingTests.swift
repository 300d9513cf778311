import Testing

@testable import SpecModel

/// `constraints` on contracts and `payload` on emitted events: decoded with located errors.
@Suite struct ContractInputDecodingTests {
    func problems(_ file: String) -> [Diagnostic] {
        SpecFixture.loadOne(file).diagnostics.filter { $0.file == "Spec/demo/x.json" }
    }

    func cli(_ constraints: String) -> String {
        """
        {"kind": "contracts", "version": 1, "product": "demo", "cli": [
        {"id": "CLI-X", "command": "x", "constraints": [\(constraints)]}]}
        """
    }

    @Test("a contract's constraints decode to inputs whose constraints have IDs derived from the contract's")
    func decodes() throws {
        let result = SpecFixture.loadOne(
            cli(
                #"{"input": "reason", "required": true, "minLength": 1, "pattern": "\\S", "example": "why"}, {"input": "n", "type": "integer", "minimum": 0, "maximum": 9, "enum": [1, 2]}"#
            ))
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let bundle = try #require(result.catalog.bundle("demo"))
        let inputs = try #require(bundle.contractInputs.first)
        #expect(inputs.contract == "CLI-X" && inputs.kind == .cliCommand)
        #expect(
            inputs.constraints.map(\.id) == [
                "CLI-X.reason.required", "CLI-X.reason.minLength", "CLI-X.reason.pattern", "CLI-X.n.type",
                "CLI-X.n.minimum", "CLI-X.n.maximum",
                "CLI-X.n.enum",
            ])
        #expect(inputs.inputs[1].allowed == [.int(1), .int(2)])
        #expect(bundle.idIndex.contains("CLI-X.n.enum"))
    }

    @Test("an example that breaks its own constraints is spec.invalid-value at the example")
    func exampleViolates() throws {
        let found = problems(cli(#"{"input": "reason", "minLength": 3, "example": "no"}"#))
        let d = try #require(found.first)
        #expect(found.count == 1)
        #expect(d.code == "spec.invalid-value")
        #expect(d.jsonPointer == "/cli/0/constraints/0/example")
        #expect(d.message == #"example of input "reason" violates its own constraints: minLength"#)
    }

    @Test("a bound that does not fit the type, a pattern that does not compile, a pattern without an example")
    func inconsistent() throws {
        let found = problems(
            cli(
                #"{"input": "a", "type": "integer", "minLength": 1}, {"input": "b", "pattern": "(", "example": "x"}, {"input": "c", "pattern": "^x$"}"#
            ))
        #expect(
            found.map(\.jsonPointer) == [
                "/cli/0/constraints/0/minLength", "/cli/0/constraints/1/pattern", "/cli/0/constraints/1/example",
                "/cli/0/constraints/2",
            ])
        #expect(found.allSatisfy { $0.code == "spec.invalid-value" })
        #expect(found[0].message == #""minLength" does not apply to an input of type integer"#)
        #expect(found[3].message == #"input "c" has a pattern, so it needs an "example" (a valid value)"#)
    }

    @Test("an unknown constraint key is spec.unknown-key with a did-you-mean")
    func unknownKey() throws {
        let found = problems(cli(#"{"input": "a", "minLenght": 1}"#))
        let d = try #require(found.first)
        #expect(d.code == "spec.unknown-key")
        #expect(d.message.contains(#"did you mean "minLength"?"#))
    }

    @Test("an emitted event's payload decodes in document order, each expression located")
    func payload() throws {
        let machine = """
            {"kind": "machine", "version": 1, "product": "demo", "id": "m", "initial": "A", "context": {"n": 0},
             "states": {"A": {"on": {"go": [{"target": "A", "emits": ["plain", {"event": "e", "payload": {"b": "n + 1", "a": "event.c"}}]}]}}}}
            """
        let result = SpecFixture.loadOne(machine)
        #expect(result.diagnostics.filter { $0.severity == .error }.isEmpty, "\(result.diagnostics)")
        let emits = try #require(
            result.catalog.bundle("demo")?.machines.first?.states.first?.on.first?.transitions.first?.emits)
        #expect(emits.map(\.event) == ["plain", "e"])
        #expect(emits[1].payload.map(\.property) == ["b", "a"])
        #expect(emits[1].payload[0].expression.origin.pointer == "/states/A/on/go/0/emits/1/payload/b")
        let wrong = problems(machine.replacingOccurrences(of: #""a": "event.c""#, with: #""a": 3"#))
        #expect(wrong.map(\.code) == ["spec.wrong-type"])
    }
}
