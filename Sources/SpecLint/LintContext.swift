import SpecModel

/// What a rule may use besides the bundle: the run's options and a way to find exact source locations.
///
/// Rules build their diagnostics through the context so severity overrides apply and locations are as precise as
/// the available source bytes allow.
package struct LintContext {
    /// The options of the run.
    package var options: LintOptions
    let locator: SourceLocator

    /// A context for one run; `sources` are the bytes of the spec files by path (``LoadResult/sources``), used to
    /// locate values the model does not keep. Without them locations fall back to the enclosing element.
    package init(options: LintOptions = LintOptions(), sources: [String: [UInt8]] = [:]) {
        self.options = options
        self.locator = SourceLocator(sources: sources)
    }

    /// The severity of `rule`'s diagnostics in this run.
    package func severity(of rule: some LintRule) -> Diagnostic.Severity {
        options.severityOverrides[rule.id] ?? rule.defaultSeverity
    }

    /// A diagnostic of `rule` at `origin`.
    package func diagnostic(
        _ rule: some LintRule, _ message: String, at origin: Origin, related: [Diagnostic.Related] = []
    ) -> Diagnostic {
        Diagnostic(
            severity(of: rule), code: rule.id, message: message, file: origin.file, location: origin.location,
            jsonPointer: origin.pointer, related: related)
    }

    /// The origin of the value under `path` (keys or indexes) inside the element at `origin`: its pointer always,
    /// its exact location when the file's bytes are known (else the element's location).
    package func origin(of path: String..., in origin: Origin) -> Origin {
        var pointer = origin.pointer
        for token in path { pointer = JSONPointer.appending(pointer, token) }
        let location = locator.location(file: origin.file, pointer: pointer) ?? origin.location
        return Origin(file: origin.file, location: location, pointer: pointer)
    }

    /// The location of the UTF-8 byte `offset` inside the string value written at `origin`.
    ///
    /// With the file's bytes, escapes are accounted for; without them the string is taken as written without
    /// escapes: the opening quote's column + 1 + `offset`.
    package func location(inStringAt origin: Origin, offset: Int) -> SourceLocation {
        if let exact = locator.location(inStringAt: origin.location, file: origin.file, decodedOffset: offset) {
            return exact
        }
        let start = origin.location
        return SourceLocation(line: start.line, column: start.column + 1 + offset, offset: start.offset + 1 + offset)
    }

    /// A related note pointing at `origin`.
    package func related(_ message: String, _ origin: Origin) -> Diagnostic.Related {
        Diagnostic.Related(message: message, file: origin.file, location: origin.location)
    }
}
