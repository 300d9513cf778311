// swift-tools-version: 6.0
import PackageDescription

/// The products bundled with the tool. Each lives in its own rooms: `Sources/Products/<Name>/Implementation`
/// (the reference implementation, Foundation only: it never imports the engine and never reads `Spec/`),
/// `Sources/Products/<Name>/Conformance` (subjects and checks, the only side that knows both),
/// `Tests/Products/<Name>/ImplementationTests` and `Tests/Products/<Name>/ConformanceTests`.
/// Adding a product is one line here and one line in `Sources/specconform/main.swift`.
let bundledProducts = ["OchreSoul", "Nonna", "SwapGraph"]

/// The engine's library targets, in dependency order.
let engine: [Target.Dependency] = [
    "SpecJSON", "SpecImport", "SpecOutput", "SpecModel", "SpecLint", "StateMachine", "EventSchema", "Conformance",
    "Traceability",
    "Reporting",
    "SpecDiff", "SpecPipeline", "SpecMutation", "SubjectProtocol", "SpecConformCLI", "SpecConformKit",
]

/// Documentation kept beside a product's implementation sources (not compiled).
let implementationDocs: [String: [String]] = ["SwapGraph": ["API.md", "ReleaseTracking/API.md"]]

/// The four targets of one bundled product.
func productTargets(_ name: String) -> [Target] {
    [
        .target(name: name, path: "Sources/Products/\(name)/Implementation", exclude: implementationDocs[name] ?? []),
        .target(
            name: "\(name)Conformance", dependencies: [.target(name: name), "Conformance", "SpecModel"],
            path: "Sources/Products/\(name)/Conformance"),
        .testTarget(
            name: "\(name)Tests", dependencies: [.target(name: name)],
            path: "Tests/Products/\(name)/ImplementationTests"),
        .testTarget(
            name: "\(name)ConformanceTests",
            dependencies: engine + [
                .target(name: name), .target(name: "\(name)Conformance"), "SpecConformTestSupport",
            ],
            path: "Tests/Products/\(name)/ConformanceTests"),
    ]
}

/// SpecConform: spec conformance checking for products whose specs carry requirement IDs.
/// Foundation only; no package dependencies.
let package = Package(
    name: "SpecConform",
    platforms: [.macOS(.v13)],
    products: [
        .executable(name: "specconform", targets: ["specconform"]),
        // The one library users import: it re-exports what a user's product needs (docs/ARCHITECTURE.md).
        .library(name: "SpecConformKit", targets: ["SpecConformKit"]),
        .executable(name: "ochre-soul-subject", targets: ["ochre-soul-subject"]),
    ],
    targets: [
        // Engine: names no product.
        .target(name: "SpecJSON"),
        .target(name: "SpecOutput", dependencies: ["SpecJSON"]),
        // Foreign formats (XState, SCXML, Mermaid, PlantUML, Gherkin, AsyncAPI, DMN) read into native spec JSON.
        .target(name: "SpecImport", dependencies: ["SpecJSON"]),
        .target(name: "SpecModel", dependencies: ["SpecJSON", "SpecImport"]),
        .target(name: "SpecLint", dependencies: ["SpecModel", "StateMachine", "EventSchema"]),
        .target(name: "StateMachine", dependencies: ["SpecModel"]),
        .target(name: "EventSchema", dependencies: ["SpecModel"]),
        .target(name: "Conformance", dependencies: ["SpecModel", "StateMachine", "EventSchema"]),
        .target(name: "Traceability", dependencies: ["SpecModel", "Conformance"]),
        .target(name: "SpecDiff", dependencies: ["SpecModel", "SpecOutput", "StateMachine", "EventSchema"]),
        .target(name: "Reporting", dependencies: ["SpecModel", "SpecOutput", "Conformance", "Traceability"]),
        // The subject protocol: implementations in any language, driven over JSON lines (docs/SUBJECT-PROTOCOL.md).
        .target(name: "SubjectProtocol", dependencies: ["SpecModel", "Conformance", "EventSchema"]),
        // The named pipeline stages every command is built from.
        .target(
            name: "SpecPipeline",
            dependencies: [
                "SpecModel", "SpecLint", "StateMachine", "EventSchema", "Conformance", "Traceability", "Reporting",
                "SpecDiff", "SubjectProtocol",
            ]),
        // Spec mutation testing: operators over the decoded spec, mutants run in-process.
        .target(
            name: "SpecMutation",
            dependencies: [
                "SpecModel", "SpecOutput", "StateMachine", "EventSchema", "Conformance", "SpecDiff", "SpecPipeline",
            ]),
        .target(
            name: "SpecConformCLI",
            dependencies: [
                "SpecJSON", "SpecOutput", "SpecModel", "SpecLint", "StateMachine", "EventSchema", "Conformance",
                "Traceability",
                "Reporting", "SpecDiff", "SpecPipeline", "SpecMutation", "SubjectProtocol",
            ]),
        // The one library users import: the CLI's entry point `SpecConform.main(products:)` and the types a
        // product's conformance side is written with, re-exported (the only `public` declarations; docs/ARCHITECTURE.md).
        .target(name: "SpecConformKit", dependencies: ["SpecConformCLI", "Conformance", "SpecModel"]),
        // The composition root: the CLI plus every bundled product's conformance side.
        .executableTarget(
            name: "specconform",
            dependencies: ["SpecConformKit"] + bundledProducts.map { .target(name: "\($0)Conformance") }),

        // A bundled product's registered subjects served over the subject protocol, for verifying it through a
        // `subjects.json` (docs/SUBJECT-PROTOCOL.md §8).
        .executableTarget(
            name: "ochre-soul-subject", dependencies: ["OchreSoulConformance", "SubjectProtocol"],
            path: "Sources/Products/OchreSoul/Server"),

        // Benchmarks: programs that print figures; never timed tests.
        .executableTarget(
            name: "specconform-bench",
            dependencies: [
                "SpecModel", "StateMachine", "EventSchema", "Conformance", "Traceability", "SpecDiff", "SpecPipeline",
                "SpecMutation",
                "SubjectProtocol", "ochre-soul-subject",
            ] + bundledProducts.map { .target(name: "\($0)Conformance") },
            path: "Benchmarks/specconform-bench"
        ),

        // Engine tests: one target per engine target, on toy fixtures, plus end-to-end CLI tests.
        .target(
            name: "SpecConformTestSupport",
            dependencies: [
                "SpecModel", "SpecOutput", "Conformance", "Traceability", "SubjectProtocol", "SpecPipeline",
            ], path: "Tests/SpecConformTestSupport"
        ),
        .testTarget(name: "SpecJSONTests", dependencies: ["SpecJSON", "SpecConformTestSupport"]),
        .testTarget(
            name: "SpecOutputTests", dependencies: ["SpecOutput", "SpecJSON", "SpecConformTestSupport"],
            exclude: ["__Golden__"]),
        .testTarget(
            name: "SpecModelTests",
            dependencies: ["SpecModel", "SpecConformTestSupport"]
        ),
        .testTarget(
            name: "SpecLintTests",
            dependencies: ["SpecModel", "SpecLint", "StateMachine", "SpecConformTestSupport"],
            exclude: ["__Fixtures__"]
        ),
        .testTarget(name: "StateMachineTests", dependencies: ["SpecModel", "StateMachine", "SpecConformTestSupport"]),
        .testTarget(name: "EventSchemaTests", dependencies: ["SpecModel", "EventSchema", "SpecConformTestSupport"]),
        .testTarget(
            name: "ConformanceTests",
            dependencies: ["SpecModel", "StateMachine", "EventSchema", "Conformance", "SpecConformTestSupport"]
        ),
        .testTarget(
            name: "TraceabilityTests",
            dependencies: ["SpecModel", "StateMachine", "Conformance", "Traceability", "SpecConformTestSupport"]
        ),
        .testTarget(
            name: "ReportingTests",
            dependencies: [
                "SpecModel", "SpecOutput", "Conformance", "Traceability", "Reporting", "EventSchema",
                "SpecConformTestSupport",
            ],
            exclude: ["__Golden__"]
        ),
        .testTarget(
            name: "SpecDiffTests", dependencies: ["SpecModel", "SpecDiff", "SpecConformTestSupport"],
            exclude: ["__Golden__"]
        ),
        .testTarget(
            name: "SpecPipelineTests",
            dependencies: [
                "SpecPipeline", "SpecMutation", "SpecDiff", "StateMachine", "Conformance", "Traceability", "SpecModel",
                "SpecConformTestSupport",
            ],
            exclude: ["__Golden__"]),
        .testTarget(
            name: "SpecMutationTests",
            dependencies: [
                "SpecMutation", "SpecPipeline", "Conformance", "SpecModel", "SpecDiff", "SpecConformTestSupport",
                "StateMachine",
            ],
            exclude: ["__Golden__"]),
        .testTarget(
            name: "SubjectProtocolTests",
            dependencies: ["SubjectProtocol", "Conformance", "SpecModel", "EventSchema", "SpecConformTestSupport"]),
        .testTarget(
            name: "SubjectServerTests",
            dependencies: [
                "SubjectProtocol", "Conformance", "SpecModel", "SpecConformTestSupport", "ochre-soul-subject",
                "specconform",
            ]),
        .testTarget(
            name: "SpecConformCLITests",
            dependencies: [
                "SpecConformCLI", "SpecPipeline", "SpecModel", "Conformance", "EventSchema", "SpecConformTestSupport",
                "specconform", "SpecDiff", "SubjectProtocol",
            ],
            exclude: ["__Golden__"]
        ),
    ] + bundledProducts.flatMap(productTargets)
)
