import SpecModel

/// The digest of one product's inputs, which a shard file carries so that `merge` refuses shards of other inputs.
///
/// It covers every file the preparation read for the product: the JSON files of its spec folder and the traceability
/// files of its folder (scenarios, policy, gate), each by its path relative to the spec or traceability root and its
/// bytes. The roots' own paths are left out, so a shard run in another checkout (a CI job's) matches. Written
/// `sha256:<64 hex digits>`.
enum InputDigest {
    static func of(product: String, sources: SourceFiles, project: Project) -> String {
        // The folders as the loaders spell them in the paths they record.
        let folders = [
            ("spec", project.layout.specFolder(of: product) + "/"),
            ("traceability", project.layout.traceabilityFolder(of: product) + "/"),
        ]
        var files: [(tag: String, relative: String, path: String)] = []
        for (tag, prefix) in folders {
            for path in sources.paths where path.hasPrefix(prefix) {
                files.append((tag, String(path.dropFirst(prefix.count)), path))
            }
        }
        files.sort { ($0.tag, $0.relative) < ($1.tag, $1.relative) }
        var hasher = SHA256()
        for file in files {
            let bytes = sources.bytes(of: file.path) ?? []
            // Tag, path and length before the bytes, each ended by NUL, so no two file sets hash the same stream.
            hasher.update("\(file.tag)\u{0}\(file.relative)\u{0}\(bytes.count)\u{0}".utf8)
            hasher.update(bytes)
        }
        return "sha256:" + SHA256.hex(digest: hasher.finalize())
    }
}
