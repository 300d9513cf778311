import Foundation

/// FR-1.3 S3: session tokens are JSON Web Tokens (RFC 7519) signed with HMAC-SHA256 (RFC 7518 "HS256", RFC 2104)
/// under the backend's key: `base64url(header).base64url(claims).base64url(signature)`.
enum JWT {
    /// The claims a Nonna session token carries.
    struct Claims: Codable, Equatable {
        /// The user (subject).
        var sub: String
        /// The session row.
        var sid: String
        /// Issued at, seconds since 1970.
        var iat: Int
        /// Expires at, seconds since 1970.
        var exp: Int
    }

    /// A signed token of `claims`.
    static func sign(_ claims: Claims, key: [UInt8]) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let header = base64url(Array(#"{"alg":"HS256","typ":"JWT"}"#.utf8))
        let body = base64url(Array((try? encoder.encode(claims)) ?? Data()))
        let input = header + "." + body
        return input + "." + base64url(hmac(key: key, message: Array(input.utf8)))
    }

    /// The claims of `token` if its header is HS256 and its signature is the backend's; `nil` otherwise.
    static func verify(_ token: String, key: [UInt8]) -> Claims? {
        let parts = token.split(separator: ".", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 3, let header = decode(parts[0]), let body = decode(parts[1]),
            let signature = decode(parts[2])
        else { return nil }
        guard let fields = try? JSONSerialization.jsonObject(with: Data(header)) as? [String: Any],
            fields["alg"] as? String == "HS256"
        else { return nil }
        let expected = hmac(key: key, message: Array((parts[0] + "." + parts[1]).utf8))
        guard signature.count == expected.count else { return nil }
        var difference: UInt8 = 0
        for (a, b) in zip(signature, expected) { difference |= a ^ b }
        guard difference == 0 else { return nil }
        return try? JSONDecoder().decode(Claims.self, from: Data(body))
    }

    /// HMAC-SHA256 of `message` under `key` (RFC 2104, block size 64).
    static func hmac(key: [UInt8], message: [UInt8]) -> [UInt8] {
        var block = key.count > 64 ? SHA256.digest(key) : key
        block += [UInt8](repeating: 0, count: 64 - block.count)
        let inner = SHA256.digest(block.map { $0 ^ 0x36 } + message)
        return SHA256.digest(block.map { $0 ^ 0x5c } + inner)
    }

    /// Base64url without padding (RFC 4648 §5).
    static func base64url(_ bytes: [UInt8]) -> String {
        Data(bytes).base64EncodedString().replacingOccurrences(of: "+", with: "-")
            .replacingOccurrences(of: "/", with: "_").replacingOccurrences(of: "=", with: "")
    }

    /// The bytes of a base64url string, or `nil`.
    static func decode(_ text: String) -> [UInt8]? {
        var s = text.replacingOccurrences(of: "-", with: "+").replacingOccurrences(of: "_", with: "/")
        while s.count % 4 != 0 { s += "=" }
        return Data(base64Encoded: s).map(Array.init)
    }
}
