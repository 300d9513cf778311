import Testing

@testable import Conformance

/// The byte comparison and the name table the trace checker reads records with.
@Suite struct NameTableTests {
    @Test("memcmpBytes: equal runs of every length up to 40 are equal; one changed byte anywhere makes them differ")
    func byteComparison() {
        for count in 0...40 {
            let a = (0..<count).map { UInt8(truncatingIfNeeded: $0 &* 37 &+ 11) }
            a.withUnsafeBytes { pa in
                var b = a
                b.withUnsafeBytes { pb in
                    #expect(
                        memcmpBytes(
                            pa.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!,
                            pb.baseAddress ?? UnsafeRawPointer(bitPattern: 1)!, count), "\(count)")
                }
                for position in 0..<count {
                    b = a
                    b[position] ^= 0x20
                    b.withUnsafeBytes { pb in
                        #expect(!memcmpBytes(pa.baseAddress!, pb.baseAddress!, count), "\(count) at \(position)")
                    }
                }
            }
        }
    }

    @Test("a name table finds each name by its bytes, and nothing for a prefix, an extension or a near miss")
    func lookups() {
        let names = [
            "a", "ab", "abc", "abcd", "auth.anonymous.succeeded", "auth.anonymous.succeedeD", "generator.failed", "x",
        ]
        let table = NameTable(names)
        for (index, name) in names.enumerated() { #expect(table.lookup(name) == Int32(index), "\(name)") }
        for miss in ["", "abcde", "auth.anonymous.succeede", "generator.faile", "generator.failed ", "y"] {
            #expect(table.lookup(miss) == -1, "\(miss)")
        }
    }

    @Test("spelt names close at the quote after the name; a name a JSON string cannot hold unescaped never matches")
    func closingQuote() {
        let spelt = SpeltNames(["Idle", "Sent\"Quote", "Back\\slash", "Tab\tbed"])
        func close(_ index: Int, _ text: String) -> Int? {
            let bytes = Array(text.utf8)
            return bytes.withUnsafeBufferPointer { spelt.closingQuote(index, $0.baseAddress!, limit: bytes.count) }
        }
        #expect(close(0, "Idle\",") == 4)
        #expect(
            close(0, "Idles\"") == nil && close(0, "Idl\"") == nil && close(0, "Idle") == nil
                && close(-1, "Idle\"") == nil)
        #expect(close(1, "Sent\"Quote\"") == nil && close(2, "Back\\slash\"") == nil && close(3, "Tab\tbed\"") == nil)
    }
}
