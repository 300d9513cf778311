/// Punycode (RFC 3492), the encoding of a U-label's code points as the ASCII of an A-label after `xn--`.
enum Punycode {
    private static let base = 36
    private static let tMin = 1
    private static let tMax = 26
    private static let skew = 38
    private static let damp = 700
    private static let initialBias = 72
    private static let initialN = 0x80

    private static func adapt(_ delta: Int, _ count: Int, _ first: Bool) -> Int {
        var delta = first ? delta / damp : delta / 2
        delta += delta / count
        var k = 0
        while delta > ((base - tMin) * tMax) / 2 {
            delta /= base - tMin
            k += base
        }
        return k + (base - tMin + 1) * delta / (delta + skew)
    }

    private static func digitValue(_ c: UInt8) -> Int? {
        switch c {
        case 0x30...0x39: return Int(c) - 0x30 + 26
        case 0x41...0x5A: return Int(c) - 0x41
        case 0x61...0x7A: return Int(c) - 0x61
        default: return nil
        }
    }

    private static func digit(_ d: Int) -> UInt8 {
        d < 26 ? UInt8(0x61 + d) : UInt8(0x30 + d - 26)
    }

    /// The code points `text` (the part after `xn--`) encodes; nil when it is not valid Punycode.
    static func decode(_ text: ArraySlice<UInt8>) -> [Unicode.Scalar]? {
        var output: [UInt32] = []
        var rest = text[...]
        if let delimiter = text.lastIndex(of: UInt8(ascii: "-")) {
            for c in text[..<delimiter] {
                guard c < 0x80 else { return nil }
                output.append(UInt32(c))
            }
            rest = text[(delimiter + 1)...]
            guard !rest.isEmpty || delimiter > text.startIndex else { return nil }
        }
        var n = initialN
        var i = 0
        var bias = initialBias
        var index = rest.startIndex
        while index < rest.endIndex {
            let oldI = i
            var w = 1
            var k = base
            while true {
                guard index < rest.endIndex, let d = digitValue(rest[index]) else { return nil }
                index += 1
                let (product, overflow) = d.multipliedReportingOverflow(by: w)
                guard !overflow, i <= Int(Int32.max) - product else { return nil }
                i += product
                let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                if d < t { break }
                w *= base - t
                guard w <= Int(Int32.max) else { return nil }
                k += base
            }
            bias = adapt(i - oldI, output.count + 1, oldI == 0)
            n += i / (output.count + 1)
            guard n <= 0x10FFFF else { return nil }
            i %= output.count + 1
            output.insert(UInt32(n), at: i)
            i += 1
        }
        var scalars: [Unicode.Scalar] = []
        for value in output {
            guard let scalar = Unicode.Scalar(value) else { return nil }
            scalars.append(scalar)
        }
        return scalars
    }

    /// The Punycode of `scalars` (without `xn--`), lowercase.
    static func encode(_ scalars: [Unicode.Scalar]) -> [UInt8] {
        let values = scalars.map { Int($0.value) }
        var output: [UInt8] = values.filter { $0 < 0x80 }.map { UInt8($0) }
        let basic = output.count
        var handled = basic
        if basic > 0 { output.append(UInt8(ascii: "-")) }
        var n = initialN
        var delta = 0
        var bias = initialBias
        while handled < values.count {
            let m = values.filter { $0 >= n }.min() ?? n
            delta += (m - n) * (handled + 1)
            n = m
            for c in values {
                if c < n { delta += 1 }
                if c == n {
                    var q = delta
                    var k = base
                    while true {
                        let t = k <= bias ? tMin : (k >= bias + tMax ? tMax : k - bias)
                        if q < t { break }
                        output.append(digit(t + (q - t) % (base - t)))
                        q = (q - t) / (base - t)
                        k += base
                    }
                    output.append(digit(q))
                    bias = adapt(delta, handled + 1, handled == basic)
                    delta = 0
                    handled += 1
                }
            }
            delta += 1
            n += 1
        }
        return output
    }
}
