import Foundation
import SpecConformTestSupport
import Testing

@testable import SpecConformCLI

/// The README's command table is where a newcomer learns the tool: every command and every option it takes must
/// be there (issue 17: `diff` was missing, `check`'s row lacked `--spec` and `--traceability`).
@Suite struct ReadmeCommandTableTests {
    /// What the README's command table lacks: `specconform <command>` rows that are missing, and options a
    /// command takes that none of its rows names. `--help` is documented once for every command.
    static func omissions(readme: String) -> [String] {
        let rows = readme.split(separator: "\n").filter { $0.hasPrefix("| `specconform ") }
        var missing: [String] = []
        for command in SpecConform.commands {
            let spec = command.spec
            let own = rows.filter {
                $0.hasPrefix("| `specconform \(spec.name) ") || $0.hasPrefix("| `specconform \(spec.name)`")
            }
            if own.isEmpty {
                missing.append("command \(spec.name)")
                continue
            }
            for option in spec.options where option.name != "help" {
                if !own.contains(where: { $0.contains("--\(option.name)") }) {
                    missing.append("\(spec.name) --\(option.name)")
                }
            }
        }
        return missing
    }

    @Test func theReadmeCommandTableNamesEveryCommandAndEveryOption() throws {
        let readme = try String(contentsOfFile: PackagePaths.root + "/README.md", encoding: .utf8)
        #expect(Self.omissions(readme: readme) == [])
    }

    /// Negative control: a README without the `diff` row and with `check` stripped of `--spec` is caught.
    @Test func aMissingCommandRowOrOptionIsReported() throws {
        let readme = try String(contentsOfFile: PackagePaths.root + "/README.md", encoding: .utf8)
        let doctored = readme.split(separator: "\n", omittingEmptySubsequences: false)
            .filter { !$0.hasPrefix("| `specconform diff ") }
            .map {
                $0.hasPrefix("| `specconform check ") ? $0.replacingOccurrences(of: "--spec DIR", with: "") : String($0)
            }
            .joined(separator: "\n")
        let omissions = Self.omissions(readme: doctored)
        #expect(omissions.contains("command diff"))
        #expect(omissions.contains("check --spec"))
    }
}
