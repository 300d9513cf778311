import Foundation
import SpecConformTestSupport
import SpecJSON
import Testing

@testable import SpecOutput

@Suite("Diagnostics render deterministically in every format")
struct DiagnosticRendererTests {
    /// Two files with real parse problems, plus a hand-made warning and an unlocated error.
    static func sample() -> (diagnostics: [Diagnostic], sources: SourceFiles) {
        var sources = SourceFiles()
        let machine = "{\n  \"id\": \"a\",\n\t\"id\": \"b\",\n  \"states\": {\"é\": [1, 2,]}\n}\n"
        let events = "[\"a%b\", 'x']"
        sources.add("Spec/demo/machine.json", text: machine)
        sources.add("Spec/demo/events, v2.json", text: events)
        var diagnostics = JSONParser().parse(machine, file: "Spec/demo/machine.json").diagnostics
        diagnostics += JSONParser().parse(events, file: "Spec/demo/events, v2.json").diagnostics
        diagnostics.append(
            .warning(
                "lint.unknown-reference", "unknown reference \"FEAT:1\" (50% sure)\nsecond line",
                file: "Spec/demo/machine.json", at: SpecJSON.SourceLocation(line: 2, column: 9, offset: 10),
                pointer: "/id"))
        diagnostics.append(.error("bundle.missing-product", "no product file in the bundle"))
        return (diagnostics.reversed(), sources)
    }

    @Test("the sample holds the expected parse problems")
    func sampleProblems() {
        let codes = Self.sample().diagnostics.map(\.code).sorted()
        #expect(
            codes == [
                "bundle.missing-product", "json.duplicate-key", "json.single-quote", "json.trailing-comma",
                "lint.unknown-reference",
            ])
    }

    @Test("text: file:line:col: error[code]: message, source line, caret, pointer, notes")
    func text() {
        let (diagnostics, sources) = Self.sample()
        let out = TextDiagnosticRenderer().render(diagnostics, sources: sources)
        GoldenFile.check(out, against: "diagnostics.txt")
        #expect(
            out.contains(
                "Spec/demo/machine.json:3:2: error[json.duplicate-key]: duplicate key \"id\"; first defined at 2:3\n\t\"id\": \"b\",\n\t^\n  pointer: /id\nSpec/demo/machine.json:2:3: note: first definition of \"id\"\n"
            ))
        // The caret counts "é" (two bytes) as one column.
        #expect(out.contains("  \"states\": {\"é\": [1, 2,]}\n                       ^\n"))
    }

    @Test("text without sources omits source lines")
    func textWithoutSources() {
        let out = TextDiagnosticRenderer().render(Self.sample().diagnostics)
        #expect(!out.contains("^"))
        // Syntax errors first (root causes), then the rest by file.
        #expect(out.hasPrefix("Spec/demo/events, v2.json:1:9: error[json.single-quote]: "))
        #expect(out.contains("\nerror[bundle.missing-product]: no product file in the bundle\n"))
    }

    @Test("text shows a caret past the end of a truncated line")
    func caretAtEnd() {
        var sources = SourceFiles()
        sources.add("t.json", text: "[1,\n")
        let diagnostics = JSONParser().parse("[1,", file: "t.json").diagnostics
        #expect(
            TextDiagnosticRenderer().render(diagnostics, sources: sources)
                == "t.json:1:4: error[json.unexpected-end]: unexpected end of input; expected a value\n[1,\n   ^\n  pointer: /1\n"
        )
    }

    @Test("json: a sorted array of objects with sorted keys")
    func json() throws {
        let (diagnostics, sources) = Self.sample()
        let out = JSONDiagnosticRenderer().render(diagnostics, sources: sources)
        GoldenFile.check(out, against: "diagnostics.json")
        let parsed = try #require(JSONParser().parse(out).root?.value.arrayValue)
        #expect(parsed.count == 5)
        #expect(parsed.first?["code"] == "json.single-quote")
        #expect(parsed.first?["line"] != .null)
        #expect(parsed[3]["code"] == "bundle.missing-product")
        #expect(parsed[3]["line"] == .null)
    }

    @Test("sarif: a valid minimal SARIF 2.1.0 log")
    func sarif() throws {
        let (diagnostics, sources) = Self.sample()
        let out = SARIFDiagnosticRenderer().render(diagnostics, sources: sources)
        GoldenFile.check(out, against: "diagnostics.sarif")
        let log = try #require(JSONParser().parse(out).root?.value)
        #expect(log["version"] == "2.1.0")
        #expect(log["$schema"] == .string(SARIFDiagnosticRenderer.schema))
        let run = try #require(log["runs"]?.arrayValue?.first)
        #expect(run["tool"]?["driver"]?["name"] == "specconform")
        let rules = try #require(run["tool"]?["driver"]?["rules"]?.arrayValue)
        #expect(
            rules.compactMap { $0["id"]?.stringValue } == [
                "bundle.missing-product", "json.duplicate-key", "json.single-quote", "json.trailing-comma",
                "lint.unknown-reference",
            ])
        let results = try #require(run["results"]?.arrayValue)
        #expect(results.count == 5)
        for result in results {
            let ruleIndex = try #require(result["ruleIndex"]?.intValue)
            #expect(rules[ruleIndex]["id"] == result["ruleId"])
            #expect(["error", "warning", "note"].contains(result["level"]?.stringValue))
            #expect(result["message"]?["text"]?.stringValue != nil)
        }
        let trailing = try #require(results.first { $0["ruleId"] == "json.trailing-comma" })
        let physical = trailing["locations"]?.arrayValue?.first?["physicalLocation"]
        #expect(physical?["artifactLocation"]?["uri"] == "Spec/demo/machine.json")
        #expect(physical?["region"]?["startLine"] == 4)
        // Byte column 25 is UTF-16 column 24: "é" is two bytes but one UTF-16 unit.
        #expect(physical?["region"]?["startColumn"] == 24)
        #expect(trailing["properties"]?["jsonPointer"] == "/states/é/2")
        let quoted = try #require(results.first { $0["ruleId"] == "json.single-quote" })
        #expect(
            quoted["locations"]?.arrayValue?.first?["physicalLocation"]?["artifactLocation"]?["uri"]
                == "Spec/demo/events,%20v2.json")
    }

    @Test("github: workflow commands with GitHub's escaping")
    func github() {
        let (diagnostics, sources) = Self.sample()
        let out = GitHubDiagnosticRenderer().render(diagnostics, sources: sources)
        GoldenFile.check(out, against: "diagnostics.github.txt")
        #expect(out.contains("::error file=Spec/demo/events%2C v2.json,line=1,col=9,title=json.single-quote::"))
        #expect(
            out.contains(
                "::warning file=Spec/demo/machine.json,line=2,col=9,title=lint.unknown-reference::unknown reference \"FEAT:1\" (50%25 sure)%0Asecond line%0Apointer: /id\n"
            ))
        #expect(out.hasPrefix("::error file=Spec/demo/events%2C v2.json,line=1,col=9,title=json.single-quote::"))
        #expect(out.contains("\n::error title=bundle.missing-product::no product file in the bundle\n"))
        #expect(GitHubDiagnosticRenderer.escapeProperty("a:b,c%d\r\n") == "a%3Ab%2Cc%25d%0D%0A")
        #expect(GitHubDiagnosticRenderer.escapeData("a:b,c%d\r\n") == "a:b,c%25d%0D%0A")
    }

    @Test("every format is deterministic: input order does not matter")
    func deterministic() {
        let (diagnostics, sources) = Self.sample()
        for renderer in DiagnosticRenderers.registry.renderers {
            let forward = renderer.render(diagnostics, sources: sources)
            let backward = renderer.render(diagnostics.reversed(), sources: sources)
            #expect(forward == backward, "\(renderer.format)")
            #expect(!forward.isEmpty)
        }
    }

    @Test("the diagnostic renderer registry lists every format, each its own type, selected by name")
    func registryListsEveryFormat() {
        let registry = DiagnosticRenderers.registry
        #expect(registry.formats == ["text", "json", "sarif", "github"])
        #expect(Set(registry.renderers.map { "\(type(of: $0))" }).count == registry.formats.count)
        for format in registry.formats { #expect(registry.renderer(format)?.format == format) }
        #expect(registry.renderer("xml") == nil)
        #expect(registry.renderer("text") is TextDiagnosticRenderer)
    }

    @Test("source files give lines without their line breaks")
    func sourceFiles() {
        var sources = SourceFiles()
        sources.add("a", text: "one\r\ntwo\nthree")
        #expect(sources.line(1, of: "a") == "one")
        #expect(sources.line(2, of: "a") == "two")
        #expect(sources.line(3, of: "a") == "three")
        #expect(sources.line(4, of: "a") == nil)
        #expect(sources.line(0, of: "a") == nil)
        #expect(sources.line(1, of: "b") == nil)
        #expect(sources.paths == ["a"])
    }
}
