import Foundation
import SpecConformTestSupport
import SpecModel
import Testing
import Traceability

@testable import Reporting

/// A statechart's diagrams: Mermaid composite and concurrent states, the SVG's nested boxes and dashed region
/// separators, transitions between nested states, checked on a hand-built three-level machine with a parallel state
/// (`StatechartFixture`); flat machines keep their golden files (`RendererTests`).
@Suite struct StatechartDiagramTests {
    /// Every drawn state's box by name (a leaf's box, a compound or parallel state's box, a region's band).
    static func boxes(_ svg: String) throws -> [String: StateLayout.Box] {
        let tree = try XMLTree.parse(svg).get()
        var boxes: [String: StateLayout.Box] = [:]
        for g in tree.all("g", classes: ["state"]) {
            guard let name = g.all("text").first?.text, let rect = g.all("rect").first else { continue }
            let v = ["x", "y", "width", "height"].map { Double(rect.attributes[$0] ?? "") ?? -1 }
            boxes[name] = StateLayout.Box(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        return boxes
    }

    /// The states the SVG does not draw inside the box of the parent `machine` gives them, or draws inside the box of
    /// a state that is not an ancestor: `Cash is not inside Payment`.
    static func misplaced(_ svg: String, _ machine: MachineCoverage) throws -> [String] {
        let boxes = try boxes(svg)
        func inside(_ a: StateLayout.Box, _ b: StateLayout.Box) -> Bool {
            a.x >= b.x && a.y >= b.y && a.x + a.width <= b.x + b.width && a.y + a.height <= b.y + b.height
        }
        var problems: [String] = []
        for state in machine.states {
            guard let box = boxes[state.name] else {
                problems.append("\(state.name) is not drawn")
                continue
            }
            var ancestors: Set<String> = []
            var current = state.parent
            while let p = current {
                ancestors.insert(p)
                current = machine.states.first { $0.name == p }?.parent
            }
            if let parent = state.parent, let outer = boxes[parent], !inside(box, outer) {
                problems.append("\(state.name) is not inside \(parent)")
            }
            for other in machine.states where other.name != state.name && !ancestors.contains(other.name) {
                if let outer = boxes[other.name], inside(box, outer) {
                    problems.append("\(state.name) is inside \(other.name)")
                }
            }
        }
        return problems
    }

    @Test("Mermaid: compound states are blocks with their own start, a parallel state's regions are separated by --")
    func mermaidGolden() {
        let text = MermaidDiagram(StatechartFixture.machine).text
        GoldenFile.check(text, against: "statechart.mmd")
        #expect(text.contains("    state Checkout {\n        [*] --> Payment\n        state Payment {\n"))
        #expect(text.contains("            [*] --> Card\n            Card --> Cash : switch ✗ uncovered\n"))
        #expect(text.contains("    state Fulfilment {\n        state Packing {\n"))
        #expect(text.contains("        }\n        --\n        state Billing {\n"))
        #expect(text.contains("            Packed --> [*]\n"), "a region's final state ends inside its block")
        #expect(text.contains("\n    Card --> Browsing : abandon ✗ FAILING\n"), "across levels: at the top level")
        #expect(text.contains("\n        Payment --> Review : paid\n"), "between siblings: in their parent's block")
        #expect(text.contains("    class Cash,Charged uncovered\n    class Done failing\n"))
    }

    /// The blocks (`state X {`) that name each state of `machine` in a Mermaid text.
    static func namingBlocks(_ text: String, _ machine: MachineCoverage) -> [String: Set<String>] {
        var stack: [String] = []
        var blocks: [String: Set<String>] = [:]
        for line in text.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("state "), trimmed.hasSuffix(" {") {
                let name = String(trimmed.dropFirst(6).dropLast(2))
                if let outer = stack.last { blocks[name, default: []].insert(outer) }
                stack.append(name)
            } else if trimmed == "}" {
                stack.removeLast()
            } else if let outer = stack.last {
                for word in trimmed.split(separator: " ") where machine.states.contains(where: { $0.name == word }) {
                    blocks[String(word), default: []].insert(outer)
                }
            }
        }
        return blocks
    }

    @Test("Mermaid names a nested state in its parent's block only (Mermaid puts a state in the last block naming it)")
    func mermaidNamesEachNestedStateInOneBlock() {
        let blocks = Self.namingBlocks(MermaidDiagram(StatechartFixture.machine).text, StatechartFixture.machine)
        for state in StatechartFixture.states {
            let named = blocks[state.name] ?? []
            #expect(named == Set(state.parent.map { [$0] } ?? []), "\(state.name) is named in \(named.sorted())")
        }
    }

    @Test("Mermaid starts a compound state at its initial child, not at its first")
    func mermaidInitialChild() {
        var machine = StatechartFixture.machine
        machine.states[2].initial = "Cash"
        let text = MermaidDiagram(machine).text
        #expect(text.contains("state Payment {\n            [*] --> Cash\n"))
        machine.states[2].initial = nil
        #expect(MermaidDiagram(machine).text.contains("state Payment {\n            [*] --> Card\n"), "first child")
    }

    @Test("Mermaid declares a nested compound state whose name is no identifier in its parent's block, then opens it")
    func mermaidAliasedCompound() {
        var machine = StatechartFixture.machine
        let rename = { (name: String) in name == "Payment" ? "Card payment" : name }
        for i in machine.states.indices {
            machine.states[i].name = rename(machine.states[i].name)
            machine.states[i].parent = machine.states[i].parent.map(rename)
            machine.states[i].initial = machine.states[i].initial.map(rename)
        }
        for i in machine.transitions.indices {
            let id = machine.transitions[i].id
            machine.transitions[i].id = TransitionID(
                machine: id.machine, from: rename(id.from), event: id.event, ordinal: id.ordinal)
        }
        let text = MermaidDiagram(machine).text
        #expect(
            text.contains(
                "    state Checkout {\n        state \"Card payment\" as s2\n        [*] --> s2\n        state s2 {\n"))
        #expect(text.contains("        s2 --> Review : paid\n"))
        #expect(!text.contains("\n    state \"Card payment\""), "not declared at the top level")
    }

    @Test("the SVG nests every state in its parent's box, at three levels, with the parallel regions' dashed separator")
    func svgGolden() throws {
        let svg = SVGStateDiagram(StatechartFixture.machine, index: 1).text
        GoldenFile.check(svg, against: "statechart.svg")
        #expect(try Self.misplaced(svg, StatechartFixture.machine) == [])
        let tree = try XMLTree.parse(svg).get()
        #expect(tree.all("g", classes: ["state", "compound"]).count == 2)
        #expect(tree.all("g", classes: ["state", "parallel"]).count == 1)
        #expect(tree.all("g", classes: ["state", "region"]).count == 2)
        let separators = tree.all("line", classes: ["region-separator"])
        #expect(separators.count == 1 && separators.first?.attributes["stroke-dasharray"] == "6 4")
        let boxes = try Self.boxes(svg)
        let packing = try #require(boxes["Packing"])
        let billing = try #require(boxes["Billing"])
        let y = Double(separators.first?.attributes["y1"] ?? "") ?? -1
        #expect(y == packing.y + packing.height && y == billing.y, "the line runs between the two regions")
        #expect(tree.all("g", classes: ["initial"]).count == 5, "the top level, Checkout, Payment, Packing, Billing")
        #expect(tree.all("g", classes: ["state", "uncovered"]).count == 2)
        #expect(tree.all("g", classes: ["state", "failing", "final"]).count == 1)
        #expect(svg == SVGStateDiagram(StatechartFixture.machine, index: 1).text, "the same bytes every time")
    }

    @Test("the SVG draws a transition from the nested state it leaves to the state it enters")
    func svgTransitionEnds() throws {
        let svg = SVGStateDiagram(StatechartFixture.machine, index: 1).text
        let tree = try XMLTree.parse(svg).get()
        let boxes = try Self.boxes(svg)
        func ends(_ label: String) throws -> (StateLayout.Point, StateLayout.Point) {
            // The n-th label belongs to the n-th edge (paths are drawn first, labels over them).
            let n = try #require(
                tree.all("g", classes: ["edge-label"]).firstIndex { $0.all("text").contains { $0.text == label } })
            let d = tree.all("g", classes: ["edge"])[n].all("path").first?.attributes["d"] ?? ""
            let numbers = d.split(whereSeparator: { " ,MCL".contains($0) }).compactMap { Double($0) }
            return (
                StateLayout.Point(x: numbers[0], y: numbers[1]),
                StateLayout.Point(x: numbers[numbers.count - 2], y: numbers[numbers.count - 1])
            )
        }
        func onSide(_ p: StateLayout.Point, _ box: StateLayout.Box) -> Bool {
            ((p.y == box.y || p.y == box.y + box.height) && p.x >= box.x && p.x <= box.x + box.width)
                || ((p.x == box.x || p.x == box.x + box.width) && p.y >= box.y && p.y <= box.y + box.height)
        }
        let (start, end) = try ends("abandon")
        #expect(onSide(start, try #require(boxes["Card"])), "abandon leaves Card, deep inside Checkout")
        #expect(onSide(end, try #require(boxes["Browsing"])))
        let (cancelStart, _) = try ends("cancel")
        #expect(onSide(cancelStart, try #require(boxes["Checkout"])), "cancel leaves Checkout's own box")
        let (switchStart, switchEnd) = try ends("switch")
        let (card, cash) = (try #require(boxes["Card"]), try #require(boxes["Cash"]))
        #expect(onSide(switchStart, card) && onSide(switchEnd, cash))
    }

    @Test(
        "into a region's child, between regions, from a compound state to its child, to an unlisted state: nested, inside the drawing"
    )
    func playerEdgeCases() throws {
        let machine = StatechartFixture.player
        let svg = SVGStateDiagram(machine, index: 2).text
        #expect(try Self.misplaced(svg, machine) == [])
        let boxes = try Self.boxes(svg)
        let tree = try XMLTree.parse(svg).get()
        let viewBox = (tree.attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
        for (name, box) in boxes {
            #expect(
                box.x >= 0 && box.y >= 0 && box.x + box.width <= viewBox[2] && box.y + box.height <= viewBox[3],
                "\(name)")
        }
        #expect(boxes["Ghost"] != nil, "a target the states do not list is drawn at the top level")
        #expect(tree.all("line", classes: ["region-separator"]).count == 2, "three regions, two separators")
        let labels = tree.all("g", classes: ["line"]).compactMap { $0.all("text").first?.text }
        #expect(labels.sorted() == ["crash", "duck", "mute", "off", "pause", "play", "play", "restart", "tick"])
        for text in tree.all("g", classes: ["line"]).compactMap({ $0.all("text").first }) {
            let x = Double(text.attributes["x"] ?? "") ?? -1
            let y = Double(text.attributes["y"] ?? "") ?? -1
            #expect(x >= 0 && x <= viewBox[2] && y >= 0 && y <= viewBox[3], "\(text.text)")
        }
        let mermaid = MermaidDiagram(machine).text
        #expect(mermaid.contains("        state Volume {\n            [*] --> Loud\n"))
        #expect(mermaid.contains("        --\n        Light\n    }\n"), "an atomic region is named on its own")
        #expect(mermaid.contains("\n    Playing --> Muted : duck ✗ FAILING\n"), "between regions: at the top level")
        #expect(mermaid.contains("\n            Muted --> Muted : tick ✗ uncovered\n"))
        if ProcessInfo.processInfo.environment["STATECHART_SVG"] == "1" {
            try svg.write(toFile: "/tmp/player.svg", atomically: true, encoding: .utf8)
        }
    }

    @Test("negative control: a state listed under the wrong parent is drawn in the wrong box, and the check says so")
    func wrongParent() throws {
        let wrong = StatechartFixture.machine(reparenting: "Charging", to: "Payment")
        let svg = SVGStateDiagram(wrong, index: 1).text
        #expect(
            try Self.misplaced(svg, StatechartFixture.machine) == [
                "Charging is not inside Billing", "Charging is inside Checkout", "Charging is inside Payment",
            ])
        #expect(try Self.misplaced(svg, wrong) == [], "drawn where its (wrong) parent says")
        #expect(svg != SVGStateDiagram(StatechartFixture.machine, index: 1).text)
        let blocks = Self.namingBlocks(MermaidDiagram(wrong).text, wrong)
        #expect(blocks["Charging"] == ["Payment"], "Mermaid puts Charging in Payment's block, not Billing's")
    }

    @Test("a parent that is not a state, or is listed after its child, is flagged and the state drawn at the top level")
    func unknownParent() throws {
        let orphan = StatechartFixture.machine(reparenting: "Cash", to: "Nowhere")
        let mermaid = MermaidDiagram(orphan).text
        #expect(
            mermaid.contains("    %% Cash is drawn at the top level: its parent Nowhere is not a state of checkout\n"))
        let svg = SVGStateDiagram(orphan, index: 1).text
        #expect(
            svg.contains(
                "Cash: no check reached it (drawn at the top level: its parent Nowhere is not a state of checkout)"))
        #expect(try Self.misplaced(svg, StatechartFixture.machine) == ["Cash is not inside Payment"])
        let late = StatechartFixture.machine(reparenting: "Browsing", to: "Done")
        #expect(
            MermaidDiagram(late).text.contains(
                "%% Browsing is drawn at the top level: its parent Done is listed after it"))
    }

    @Test("a flat machine never takes the statechart drawing")
    func flatStaysFlat() {
        #expect(!StateTree.isHierarchical(ReportFixture.report.machines[0]))
        #expect(StateTree.isHierarchical(StatechartFixture.machine))
        let html = HTMLReportRenderer().render(StatechartFixture.report, context: ReportFixture.context)
        #expect(html.contains("<g class=\"state compound covered\">"))
        #expect(html.contains("dashed lines separate the regions of a parallel state"), "the legend says so")
        let flat = HTMLReportRenderer().render(ReportFixture.report, context: ReportFixture.context)
        #expect(!flat.contains("compound") && !flat.contains("region-separator") && !flat.contains("parallel state"))
    }
}
