import Testing

@testable import SpecJSON

@Suite("JSON numbers keep their exact text, integers and decimals apart")
struct JSONNumberTests {
    private func number(_ text: String) throws -> JSONNumber {
        let root = try #require(JSONTestSupport.expectAccepted(text))
        guard case .number(let n) = root.kind else {
            Issue.record("\(text) is not a number")
            return JSONNumber(0)
        }
        return n
    }

    @Test("1 is an integer and 1.0 is not, though they are equal values")
    func integerVersusDecimal() throws {
        let one = try number("1")
        let onePointZero = try number("1.0")
        #expect(one.isInteger && one.text == "1")
        #expect(!onePointZero.isInteger && onePointZero.text == "1.0")
        #expect(JSONNode(.number(one), at: .start).typeName == "integer")
        #expect(JSONNode(.number(onePointZero), at: .start).typeName == "number")
        #expect(one == onePointZero)
        #expect(one != (try number("1.5")))
        #expect(try number("1E+2").isInteger == false)
        #expect(try number("1E+2") == (try number("100")))
    }

    @Test("20-digit integers keep every digit")
    func longIntegers() throws {
        let big = try number("12345678901234567890")
        #expect(big.text == "12345678901234567890")
        #expect(big.isInteger)
        #expect(big.intValue == nil)
        // Doubles cannot tell these apart; exact comparison can.
        let neighbour = try number("12345678901234567891")
        #expect(big.doubleValue == neighbour.doubleValue)
        #expect(big != neighbour)
        #expect(big == (try number("12345678901234567890.0")))
        #expect(try number("-9223372036854775808").intValue == Int.min)
    }

    @Test("1e400 is kept, not confused with other huge numbers")
    func hugeExponent() throws {
        let huge = try number("1e400")
        #expect(huge.text == "1e400")
        #expect(!huge.isInteger)
        #expect(huge.isIntegral)
        #expect(huge.doubleValue == .infinity)
        #expect(huge != (try number("2e400")))
        #expect(huge == (try number("10e399")))
        #expect(try number("1e-400") != (try number("0")))
        #expect(try number("1e-400").isIntegral == false)
    }

    @Test("-0 and 0 are equal and hash alike")
    func negativeZero() throws {
        let negative = try number("-0")
        #expect(negative.text == "-0" && negative.isInteger)
        #expect(negative == JSONNumber(0))
        #expect(negative.hashValue == JSONNumber(0).hashValue)
        #expect(try number("0.0e5") == JSONNumber(0))
    }

    @Test("equal numbers hash alike, so JSON values work as set members")
    func hashing() throws {
        let values: Set<JSONValue> = [
            .number(try number("1")), .number(try number("1.0")), .number(try number("100e-2")),
        ]
        #expect(values.count == 1)
        let distinct: Set<JSONValue> = [.number(try number("0.1")), .number(try number("0.10000000000000001"))]
        #expect(distinct.count == 2)
    }

    @Test("integral decimals are integral; fractions are not")
    func integral() throws {
        #expect(try number("2.0").isIntegral)
        #expect(try number("2e3").isIntegral)
        #expect(try number("25e-1").isIntegral == false)
        #expect(try number("0.5").isIntegral == false)
    }
}
