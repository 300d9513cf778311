import Testing

@testable import SpecModel

/// Units of time and data size convert; any other unit counts something of its own. Rule parameters name their unit
/// at the end of their key and step by their last written digit; a rule may declare parameters unread, with reasons.
@Suite struct UnitTests {
    @Test("spellings: words ignore case, symbols are exact")
    func spellings() {
        #expect(MeasureUnit.named("Seconds") == .seconds && MeasureUnit.named("s") == .seconds)
        #expect(MeasureUnit.named("ms") == .milliseconds && MeasureUnit.named("MS") == nil)
        #expect(MeasureUnit.named("KB") == .kilobytes && MeasureUnit.named("KiB") == .kibibytes)
        #expect(MeasureUnit.named("characters") == nil && MeasureUnit.named("hour of day") == nil)
        #expect(MeasureUnit.seconds.neighbours == [.milliseconds, .minutes])
        #expect(MeasureUnit.bytes.neighbours == [.kilobytes] && MeasureUnit.weeks.neighbours == [.days])
    }

    @Test("conversions of one dimension keep whole values exact; other dimensions and counts do not convert")
    func conversions() {
        #expect(UnitConversion(from: "minutes", to: "seconds").apply(15) == 900)
        #expect(UnitConversion(from: "milliseconds", to: "seconds").apply(3599) == 3.599)
        #expect(UnitConversion(from: "ms", to: "s").apply(86_400_000) == 86_400)
        #expect(UnitConversion(from: "KiB", to: "KB").apply(1000) == 1024)
        #expect(UnitConversion(from: "seconds", to: "s") == .same)
        #expect(UnitConversion(from: "Characters", to: "characters") == .same)
        #expect(
            UnitConversion(from: "seconds", to: "bytes")
                == .incompatible(#""seconds" measure time, "bytes" data size"#))
        #expect(UnitConversion(from: "photos", to: "cards").apply(1) == nil)
        #expect(UnitConversion(from: "seconds", to: "cards").apply(1) == nil)
    }

    @Test("a parameter's unit is its key's suffix, and its step its last written digit")
    func parameterQuantity() throws {
        #expect(ParameterQuantity.unit(ofKey: "windowMinutes") == .minutes)
        #expect(ParameterQuantity.unit(ofKey: "pulseMs") == .milliseconds)
        #expect(ParameterQuantity.unit(ofKey: "jamClearMillis") == .milliseconds)
        #expect(ParameterQuantity.unit(ofKey: "startHour") == nil && ParameterQuantity.unit(ofKey: "Seconds") == nil)
        let decimal = try #require(
            ParameterQuantity(key: "overlaySeconds", value: .number(JSONNumber(text: "2.4", isInteger: false))))
        #expect(decimal.step == 0.1 && decimal.shifted(by: -1) == 2.3 && decimal.shifted(by: 1) == 2.5)
        let whole = try #require(ParameterQuantity(key: "retries", value: .int(3)))
        #expect(whole.step == 1 && whole.unit == nil && whole.shifted(by: -1) == 2)
        #expect(ParameterQuantity(key: "label", value: .string("x")) == nil)
        #expect(ParameterQuantity.scale(of: JSONNumber(text: "1e3", isInteger: false)) == 1)
    }

    static func rules(_ rule: String) -> [String: String] {
        [
            "product.json": SpecFixture.product(),
            "rules.json": #"{"kind": "rules", "version": 1, "product": "demo", "rules": [\#(rule)]}"#,
        ]
    }

    @Test("a rule's unread parameters are kept with their reasons; an unknown key or an empty reason is refused")
    func unreadDeclarations() throws {
        let good = SpecFixture.load(
            Self.rules(
                #"{"id": "RULE-A", "statement": "s", "parameters": {"n": 1, "words": "w"}, "unread": {"words": "prose"}}"#
            ))
        #expect(good.diagnostics.isEmpty)
        let rule = try #require(good.catalog.bundle("demo")?.rules.first)
        #expect(rule.unread == ["words": "prose"] && rule.behaviouralParameters == ["n"])
        #expect(rule.origin(ofParameter: "n").pointer == "/rules/0/parameters/n")
        let bad = SpecFixture.load(
            Self.rules(
                #"{"id": "RULE-A", "statement": "s", "parameters": {"words": "w", "n": 1}, "unread": {"word": "prose", "n": " "}}"#
            ))
        #expect(
            bad.diagnostics.map(\.message) == [
                #"rule "RULE-A" declares "word" unread, but has no such parameter; did you mean "words"?"#,
                #"parameter "n" is declared unread without a reason; say why no check reads it"#,
            ])
        #expect(bad.diagnostics.allSatisfy { $0.code == "spec.invalid-value" })
    }
}
