import Foundation
import Testing

@testable import EventSchema

@Test("the byte matcher takes simple patterns and leaves the rest to NSRegularExpression")
func simplePatternScope() {
    for simple in ["^[a-z_]+$", "^[0-9a-f]{8}-[0-9a-f]{4}$", #"^\d+\.\d+\.\d+$"#, "ab*c", #"^[\w.-]{1,64}$"#, #"\$5"#] {
        #expect(SimplePattern(simple) != nil, "\(simple)")
    }
    for complex in ["^(a|b)$", "^.+$", "[^a]", "a*?", "é", #"\bword"#, "^[[:alpha:]]$", "a{2,1}"] {
        #expect(SimplePattern(complex) == nil, "\(complex)")
    }
}

@Test("the byte matcher follows ECMA-262 where ICU differs: \\w, \\d are ASCII and $ is the very end")
func simplePatternIsECMA() throws {
    #expect(SimplePattern(#"^\w+$"#)?.matches("é") == false)
    #expect(SimplePattern(#"^\d$"#)?.matches("\u{0663}") == false)  // Arabic-Indic digit three
    #expect(SimplePattern("^a$")?.matches("a\n") == false)
    #expect(SimplePattern("^a$")?.matches("a") == true)
}

@Test("patterns whose atoms never need to give back characters match in one linear scan")
func simplePatternLinearity() {
    #expect(SimplePattern("^[0-9a-f]{8}-[0-9a-f]{4}$")?.isLinear == true)
    #expect(SimplePattern(#"^[0-9]+\.[0-9]+$"#)?.isLinear == true)
    #expect(SimplePattern("^a*ab$")?.isLinear == false)
    #expect(SimplePattern("^[a-z]+[a-c]$")?.isLinear == false)
}

@Test("the byte matcher agrees with NSRegularExpression on simple patterns")
func simplePatternAgreesWithRegex() throws {
    let patterns = [
        "^[a-z_]+$", "^[0-9a-f]{8}-[0-9a-f]{4}$", #"^\d+\.\d+\.\d+$"#, "ab*c", "^a*ab$", "x?y{2,}z",
        #"^[\w.-]{1,5}$"#, "b+$", "^$", "q", #"^[A-Z][a-z]*\-\d{1,3}$"#, "[+-]?[0-9]{2}",
    ]
    let strings = [
        "", "abc", "a_b", "ABC", "12345678-abcd", "1.22.333", "1.2", "xac", "abbbc", "aab", "ab", "yyz", "xyyyz",
        "é", "aé", "hello.w-1", "bb", "abb\n", "q", "Abc-12", "Abc-1234", "+12", "-1", "😀abc",
    ]
    for pattern in patterns {
        let simple = try #require(SimplePattern(pattern), "\(pattern)")
        let regex = try NSRegularExpression(pattern: pattern)
        for s in strings {
            let expected = regex.firstMatch(in: s, range: NSRange(location: 0, length: s.utf16.count)) != nil
            // ICU's $ also matches before a final newline; ECMA's does not.
            if s.hasSuffix("\n") && pattern.hasSuffix("$") { continue }
            // ICU's \w and \d are Unicode; ECMA's are ASCII.
            if !s.utf8.allSatisfy({ $0 < 0x80 }) && (pattern.contains(#"\w"#) || pattern.contains(#"\d"#)) { continue }
            #expect(simple.matches(s) == expected, "\(pattern) on \(s.debugDescription)")
        }
    }
}
