extension SpecDecoder {
    func decodeContracts(_ r: ObjectReader) -> Contracts {
        Contracts(
            local: r.objects("local", .localContract, decodeLocalContract),
            api: r.objects("api", .apiEndpoint, decodeEndpoint),
            cli: r.objects("cli", .cliCommand, decodeCLICommand))
    }

    private func decodeLocalContract(_ r: ObjectReader) -> LocalContract? {
        guard let id = r.string("id") else { return nil }
        return LocalContract(
            id: id, name: r.string("name") ?? "", requiredFields: r.strings("requiredFields"),
            rules: r.strings("rules"),
            constraints: decodeContractInputs(r), info: r.info(), origin: r.origin)
    }

    private func decodeEndpoint(_ r: ObjectReader) -> APIEndpoint? {
        guard let id = r.string("id") else { return nil }
        let input = r.object("input", .apiInput).map { i in
            APIEndpoint.Input(fields: fields(i), schema: i.schemaNode("schema")?.node)
        }
        let success = r.object("success", .apiSuccess).map { s in
            APIEndpoint.Success(
                status: status(s) ?? 0, output: s.string("output"), fields: fields(s),
                schema: s.schemaNode("schema")?.node)
        }
        let errors = r.objects("errors", .apiError) { e in
            APIEndpoint.ErrorResponse(
                status: status(e) ?? 0, code: e.string("code"), when: e.string("when"), origin: e.origin)
        }
        return APIEndpoint(
            id: id, method: r.enumValue("method", APIEndpoint.Method.self) ?? .get, path: r.string("path") ?? "",
            caller: r.string("caller"), input: input, success: success ?? APIEndpoint.Success(status: 0),
            errors: errors,
            constraints: decodeContractInputs(r), info: r.info(), origin: r.origin)
    }

    private func fields(_ r: ObjectReader) -> [APIEndpoint.Field] {
        r.stringMap("fields").map { APIEndpoint.Field(name: $0.key, type: $0.value.value) }
    }

    /// An HTTP status: an integer from 100 to 599.
    private func status(_ r: ObjectReader) -> Int? {
        guard let status = r.int("status") else { return nil }
        if !(100...599).contains(status), let v = r.value("status") {
            sink.error(
                .invalidValue, "invalid HTTP status \(status); expected 100 to 599", at: v.node.location,
                pointer: v.pointer)
        }
        return status
    }

    private func decodeCLICommand(_ r: ObjectReader) -> CLICommand? {
        guard let id = r.string("id") else { return nil }
        return CLICommand(
            id: id, command: r.string("command") ?? "", inputs: r.strings("inputs"), outputs: r.strings("outputs"),
            failure: r.string("failure"), refusals: r.strings("refusals"), constraints: decodeContractInputs(r),
            info: r.info(),
            origin: r.origin)
    }
}
