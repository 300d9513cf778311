import Foundation
import OchreSoul

/// What an ochre-soul refusal was for, in the spec's words: the input constraints (`<input>.<constraint>`) the
/// implementation's own refusal names, read from what it answers (the `oands` message on stderr, the function's
/// error code), never from the input sent. A refusal for anything else (an artwork in the wrong state, an unknown
/// slug or review) names no constraint.
enum ContractRefusals {
    /// `oands` refuses an option that is absent or blank (only spaces) as missing: the spec's `required`, its
    /// `minLength` of 1 and a non-blank `pattern`; a `--version` that is no integer (`type`) or below 1 (`minimum`).
    static func oands(_ result: OandsResult) -> [String] {
        guard result.exitCode != OandsCLI.ok else { return [] }
        let text = result.stderr
        let missing = "missing required option(s): "
        if let range = text.range(of: missing) {
            let options = text[range.upperBound...].prefix { $0 != "\n" }.split(separator: ",")
            return options.flatMap { option -> [String] in
                let name = option.trimmingCharacters(in: .whitespaces).replacingOccurrences(of: "--", with: "")
                return [name + ".required", name + ".minLength", name + ".pattern"]
            }
        }
        if text.contains("--version must be an integer") { return ["version.type"] }
        if text.contains("--version must be at least 1") { return ["version.minimum"] }
        return []
    }

    /// The download-URL function refuses a body without a slug, or with an empty one, as an invalid request.
    static func downloadURL(_ error: RemoteError) -> [String] {
        error == .rejected(FakeBackend.invalidRequest) ? ["slug.required", "slug.minLength"] : []
    }
}
