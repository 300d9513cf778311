// MARK: - Literals and numbers

extension JSONScanner {
    mutating func expectLiteral(_ literal: StaticString) throws(JSONParseFailure) {
        let start = here
        let length = literal.utf8CodeUnitCount
        let matches = literal.withUTF8Buffer { expected -> Bool in
            guard index + length <= count else { return false }
            for i in 0..<length where bytes[index + i] != expected[i] { return false }
            return true
        }
        guard matches else {
            throw failure(.invalidLiteral, "invalid literal; expected '\(literal)'", at: start)
        }
        index += length
    }

    @inline(__always) func isDigit(at i: Int) -> Bool {
        i < count && bytes[i] &- zero < 10
    }

    @inline(__always) mutating func skipDigits() {
        while index < count, bytes[index] &- zero < 10 { index += 1 }
    }

    /// Validates a number and appends its entry.
    mutating func parseNumber() throws(JSONParseFailure) {
        let start = index
        var isInteger = true
        if bytes[index] == minus {
            index += 1
            guard isDigit(at: index) else {
                if index < count, bytes[index] == 0x49 {
                    throw failure(.invalidLiteral, "NaN and Infinity are not JSON numbers", at: location(at: start))
                }
                throw failure(.invalidNumber, "expected a digit after '-'")
            }
        }
        if bytes[index] == zero {
            index += 1
            if isDigit(at: index) {
                throw failure(.leadingZero, "numbers must not have leading zeros", at: location(at: start))
            }
        } else {
            skipDigits()
        }
        if index < count, bytes[index] == dot {
            isInteger = false
            index += 1
            guard isDigit(at: index) else { throw failure(.invalidNumber, "expected a digit after the decimal point") }
            skipDigits()
        }
        if index < count, bytes[index] | 0x20 == 0x65 {  // e or E
            isInteger = false
            index += 1
            if index < count, bytes[index] == plus || bytes[index] == minus { index += 1 }
            guard isDigit(at: index) else { throw failure(.invalidNumber, "expected a digit in the exponent") }
            skipDigits()
        }
        // An integer of at most 18 characters fits Int; "-0" keeps its text.
        if isInteger, index - start <= 18, !(bytes[start] == minus && bytes[start + 1] == zero) {
            emit(JSONTapeEntry.int, at: start)
        } else {
            emit(isInteger ? JSONTapeEntry.integerText : JSONTapeEntry.decimalText, at: start)
        }
    }
}
