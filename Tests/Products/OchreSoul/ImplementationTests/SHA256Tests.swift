import Foundation
import Testing

@testable import OchreSoul

@Suite("SHA-256 (FIPS 180-4) against NIST vectors")
struct SHA256Tests {
    @Test("\"abc\" hashes to the NIST digest")
    func abc() {
        #expect(SHA256.hex(Array("abc".utf8)) == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    }

    @Test("the empty string hashes to the NIST digest")
    func empty() {
        #expect(SHA256.hex([UInt8]()) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
    }

    @Test("the 448-bit vector hashes to the NIST digest")
    func vector448() {
        let message = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq"
        #expect(SHA256.hex(Array(message.utf8)) == "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1")
    }

    @Test("the 896-bit vector hashes to the NIST digest")
    func vector896() {
        let message =
            "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrsmnopqrstnopqrstu"
        #expect(SHA256.hex(Array(message.utf8)) == "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1")
    }

    @Test("one million 'a' hashes to the NIST digest")
    func millionA() {
        var hasher = SHA256()
        let chunk = [UInt8](repeating: 0x61, count: 1000)
        for _ in 0..<1000 { hasher.update(chunk) }
        let hex = hasher.finalize().map { String(format: "%02x", $0) }.joined()
        #expect(hex == "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0")
    }

    @Test("incremental updates equal one-shot hashing and a changed byte changes the digest")
    func incremental() {
        let data = (0..<300).map { UInt8($0 % 251) }
        var hasher = SHA256()
        hasher.update(data[0..<1])
        hasher.update(data[1..<64])
        hasher.update(data[64...])
        #expect(hasher.finalize() == SHA256.digest(data))
        var changed = data
        changed[150] ^= 1
        #expect(SHA256.digest(changed) != SHA256.digest(data))
    }
}
