// swift-tools-version: 6.0
import PackageDescription

/// SpecConform: spec conformance checking for products whose specs carry requirement IDs.
/// Foundation only; no package dependencies.
let package = Package(
    name: "SpecConform",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "specconform", targets: ["specconform"]),
        .library(name: "SpecModel", targets: ["SpecModel"]),
        .library(name: "SpecLint", targets: ["SpecLint"]),
        .library(name: "StateMachine", targets: ["StateMachine"]),
        .library(name: "EventSchema", targets: ["EventSchema"]),
        .library(name: "Conformance", targets: ["Conformance"]),
        .library(name: "Traceability", targets: ["Traceability"]),
        .library(name: "Reporting", targets: ["Reporting"]),
        .library(name: "SpecDiff", targets: ["SpecDiff"]),
        .library(name: "SpecConformCLI", targets: ["SpecConformCLI"]),
    ],
    targets: [
        // Engine
        .target(name: "SpecModel"),
        .target(name: "SpecLint", dependencies: ["SpecModel", "StateMachine"]),
        .target(name: "StateMachine", dependencies: ["SpecModel"]),
        .target(name: "EventSchema", dependencies: ["SpecModel"]),
        .target(name: "Conformance", dependencies: ["SpecModel", "StateMachine", "EventSchema"]),
        .target(name: "Traceability", dependencies: ["SpecModel", "Conformance"]),
        .target(name: "SpecDiff", dependencies: ["SpecModel", "StateMachine"]),
        .target(name: "Reporting", dependencies: ["SpecModel", "Conformance", "Traceability"]),
        .target(
            name: "SpecConformCLI",
            dependencies: [
                "SpecModel", "SpecLint", "StateMachine", "EventSchema", "Conformance", "Traceability", "Reporting",
                "SpecDiff",
            ]
        ),
        .executableTarget(name: "specconform", dependencies: ["SpecConformCLI", "OchreSoulConformance", "Conformance"]),

        // Reference implementations: written from the documents, Foundation only. They never import the
        // engine and never read Spec/ (the independence rule); only the *Conformance targets know both sides.
        .target(name: "OchreSoul"),
        .target(name: "OchreSoulConformance", dependencies: ["OchreSoul", "Conformance", "SpecModel"]),

        // Benchmarks: programs that print figures; never timed tests.
        .executableTarget(
            name: "specconform-bench",
            dependencies: ["SpecModel", "StateMachine", "EventSchema", "Conformance", "Traceability", "SpecDiff"],
            path: "Benchmarks/specconform-bench"
        ),

        // Tests: one target per source target, plus end-to-end CLI tests.
        .target(
            name: "SpecConformTestSupport", dependencies: ["SpecModel", "Conformance"], path: "Tests/SpecConformTestSupport"
        ),
        .testTarget(
            name: "SpecModelTests",
            dependencies: ["SpecModel", "SpecConformTestSupport"],
            exclude: ["__Golden__"]
        ),
        .testTarget(
            name: "SpecLintTests",
            dependencies: ["SpecModel", "SpecLint", "StateMachine"],
            exclude: ["__Fixtures__"]
        ),
        .testTarget(name: "StateMachineTests", dependencies: ["SpecModel", "StateMachine", "SpecConformTestSupport"]),
        .testTarget(name: "EventSchemaTests", dependencies: ["SpecModel", "EventSchema", "SpecConformTestSupport"]),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["SpecModel", "StateMachine", "EventSchema", "Conformance", "SpecConformTestSupport"]
        ),
        .testTarget(name: "TraceabilityTests", dependencies: ["SpecModel", "Conformance", "Traceability"]),
        .testTarget(
            name: "ReportingTests",
            dependencies: ["SpecModel", "Conformance", "Traceability", "Reporting", "EventSchema", "SpecConformTestSupport"],
            exclude: ["__Golden__"]
        ),
        .testTarget(
            name: "SpecDiffTests", dependencies: ["SpecModel", "SpecDiff", "SpecConformTestSupport"], exclude: ["__Golden__"]
        ),
        .testTarget(name: "OchreSoulTests", dependencies: ["OchreSoul"]),
        .testTarget(
            name: "OchreSoulConformanceTests",
            dependencies: ["OchreSoul", "OchreSoulConformance", "Conformance", "SpecModel", "StateMachine", "EventSchema"]
        ),
        .testTarget(
            name: "SpecConformCLITests",
            dependencies: ["SpecConformCLI", "SpecModel", "Conformance", "SpecConformTestSupport", "specconform"],
            exclude: ["__Golden__"]
        ),
    ]
)
