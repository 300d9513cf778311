import Foundation

/// The §20.1 rule: a check result counts only if its command exited 0, its artifact exists under the root, the
/// artifact indicates pass, and `passed_at` is a valid ISO-8601 timestamp.
///
/// Readings: artifact paths are relative to the tracker root (the directory holding `artifacts/` and `docs/`);
/// only JSON artifacts can indicate pass (the document defines no other indication), with a top-level boolean
/// `pass` or `overall` equal to `true`. Conditions are checked in the order above; the first failure is reported.
package struct CheckValidity: Sendable {
    /// The tracker root.
    package let root: URL

    /// Creates a validator over `root`.
    package init(root: URL) { self.root = root }

    /// The first §20.1 condition `pass` violates, or `nil` when it counts.
    package func invalidity(of pass: CheckPass) -> CheckInvalidity? {
        if let code = pass.exitCode, code != 0 { return .nonZeroExit }
        guard let url = resolve(pass.artifact) else { return .artifactOutsideRoot }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), !isDirectory.boolValue,
            let data = FileManager.default.contents(atPath: url.path)
        else { return .artifactMissing }
        guard let flags = try? JSONDecoder().decode(PassFlags.self, from: data) else { return .artifactNotJSON }
        guard flags.pass == true || flags.overall == true else { return .artifactNotPassing }
        guard let passedAt = pass.passedAt else { return .passedAtMissing }
        guard ReleaseTimestamp.isValid(passedAt) else { return .passedAtInvalid }
        return nil
    }

    /// Whether `pass` counts.
    package func isValid(_ pass: CheckPass) -> Bool { invalidity(of: pass) == nil }

    /// Why `checkID` has no valid pass among `passes`, or `nil` when at least one entry counts.
    /// With several entries and none valid, the last entry's reason is reported.
    package func invalidity(ofCheck checkID: String, in passes: [CheckPass]) -> CheckInvalidity? {
        let entries = passes.filter { $0.checkID == checkID }
        guard !entries.isEmpty else { return .notRecorded }
        var last: CheckInvalidity? = nil
        for entry in entries {
            guard let reason = invalidity(of: entry) else { return nil }
            last = reason
        }
        return last
    }

    /// Whether `checkID` has at least one valid pass among `passes`.
    package func hasValidPass(_ checkID: String, in passes: [CheckPass]) -> Bool {
        invalidity(ofCheck: checkID, in: passes) == nil
    }

    /// The file URL for a relative artifact path, or `nil` when the path is empty, absolute or escapes the root.
    func resolve(_ path: String) -> URL? {
        guard !path.isEmpty, !path.hasPrefix("/") else { return nil }
        var depth = 0
        for part in path.split(separator: "/") {
            if part == ".." { depth -= 1 } else if part != "." { depth += 1 }
            if depth < 0 { return nil }
        }
        return root.appendingPathComponent(path)
    }

    /// The two pass indicators of §20.1.3; only JSON booleans count (not `1`, not `"true"`).
    struct PassFlags: Decodable {
        var pass: Bool?
        var overall: Bool?

        enum CodingKeys: String, CodingKey { case pass, overall }

        init(from decoder: any Decoder) throws {
            let c = try decoder.container(keyedBy: CodingKeys.self)
            pass = (try? c.decodeIfPresent(Bool.self, forKey: .pass)) ?? nil
            overall = (try? c.decodeIfPresent(Bool.self, forKey: .overall)) ?? nil
        }
    }
}
