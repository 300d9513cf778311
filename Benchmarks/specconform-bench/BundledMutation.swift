import Conformance
import Foundation
import NonnaConformance
import OchreSoulConformance
import SpecMutation
import SpecPipeline
import SwapGraphConformance

/// What the mutate benchmarks share: the repository's root, its project, and a mutation runner over every bundled
/// product's subjects and rule checks, on all cores.
struct BundledMutation {
    let root: String
    let project: Project
    let runner: MutationRunner

    init() {
        root =
            URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().path
        project = Project(workingDirectory: root)
        let verifications: [any ProductVerification.Type] = [
            OchreSoulVerification.self, NonnaVerification.self, SwapGraphVerification.self,
        ]
        var rules = RuleCheckRegistry()
        let subjects = SubjectRegistry.registering(verifications, rules: &rules)
        runner = MutationRunner(
            subjects: subjects, rules: rules, jobs: ProcessInfo.processInfo.activeProcessorCount)
    }
}
