import Foundation
import Testing

@testable import SwapGraph

@Suite("Release tracking: a check result counts only per §20.1")
struct CheckValidityTests {
    let root = Release.makeRoot()
    var validity: CheckValidity { CheckValidity(root: root) }

    @Test("§20.1 a pass with exit 0, an existing passing artifact and a valid passed_at counts")
    func valid() {
        #expect(validity.isValid(Release.pass("SC-UX-01", root: root)))
        #expect(validity.isValid(Release.pass("SC-UX-02", root: root, body: #"{"overall":true,"pass":false}"#)))
        var explicit = Release.pass("SC-UX-03", root: root)
        explicit.exitCode = 0
        explicit.passedAt = "2026-03-03T09:00:00.250+01:00"
        #expect(validity.isValid(explicit))
    }

    @Test("§20.1.1 a recorded non-zero exit code does not count")
    func exitCode() {
        var p = Release.pass("SC-UX-01", root: root)
        p.exitCode = 1
        #expect(validity.invalidity(of: p) == .nonZeroExit)
    }

    @Test("§20.1.2 the declared artifact must exist under the root")
    func artifactExists() {
        var p = Release.pass("SC-UX-01", root: root)
        p.artifact = "artifacts/checks/nowhere.json"
        #expect(validity.invalidity(of: p) == .artifactMissing)
        p.artifact = "artifacts/checks"
        #expect(validity.invalidity(of: p) == .artifactMissing)
        for outside in ["", "/etc/hosts", "../outside.json", "artifacts/../../x.json"] {
            p.artifact = outside
            #expect(validity.invalidity(of: p) == .artifactOutsideRoot)
        }
    }

    @Test("§20.1.3 the artifact must indicate pass: JSON pass=true or overall=true")
    func artifactPasses() {
        #expect(validity.invalidity(of: Release.pass("A", root: root, body: #"{"pass":false}"#)) == .artifactNotPassing)
        #expect(
            validity.invalidity(of: Release.pass("B", root: root, body: #"{"pass":1,"overall":"true"}"#))
                == .artifactNotPassing)
        #expect(validity.invalidity(of: Release.pass("C", root: root, body: #"{}"#)) == .artifactNotPassing)
        #expect(validity.invalidity(of: Release.pass("D", root: root, body: "# report\nall good")) == .artifactNotJSON)
        #expect(validity.invalidity(of: Release.pass("E", root: root, body: "[true]")) == .artifactNotJSON)
    }

    @Test("§20.1.4 passed_at must be present and valid ISO-8601")
    func passedAt() {
        var p = Release.pass("SC-UX-01", root: root)
        p.passedAt = nil
        #expect(validity.invalidity(of: p) == .passedAtMissing)
        for bad in ["", "2026-03-03", "03/03/2026 09:00", "2026-13-03T09:00:00Z", "ISO-8601"] {
            p.passedAt = bad
            #expect(validity.invalidity(of: p) == .passedAtInvalid, "\(bad)")
        }
    }

    @Test("A check counts when any one of its entries is valid; no entry is not-recorded")
    func perCheck() {
        var bad = Release.pass("SC-UX-01", root: root)
        bad.exitCode = 2
        let good = Release.pass("SC-UX-01", root: root)
        #expect(validity.hasValidPass("SC-UX-01", in: [bad, good]))
        #expect(validity.invalidity(ofCheck: "SC-UX-01", in: [bad]) == .nonZeroExit)
        #expect(validity.invalidity(ofCheck: "SC-UX-09", in: [good]) == .notRecorded)
    }
}
