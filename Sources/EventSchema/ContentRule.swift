import Foundation
import SpecModel

/// `contentEncoding`, `contentMediaType` and `contentSchema` of one schema (validation 2020-12 §8), with where each
/// is written so that errors name the keyword that failed.
struct ContentRule: Sendable {
    var encoding: (name: String, info: KeywordInfo)?
    var mediaType: (name: String, info: KeywordInfo)?
    /// `contentSchema`'s node; it applies only beside a media type (§8.5).
    var schema: Int?

    /// Whether the encoding is one this validator decodes (`base64`, RFC 4648 §4); others stay annotations.
    var decodesEncoding: Bool { encoding?.name.lowercased() == "base64" }

    /// Whether the media type is JSON (`application/json`, parameters aside, or a `+json` suffix, RFC 6839 §3.1);
    /// others stay annotations.
    var parsesJSON: Bool {
        guard let name = mediaType?.name else { return false }
        let type = name.split(separator: ";", maxSplits: 1).first.map { $0.trimmingCharacters(in: .whitespaces) }
        guard let essence = type?.lowercased() else { return false }
        return essence == "application/json" || (essence.hasPrefix("application/") && essence.hasSuffix("+json"))
    }
}

extension SchemaWalker {
    /// Decodes `s` as the rule says and applies its `contentSchema` to the JSON it holds. Errors inside the decoded
    /// document continue the string's instance pointer.
    mutating func checkContent(_ rule: ContentRule, _ s: String) -> Bool {
        var bytes = Array(s.utf8)
        if rule.decodesEncoding, let encoding = rule.encoding {
            guard let data = Data(base64Encoded: s) else {
                if collect {
                    report(
                        .contentEncoding, "string \(SchemaWalker.render(.string(s))) is not valid base64",
                        at: encoding.info)
                }
                return false
            }
            bytes = Array(data)
        }
        guard rule.parsesJSON, let mediaType = rule.mediaType else { return true }
        let parsed = JSONParser().parse(bytes)
        guard let root = parsed.root, parsed.diagnostics.isEmpty else {
            if collect {
                let reason = parsed.diagnostics.first.map { ": \($0.message)" } ?? ""
                report(
                    .contentMediaType, "string content is not valid \(mediaType.name)\(reason)", at: mediaType.info)
            }
            return false
        }
        guard let node = rule.schema else { return true }
        return apply(node, to: root.value)
    }
}
