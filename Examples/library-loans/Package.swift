// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// SpecConform's package identity: a path dependency is named after its folder (whatever the clone is called).
let specConform = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    .standardizedFileURL.lastPathComponent.lowercased()

func engine(_ product: String) -> Target.Dependency { .product(name: product, package: specConform) }

/// A user's own product, outside the SpecConform package: a library's book loans. It depends on SpecConform
/// by path (a real project would name its URL and version) and verifies itself with `swift run verify-library`.
let package = Package(
    name: "LibraryLoans",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        // The implementation: Foundation only, written from the product's own documents; it never sees the spec.
        .target(name: "LibraryLoans"),
        // The conformance side: subjects and rule checks, the only part that knows both.
        .target(name: "LibraryLoansConformance", dependencies: ["LibraryLoans", engine("Conformance"), engine("SpecModel")]),
        // The verifier: runs SpecConform's pipeline on Spec/ and Traceability/ with the subjects registered.
        .executableTarget(name: "verify-library", dependencies: ["LibraryLoansConformance", "LibraryLoans", engine("SpecConformKit"), engine("Conformance")]),
    ]
)
