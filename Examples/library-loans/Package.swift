// swift-tools-version: 6.0
import Foundation
import PackageDescription

/// SpecConform's package identity: a path dependency is named after its folder (whatever the clone is called).
let specConform = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("../..")
    .standardizedFileURL.lastPathComponent.lowercased()

/// The one library SpecConform offers.
let specConformKit: Target.Dependency = .product(name: "SpecConformKit", package: specConform)

/// A user's own product, outside the SpecConform package: a library's book loans. It depends on SpecConform
/// by path (a real project would name its URL and version) and verifies itself with `swift run verify-library check`.
let package = Package(
    name: "LibraryLoans",
    platforms: [.macOS(.v13)],
    dependencies: [.package(path: "../..")],
    targets: [
        // The implementation: Foundation only, written from the product's own documents; it never sees the spec.
        .target(name: "LibraryLoans"),
        // The conformance side: subjects and rule checks, the only part that knows both.
        .target(name: "LibraryLoansConformance", dependencies: ["LibraryLoans", specConformKit]),
        // The verifier: SpecConform's whole command line for this product (`swift run verify-library check`).
        .executableTarget(name: "verify-library", dependencies: ["LibraryLoansConformance", specConformKit]),
    ]
)
