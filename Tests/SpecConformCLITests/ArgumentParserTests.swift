import SpecModel
import SpecPipeline
import Testing

@testable import SpecConformCLI

/// Level 1: the hand-written argument parser alone.
@Suite struct ArgumentParserTests {
    let spec = CommandSpec(
        name: "demo", summary: "demo",
        options: [
            .init(name: "product", valueName: "P", help: "", repeatable: true),
            .init(name: "format", valueName: "F", allowed: ["text", "json"], help: ""),
            .init(name: "strict", valueName: nil, help: ""),
        ],
        positionals: [.init(name: "base", help: ""), .init(name: "revision", help: "", optional: true)])

    func parse(_ args: [String]) -> Result<ParsedArguments, UsageError> { ArgumentParser.parse(args, for: spec) }

    @Test("values, inline values, flags, repeatable options and positionals parse")
    func parsesEverything() throws {
        let parsed = try parse(["--product", "a", "--product=b", "--strict", "--format=json", "x", "--", "--y"]).get()
        #expect(parsed.all("product") == ["a", "b"])
        #expect(parsed.flag("strict"))
        #expect(parsed.value("format") == "json")
        #expect(parsed.positionals == ["x", "--y"])
    }

    @Test("an unknown option is refused with a did-you-mean")
    func unknownOption() {
        #expect(
            parse(["x", "--prodct", "a"])
                == .failure(UsageError(message: "unknown option '--prodct' for 'demo'; did you mean '--product'?")))
    }

    @Test("a value outside the allowed set is refused with a did-you-mean")
    func invalidValue() {
        #expect(
            parse(["x", "--format", "jsn"])
                == .failure(
                    UsageError(
                        message: "invalid value 'jsn' for '--format'; expected one of text, json; did you mean 'json'?")
                ))
    }

    @Test("a missing option value, a valued flag and a repeated option are refused")
    func malformedOptions() {
        #expect(parse(["x", "--format"]) == .failure(UsageError(message: "option '--format' needs a value (F)")))
        #expect(parse(["x", "--strict=yes"]) == .failure(UsageError(message: "option '--strict' takes no value")))
        #expect(
            parse(["x", "--format", "text", "--format", "json"])
                == .failure(UsageError(message: "option '--format' given more than once")))
    }

    @Test("missing and extra positionals are refused")
    func positionals() {
        #expect(parse([]) == .failure(UsageError(message: "missing argument <base>")))
        #expect(parse(["a", "b", "c"]) == .failure(UsageError(message: "unexpected argument 'c'")))
    }

    @Test("--help wins over missing arguments")
    func help() throws {
        #expect(try parse(["--help"]).get().help)
    }

    @Test("suggestions use edit distance and prefixes")
    func suggestions() {
        #expect(Suggestions.didYouMean("lnt", among: ["lint", "check"]) == "lint")
        #expect(Suggestions.didYouMean("zzzzzz", among: ["lint", "check"]) == nil)
        #expect(Suggestion.distance("kitten", "sitting") == 3)
    }
}
