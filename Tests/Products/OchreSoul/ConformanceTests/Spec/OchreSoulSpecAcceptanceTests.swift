import Foundation
import SpecConformTestSupport
import SpecLint
import SpecModel
import Testing

/// Acceptance of `Spec/ochre-soul/` against its documents: every expectation below is copied from
/// `000_2f240af635e690c1.txt` (§7.2–§7.8) or `001_ad2b6bc57c634f3f.txt` (journeys), never from the data.
///
/// Each check returns the problems it finds as sorted strings, so a failure names the element and what the
/// document says, and each check has a negative test that feeds it wrong data.
@Suite("ochre-soul spec data agrees with its documents")
struct OchreSoulSpecAcceptanceTests {
    /// The package root, from `Tests/SpecLintTests/<this file>`: up two folders.
    static let packageRoot = PackagePaths.root
    static let loaded = SpecLoader.load(root: packageRoot + "/Spec")

    static func bundle() throws -> SpecBundle { try #require(loaded.catalog.bundle("ochre-soul")) }

    static func render(_ d: Diagnostic) -> String {
        let position = d.location.map { "\($0.line):\($0.column)" } ?? "-"
        return "\(d.file ?? "-"):\(position): \(d.severity.rawValue)[\(d.code)]: \(d.message) (\(d.jsonPointer ?? "-"))"
    }

    // MARK: 1. Inventory

    @Test(
        "documents' inventory: 67 in-scope features, 5+8+10 journeys, EDGE-001…010, 4 machines, 13 events, 13 endpoints, 7 commands, 14 modules, 12 §7.5 cases"
    )
    func inventoryMatchesDocuments() throws {
        let bundle = try Self.bundle()
        #expect(bundle.features.filter { $0.scope == .in }.count == 67)
        #expect(bundle.journeys.filter { $0.type == .primary }.count == 5)
        #expect(bundle.journeys.filter { $0.type == .alternate }.count == 8)
        #expect(bundle.journeys.filter { $0.type == .failure }.count == 10)
        #expect(bundle.journeys.filter { $0.type == .edge }.count == 10)
        #expect(bundle.machines.count == 4)
        #expect(bundle.events.count == 13)
        #expect(bundle.apiEndpoints.count == 13)
        #expect(bundle.cliCommands.count == 7)
        #expect(bundle.modules.count == 14)
        #expect(bundle.edgeCases.count == 12)
        let problems = Self.inventoryProblems(bundle)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("inventory check rejects a dropped event and an endpoint the document does not list")
    func inventoryCheckCanFail() throws {
        var bundle = try Self.bundle()
        bundle.events.removeAll { $0.name == "sync_failed" }
        let list = try #require(bundle.apiEndpoints.firstIndex { $0.method == .get && $0.path == "/artworks" })
        bundle.apiEndpoints[list].path = "/artworkz"
        bundle.features.removeAll { $0.id == "FEAT-REL-001" }
        let problems = Self.inventoryProblems(bundle)
        #expect(problems.contains("events: missing [\"sync_failed\"]"))
        #expect(problems.contains("API endpoints: missing [\"GET /artworks\"]"))
        #expect(problems.contains("API endpoints: not in the document [\"GET /artworkz\"]"))
        #expect(problems.contains("in-scope features: missing [\"FEAT-REL-001\"]"))
    }

    // MARK: 2. State diagrams

    @Test(
        "§7.3.1–§7.3.4: every diagram state exists and is reachable, the initial state is the diagram's first, every drawn transition exists"
    )
    func machinesDrawEveryDiagram() throws {
        let bundle = try Self.bundle()
        for diagram in Document.diagrams {
            let machine = Self.machine(for: diagram, in: bundle)
            let problems = Self.diagramProblems(machine, diagram)
            #expect(problems.isEmpty, "\(diagram.section): \(problems.joined(separator: "\n"))")
            if let machine {
                let added = machine.states.map(\.name).filter { !diagram.states.contains($0) }.sorted()
                let drawn = Set(diagram.edges.map { "\($0.from) → \($0.to)" })
                let extra = Self.pairs(of: machine).subtracting(drawn).sorted()
                print("\(diagram.section) machine \(machine.id): states beyond the diagram: \(added)")
                print("\(diagram.section) machine \(machine.id): transitions beyond the diagram: \(extra)")
            }
        }
    }

    @Test("§7.3.4 publication cannot skip Validated or Approved")
    func publicationCannotSkipValidatedOrApproved() throws {
        let bundle = try Self.bundle()
        let diagram = try #require(Document.diagrams.first { $0.section == "§7.3.4" })
        let machine = try #require(Self.machine(for: diagram, in: bundle))
        #expect(Self.reachable(machine).contains("Published"))
        for gate in ["Validated", "Approved"] {
            #expect(
                !Self.reachable(machine, avoiding: gate).contains("Published"), "Published is reachable without \(gate)"
            )
        }
    }

    @Test("diagram check rejects a wrong initial state, a retargeted transition and an orphan state")
    func diagramCheckCanFail() throws {
        let bundle = try Self.bundle()
        let diagram = try #require(Document.diagrams.first { $0.section == "§7.3.2" })
        var machine = try #require(Self.machine(for: diagram, in: bundle))
        machine.initial = "DetailViewed"
        for (s, state) in machine.states.enumerated() where state.name == "Verifying" {
            for (e, group) in state.on.enumerated() {
                for (t, transition) in group.transitions.enumerated() where transition.target == "DownloadFailed" {
                    machine.states[s].on[e].transitions[t].target = "Downloading"
                }
            }
        }
        machine.states.removeAll { $0.name == "OldVersionPlayable" }
        let problems = Self.diagramProblems(machine, diagram)
        #expect(
            problems.contains("initial state is \"DetailViewed\", the diagram's first state is \"CatalogueVisible\""))
        #expect(problems.contains("no transition Verifying → DownloadFailed"))
        #expect(problems.contains("missing state \"OldVersionPlayable\""))
        #expect(problems.contains("state \"CatalogueVisible\" is not reachable from the initial state"))
        #expect(Self.diagramProblems(nil, diagram) == ["no machine whose source section starts with §7.3.2"])
    }

    // MARK: 3. The 67-record claim

    @Test("CLAIM-7-8-FROZEN: no lint.matrix-claim finding, and the §7.8 rows name exactly the in-scope feature IDs")
    func matrixRowsNameExactlyTheInScopeFeatures() throws {
        let bundle = try Self.bundle()
        let claims = Linter().lint(Self.loaded, options: LintOptions(products: ["ochre-soul"]))
            .filter { $0.code == "lint.matrix-claim" }
        #expect(claims.isEmpty, "\(claims.map(Self.render).joined(separator: "\n"))")
        let problems = Self.matrixProblems(bundle)
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("matrix check rejects an in-scope feature made out of scope and a row that drops a feature")
    func matrixCheckCanFail() throws {
        var bundle = try Self.bundle()
        let index = try #require(bundle.features.firstIndex { $0.id == "FEAT-ONB-009" })
        bundle.features[index].scope = .out
        let matrix = try #require(bundle.matrices.firstIndex { $0.info.source?.section.hasPrefix("§7.8") == true })
        let row = try #require(bundle.matrices[matrix].rows.firstIndex { $0.label == "Progress" })
        bundle.matrices[matrix].rows[row].features.removeAll { $0.value == "FEAT-API-002" }
        let problems = Self.matrixProblems(bundle)
        #expect(problems.contains("in-scope features vs the document's 67: missing [\"FEAT-ONB-009\"]"))
        #expect(problems.contains("row \"Progress\": missing [\"FEAT-API-002\"]"))
        #expect(problems.contains("rows vs in-scope features: not in scope [\"FEAT-ONB-009\"]"))
    }

    // MARK: 4. Lint

    @Test("ochre-soul loads and lints without errors")
    func lintReportsNoErrors() throws {
        _ = try Self.bundle()
        let loadErrors = Self.loaded.diagnostics.filter {
            $0.severity == .error && ($0.file ?? "").contains("/ochre-soul")
        }
        #expect(loadErrors.isEmpty, "\(loadErrors.map(Self.render).joined(separator: "\n"))")
        let errors = Linter().lint(Self.loaded).filter {
            $0.severity == .error && ($0.file ?? "").contains("/ochre-soul")
        }
        #expect(errors.isEmpty, "\(errors.map(Self.render).joined(separator: "\n"))")
    }

    @Test("lint reports an error when a machine's initial state does not exist")
    func lintCanFail() throws {
        var bundle = try Self.bundle()
        bundle.machines[0].initial = "Nowhere"
        #expect(Linter().lint(bundle).contains { $0.severity == .error })
    }

    // MARK: 5. Events

    @Test(
        "§7.7: coarse enums of library_viewed, artwork_viewed, paywall_viewed, purchase_failed; required properties; child mode suppresses every event but app_opened; forbidden payload content"
    )
    func eventSchemasCarryTheDocumentsPolicy() throws {
        let problems = Self.eventProblems(try Self.bundle())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test(
        "event check rejects a missing enum value, a behavioural event allowed in child mode and a missing required property"
    )
    func eventCheckCanFail() throws {
        var bundle = try Self.bundle()
        let failed = try #require(bundle.events.firstIndex { $0.name == "purchase_failed" })
        let schema =
            #"{"type": "object", "required": ["product_id"], "properties": {"product_id": {"type": "string"}, "reason": {"type": "string", "enum": ["cancelled", "network"]}}}"#
        bundle.events[failed].schema = try #require(JSONParser().parse(schema).root)
        let filled = try #require(bundle.events.firstIndex { $0.name == "region_filled" })
        bundle.events[filled].policy.when["child-mode"]?.allowed = true
        let problems = Self.eventProblems(bundle)
        #expect(
            problems.contains(
                "purchase_failed.reason: missing [\"invalid_receipt\", \"store_unavailable\", \"unknown\"]"))
        #expect(problems.contains("purchase_failed required: missing [\"reason\"]"))
        #expect(problems.contains("region_filled: allowed under child-mode is true, the document says false"))
    }

    // MARK: 6. Roadmap

    @Test(
        "roadmap candidates FEAT-ADS-001 … FEAT-MERCH-001 and FEAT-DEEP-001 are out of scope with the document's reason"
    )
    func roadmapFeaturesAreOutOfScopeWithReason() throws {
        let problems = Self.roadmapProblems(try Self.bundle())
        #expect(problems.isEmpty, "\(problems.joined(separator: "\n"))")
    }

    @Test("roadmap check rejects a candidate in scope and a candidate without its reason")
    func roadmapCheckCanFail() throws {
        var bundle = try Self.bundle()
        let ads = try #require(bundle.features.firstIndex { $0.id == "FEAT-ADS-001" })
        bundle.features[ads].scope = .in
        let deep = try #require(bundle.features.firstIndex { $0.id == "FEAT-DEEP-001" })
        bundle.features[deep].scopeReason = " "
        bundle.features.removeAll { $0.id == "FEAT-AI-001" }
        let problems = Self.roadmapProblems(bundle)
        #expect(problems.contains("FEAT-ADS-001: scope is in, the document makes it a roadmap candidate"))
        #expect(problems.contains("FEAT-DEEP-001: no scopeReason"))
        #expect(problems.contains("FEAT-AI-001: not defined"))
    }
}

// MARK: - What the documents say

extension OchreSoulSpecAcceptanceTests {
    /// A §7.3 `stateDiagram-v2` block: `[*] --> initial` and every `from --> to` line, in document order.
    struct Diagram: Sendable {
        var section: String
        var initial: String
        var edges: [(from: String, to: String)]

        /// The states the diagram names, in order of first appearance (the initial state first).
        var states: [String] {
            var seen: [String] = [initial]
            for edge in edges {
                for name in [edge.from, edge.to] where !seen.contains(name) { seen.append(name) }
            }
            return seen
        }
    }

    /// Expectations copied from the seed documents.
    enum Document {
        static let diagrams: [Diagram] = [
            Diagram(
                section: "§7.3.1", initial: "FirstLaunch",
                edges: [
                    ("FirstLaunch", "AnonymousSessionCreated"), ("AnonymousSessionCreated", "OnboardingInProgress"),
                    ("OnboardingInProgress", "PreferencesCaptured"), ("PreferencesCaptured", "LibraryRevealed"),
                    ("LibraryRevealed", "FirstPlayStarted"), ("FirstPlayStarted", "AhaMomentReached"),
                    ("AhaMomentReached", "FounderNoteEligible"), ("FounderNoteEligible", "AccountPromptEligible"),
                    ("AccountPromptEligible", "AnonymousContinuing"), ("AccountPromptEligible", "Authenticated"),
                    ("AnonymousContinuing", "Authenticated"),
                ]),
            Diagram(
                section: "§7.3.2", initial: "CatalogueVisible",
                edges: [
                    ("CatalogueVisible", "DetailViewed"), ("DetailViewed", "DownloadRequested"),
                    ("DetailViewed", "PaywallRequired"), ("PaywallRequired", "AccountRequired"),
                    ("AccountRequired", "PaywallRequired"), ("PaywallRequired", "Entitled"),
                    ("Entitled", "DownloadRequested"),
                    ("DownloadRequested", "Downloading"), ("Downloading", "Verifying"), ("Verifying", "CachedPlayable"),
                    ("Verifying", "DownloadFailed"), ("CachedPlayable", "OfflinePlayable"),
                    ("CachedPlayable", "VersionReview"),
                    ("VersionReview", "CachedPlayable"), ("VersionReview", "OldVersionPlayable"),
                ]),
            Diagram(
                section: "§7.3.3", initial: "ArtworkLoaded",
                edges: [
                    ("ArtworkLoaded", "ColourSelected"), ("ColourSelected", "TapReceived"), ("TapReceived", "NoHit"),
                    ("TapReceived", "WrongColour"), ("TapReceived", "CorrectHit"), ("NoHit", "ColourSelected"),
                    ("WrongColour", "ColourSelected"), ("CorrectHit", "LocalProgressWritten"),
                    ("LocalProgressWritten", "SyncQueued"), ("SyncQueued", "Completed"),
                    ("SyncQueued", "ColourSelected"),
                    ("Completed", "FounderNoteEligible"),
                ]),
            Diagram(
                section: "§7.3.4", initial: "Draft",
                edges: [
                    ("Draft", "Generated"), ("Generated", "ValidationFailed"), ("ValidationFailed", "Generated"),
                    ("Generated", "Validated"), ("Validated", "ReviewRequested"),
                    ("ReviewRequested", "ChangesRequested"),
                    ("ChangesRequested", "Generated"), ("ReviewRequested", "Approved"), ("Approved", "Uploaded"),
                    ("Uploaded", "Previewed"), ("Previewed", "Published"), ("Published", "Unpublished"),
                    ("Unpublished", "Published"), ("Unpublished", "Generated"),
                ]),
        ]

        /// §7.8: each row's "Functional area" and its "Feature IDs" cell.
        static let matrixRows: [(label: String, features: [String])] = [
            ("Anonymous-first identity", ["FEAT-ID-001 to FEAT-ID-003", "FEAT-DATA-001", "FEAT-API-003"]),
            ("Onboarding and retention", ["FEAT-ONB-001 to FEAT-ONB-006", "FEAT-RET-001"]),
            (
                "Trust moment and notifications",
                [
                    "FEAT-ONB-007", "FEAT-ONB-008", "FEAT-ONB-009", "FEAT-NOT-001", "FEAT-PROG-003", "FEAT-PROG-004",
                    "FEAT-OPEN-001", "FEAT-OPEN-003",
                ]
            ),
            (
                "Library and artwork decisioning",
                [
                    "FEAT-LIB-001 to FEAT-LIB-004", "FEAT-ART-001", "FEAT-ART-002", "FEAT-DATA-002", "FEAT-API-001",
                ]
            ),
            (
                "Offline download and cache",
                [
                    "FEAT-DL-001", "FEAT-DL-002", "FEAT-CACHE-001", "FEAT-CACHE-002", "FEAT-NET-001", "FEAT-DATA-003",
                ]
            ),
            (
                "Canvas, palette, accessibility",
                [
                    "FEAT-CAN-001 to FEAT-CAN-004", "FEAT-PAL-001", "FEAT-PAL-002", "FEAT-ACC-001 to FEAT-ACC-003",
                    "FEAT-DATA-003",
                ]
            ),
            ("Progress", ["FEAT-PROG-001 to FEAT-PROG-003", "FEAT-DATA-004", "FEAT-API-002"]),
            ("Pack monetisation", ["FEAT-IAP-001 to FEAT-IAP-004", "FEAT-DATA-005", "FEAT-API-004"]),
            ("Settings, child mode", ["FEAT-SET-001 to FEAT-SET-003"]),
            (
                "Content pipeline and cultural review",
                [
                    "FEAT-CONT-001 to FEAT-CONT-003", "FEAT-CULT-001", "FEAT-ADMIN-001", "FEAT-DATA-006",
                    "FEAT-API-005",
                ]
            ),
            ("Banned UI conventions", []),
            ("Observability and release", ["FEAT-OBS-001 to FEAT-OBS-003", "FEAT-REL-001"]),
        ]

        /// The 67 frozen records: every ID the §7.8 rows name.
        static var inScopeFeatures: [String] { Array(Set(matrixRows.flatMap { $0.features.flatMap(expand) })).sorted() }

        /// 001 "Roadmap journey candidates": required feature → "Why it is not v1"; FEAT-DEEP-001 from EDGE-010
        /// ("after future deep-link support") has no reason column, so only a non-empty reason is required.
        static let roadmap: [(id: String, reason: String?)] = [
            ("FEAT-ADS-001", "OD-01 recommends omission until retention data exists; child-mode privacy risk is high."),
            ("FEAT-SUB-001", "OD-02 resolved subscription out of MVP; pack conversion needs validation first."),
            ("FEAT-UGC-001", "Moderation, rights, safety, and cultural review complexity exceed MVP scope."),
            ("FEAT-ACH-001", "Product tone should stay calm; MVP uses only the first-steps checklist."),
            ("FEAT-SOC-001", "Public profiles and child-mode sharing require additional privacy work."),
            ("FEAT-CHILD-001", "MVP uses a single child-mode flag and audience setting."),
            ("FEAT-AUDIO-001", "Adds media pipeline and performance considerations outside the launch target."),
            ("FEAT-AI-001", "Cultural authenticity and rights risks need a separate policy."),
            ("FEAT-MERCH-001", "Commerce and fulfilment are unrelated to the initial canvas validation risk."),
            ("FEAT-DEEP-001", nil),
        ]

        static let primaryJourneys = expand("JRN-P01 to JRN-P05")
        static let alternateJourneys = expand("JRN-A01 to JRN-A08")
        static let failureJourneys = expand("JRN-F01 to JRN-F10")
        static let edgeJourneys = expand("EDGE-001 to EDGE-010")

        /// §7.7 "Required properties" per event, in table order.
        static let events: [(name: String, required: [String])] = [
            ("app_opened", ["session_id", "app_version", "child_mode"]), ("library_viewed", ["section"]),
            ("artwork_viewed", ["artwork_id", "source"]), ("artwork_download_started", ["artwork_id", "premium"]),
            ("artwork_download_completed", ["artwork_id", "bytes", "duration_ms"]),
            ("artwork_opened", ["artwork_id", "open_duration_ms"]),
            ("region_filled", ["artwork_id", "colour_id", "correct"]),
            ("artwork_completed", ["artwork_id", "total_duration_min"]), ("paywall_viewed", ["trigger"]),
            ("purchase_started", ["product_id"]), ("purchase_succeeded", ["product_id"]),
            ("purchase_failed", ["product_id", "reason"]), ("sync_failed", ["reason"]),
        ]

        /// §7.7 Notes: the coarse values, as the document writes them ("continue row" becomes the token `continue_row`).
        static let enums: [(event: String, property: String, values: [String])] = [
            ("library_viewed", "section", ["featured", "new", "category", "downloaded"]),
            ("artwork_viewed", "source", ["library", "continue row", "notification", "internal preview"]),
            ("paywall_viewed", "trigger", ["locked_artwork", "restore"]),
            ("purchase_failed", "reason", ["cancelled", "invalid_receipt", "store_unavailable", "network", "unknown"]),
        ]

        /// §7.7: "Event payloads must avoid sensitive cultural notes, raw receipt data, child identifiers, and
        /// free-text user input."
        static let forbiddenEverywhere = ["cultural-note", "receipt", "child-identifier", "free-text"]

        static let endpoints = [
            "GET /artworks", "GET /artworks/{slug}", "GET /artwork_categories", "GET /content_packs",
            "GET /content_packs/{slug}", "POST /functions/get-artwork-download-url", "GET /user_artwork_progress",
            "POST /functions/sync-progress", "POST /functions/validate-purchase", "GET /entitlements",
            "POST /functions/restore-purchases", "POST /functions/store-notification", "POST /functions/admin-*",
        ]
        static let commands = [
            "oands bundle generate", "oands bundle validate", "oands artwork upload", "oands artwork preview",
            "oands artwork request-review", "oands artwork publish", "oands artwork unpublish",
        ]
        static let modules = [
            "Anonymous identity", "Onboarding and retention", "Trust moment", "Notifications", "Library",
            "Artwork detail",
            "Download and cache", "Canvas engine", "Palette", "Progress", "Monetisation", "Settings",
            "Content pipeline",
            "Observability and release",
        ]
        static let edgeCases = [
            "Anonymous premium request", "No entitlement", "Receipt validation failure", "Checksum mismatch",
            "Signed URL expiry", "Offline catalogue refresh", "Progress sync failure", "Incompatible artwork version",
            "Validator block", "Child-mode restricted action", "OS removes cached files", "Very small region tap",
        ]

        /// Expands "PREFIX001 to PREFIX003" as the documents write ranges; any other reference is itself.
        static func expand(_ reference: String) -> [String] {
            let ends = reference.components(separatedBy: " to ")
            guard ends.count == 2 else { return [reference] }
            func split(_ id: String) -> (prefix: String, digits: String) {
                let digits = String(id.reversed().prefix { $0.isNumber }.reversed())
                return (String(id.dropLast(digits.count)), digits)
            }
            let (prefix, first) = split(ends[0])
            let (_, last) = split(ends[1])
            guard let low = Int(first), let high = Int(last), low <= high else { return [reference] }
            return (low...high).map { n in
                let number = String(n)
                return prefix + String(repeating: "0", count: max(0, first.count - number.count)) + number
            }
        }
    }
}

// MARK: - Checks: each returns its problems, sorted

extension OchreSoulSpecAcceptanceTests {
    /// "<label>: missing [...]", "<label>: <extra> [...]" and "<label>: duplicated [...]" comparing two lists as sets.
    static func difference(
        _ label: String, expected: [String], actual: [String], missing: String = "missing",
        extra: String = "not in the document"
    ) -> [String] {
        var problems: [String] = []
        let absent = Set(expected).subtracting(actual).sorted()
        let surplus = Set(actual).subtracting(expected).sorted()
        let duplicated = Dictionary(grouping: actual, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
        if !absent.isEmpty { problems.append("\(label): \(missing) \(absent)") }
        if !surplus.isEmpty { problems.append("\(label): \(extra) \(surplus)") }
        if !duplicated.isEmpty { problems.append("\(label): duplicated \(duplicated)") }
        return problems
    }

    static func inventoryProblems(_ bundle: SpecBundle) -> [String] {
        func journeys(_ type: Journey.JourneyType) -> [String] { bundle.journeys.filter { $0.type == type }.map(\.id) }
        var problems: [String] = []
        problems += difference(
            "in-scope features", expected: Document.inScopeFeatures,
            actual: bundle.features.filter { $0.scope == .in }.map(\.id))
        problems += difference("primary journeys", expected: Document.primaryJourneys, actual: journeys(.primary))
        problems += difference("alternate journeys", expected: Document.alternateJourneys, actual: journeys(.alternate))
        problems += difference("failure journeys", expected: Document.failureJourneys, actual: journeys(.failure))
        problems += difference("edge journeys", expected: Document.edgeJourneys, actual: journeys(.edge))
        let sections = Document.diagrams.map(\.section)
        problems += difference(
            "machines by §7.3 section", expected: sections,
            actual: bundle.machines.map { machine in sections.first { isSection(machine.info.source, $0) } ?? machine.id
            })
        problems += difference("events", expected: Document.events.map(\.name), actual: bundle.events.map(\.name))
        problems += difference(
            "API endpoints", expected: Document.endpoints,
            actual: bundle.apiEndpoints.map { "\($0.method.rawValue) \($0.path)" })
        problems += difference("CLI commands", expected: Document.commands, actual: bundle.cliCommands.map(\.command))
        problems += difference("modules", expected: Document.modules, actual: bundle.modules.map(\.name))
        problems += difference("§7.5 edge cases", expected: Document.edgeCases, actual: bundle.edgeCases.map(\.title))
        return problems.sorted()
    }

    /// Whether `source` cites `section` of the functional spec ("§7.3.2 Artwork access and download state").
    static func isSection(_ source: SourceRef?, _ section: String) -> Bool {
        guard let source, source.document == "000_2f240af635e690c1.txt" else { return false }
        return source.section == section || source.section.hasPrefix(section + " ")
    }

    static func machine(for diagram: Diagram, in bundle: SpecBundle) -> Machine? {
        bundle.machines.first { isSection($0.info.source, diagram.section) }
    }

    /// The states reachable from the initial state over every transition, guards ignored, never entering `avoiding`.
    static func reachable(_ machine: Machine, avoiding: String? = nil) -> Set<String> {
        var seen: Set<String> = [machine.initial]
        var queue = [machine.initial]
        while let name = queue.popLast() {
            for group in machine.state(named: name)?.on ?? [] {
                for target in group.transitions.map(\.target) where target != avoiding && !seen.contains(target) {
                    seen.insert(target)
                    queue.append(target)
                }
            }
        }
        return seen
    }

    /// Every "from → to" pair the machine has at least one transition for.
    static func pairs(of machine: Machine) -> Set<String> {
        var pairs: Set<String> = []
        for state in machine.states {
            for group in state.on { for t in group.transitions { pairs.insert("\(state.name) → \(t.target)") } }
        }
        return pairs
    }

    static func diagramProblems(_ machine: Machine?, _ diagram: Diagram) -> [String] {
        guard let machine else { return ["no machine whose source section starts with \(diagram.section)"] }
        var problems: [String] = []
        if machine.initial != diagram.initial {
            problems.append(
                "initial state is \"\(machine.initial)\", the diagram's first state is \"\(diagram.initial)\"")
        }
        let names = Set(machine.states.map(\.name))
        let reached = reachable(machine)
        for state in diagram.states {
            if !names.contains(state) {
                problems.append("missing state \"\(state)\"")
            } else if !reached.contains(state) {
                problems.append("state \"\(state)\" is not reachable from the initial state")
            }
        }
        let drawn = pairs(of: machine)
        for edge in diagram.edges where !drawn.contains("\(edge.from) → \(edge.to)") {
            problems.append("no transition \(edge.from) → \(edge.to)")
        }
        return problems.sorted()
    }

    static func matrixProblems(_ bundle: SpecBundle) -> [String] {
        var problems: [String] = []
        let expected = Document.inScopeFeatures
        if expected.count != 67 { problems.append("the document's §7.8 rows expand to \(expected.count) IDs, not 67") }
        let inScope = bundle.features.filter { $0.scope == .in }.map(\.id)
        problems += difference("in-scope features vs the document's 67", expected: expected, actual: inScope)
        guard let matrix = bundle.matrices.first(where: { isSection($0.info.source, "§7.8") }) else {
            return (problems + ["no matrix whose source section starts with §7.8"]).sorted()
        }
        for row in Document.matrixRows {
            guard let data = matrix.rows.first(where: { $0.label == row.label }) else {
                problems.append("no row labelled \"\(row.label)\"")
                continue
            }
            let named = data.features.flatMap { bundle.expand($0.value) }
            problems += difference(
                "row \"\(row.label)\"", expected: row.features.flatMap(Document.expand), actual: Array(Set(named)))
        }
        for row in matrix.rows where !Document.matrixRows.contains(where: { $0.label == row.label }) {
            problems.append("row \"\(row.id)\" labelled \"\(row.label ?? "-")\" is not in the document")
        }
        let union = Set(matrix.rows.flatMap { $0.features.flatMap { bundle.expand($0.value) } })
        problems += difference(
            "rows vs in-scope features", expected: inScope, actual: Array(union), missing: "in no row",
            extra: "not in scope")
        return problems.sorted()
    }

    /// The string values of `event.schema.properties[property].enum`, or nil when there is none.
    static func enumValues(_ event: EventSpec, _ property: String) -> [String]? {
        event.schema["properties"]?[property]?["enum"]?.items?.compactMap(\.string)
    }

    static func eventProblems(_ bundle: SpecBundle) -> [String] {
        var problems: [String] = []
        for (name, required) in Document.events {
            guard let event = bundle.event(named: name) else {
                problems.append("\(name): not defined")
                continue
            }
            let declared = event.schema["required"]?.items?.compactMap(\.string) ?? []
            problems += difference("\(name) required", expected: required, actual: declared)
            let allowed = name == "app_opened"
            if let stated = event.policy.when["child-mode"]?.allowed, stated == allowed {
            } else {
                let stated = event.policy.when["child-mode"]?.allowed.map(String.init) ?? "unstated"
                problems.append("\(name): allowed under child-mode is \(stated), the document says \(allowed)")
            }
            let forbidden = Document.forbiddenEverywhere + (name == "artwork_download_started" ? ["signed-url"] : [])
            let lacking = forbidden.filter { !event.policy.forbiddenContent.map(\.name).contains($0) }
            if !lacking.isEmpty { problems.append("\(name): forbiddenContent lacks \(lacking)") }
        }
        if let opened = bundle.event(named: "app_opened"),
            !(opened.policy.when["child-mode"]?.absent ?? []).contains("session_id")
        {
            problems.append(
                "app_opened: when.child-mode.absent lacks the identifier session_id (\"identifiers stripped\")")
        }
        if !bundle.eventConditions.map(\.name).contains("child-mode") {
            problems.append("the events file does not declare the condition child-mode")
        }
        for (name, property, words) in Document.enums {
            guard let event = bundle.event(named: name) else { continue }
            guard let values = enumValues(event, property) else {
                problems.append("\(name).\(property): no enum")
                continue
            }
            let tokens = words.map { $0.replacingOccurrences(of: " ", with: "_") }
            problems += difference("\(name).\(property)", expected: tokens, actual: values)
        }
        return problems.sorted()
    }

    static func roadmapProblems(_ bundle: SpecBundle) -> [String] {
        var problems: [String] = []
        for (id, reason) in Document.roadmap {
            guard let feature = bundle.feature(id: id) else {
                problems.append("\(id): not defined")
                continue
            }
            if feature.scope != .out {
                problems.append("\(id): scope is \(feature.scope.rawValue), the document makes it a roadmap candidate")
            }
            let given = feature.scopeReason?.trimmingCharacters(in: .whitespacesAndNewlines) ?? ""
            if given.isEmpty {
                problems.append("\(id): no scopeReason")
            } else if let reason, !given.contains(reason) {
                problems.append("\(id): scopeReason \"\(given)\" does not give the document's reason \"\(reason)\"")
            }
        }
        return problems.sorted()
    }
}
