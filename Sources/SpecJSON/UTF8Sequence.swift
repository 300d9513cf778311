/// Well-formed UTF-8 sequences as Unicode defines them (Table 3-7): no overlong forms, no encoded surrogates,
/// nothing above U+10FFFF. The one definition both the located parser and the byte-level validator use.
public enum UTF8Sequence {
    /// Why bytes starting at a non-ASCII byte are not a well-formed sequence.
    public enum Problem: Error, Hashable, Sendable {
        case unexpectedContinuation
        case overlongLead
        case invalidLead
        case truncated
        case encodedSurrogate
        case aboveMaximum
        case overlong
    }

    /// The length of the well-formed sequence that starts at `bytes[index]` (a byte ≥ 0x80), reading no further
    /// than `end`; or why it is not one.
    @inlinable
    public static func validate(_ bytes: UnsafePointer<UInt8>, at index: Int, end: Int) -> Result<Int, Problem> {
        let b0 = bytes[index]
        var need = 0
        var lo: UInt8 = 0x80
        var hi: UInt8 = 0xBF
        switch b0 {
        case 0xC2...0xDF: need = 1
        case 0xE0:
            need = 2
            lo = 0xA0
        case 0xE1...0xEC, 0xEE...0xEF: need = 2
        case 0xED:
            need = 2
            hi = 0x9F
        case 0xF0:
            need = 3
            lo = 0x90
        case 0xF1...0xF3: need = 3
        case 0xF4:
            need = 3
            hi = 0x8F
        case 0x80...0xBF: return .failure(.unexpectedContinuation)
        case 0xC0, 0xC1: return .failure(.overlongLead)
        default: return .failure(.invalidLead)
        }
        for k in 1...need {
            guard index &+ k < end else { return .failure(.truncated) }
            let b = bytes[index &+ k]
            let (low, high): (UInt8, UInt8) = k == 1 ? (lo, hi) : (0x80, 0xBF)
            guard b >= low && b <= high else {
                if k == 1 && b & 0xC0 == 0x80 {
                    return .failure(b0 == 0xED ? .encodedSurrogate : b0 == 0xF4 ? .aboveMaximum : .overlong)
                }
                return .failure(.truncated)
            }
        }
        return .success(need &+ 1)
    }
}
