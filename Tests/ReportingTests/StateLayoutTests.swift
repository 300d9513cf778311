import SpecConformTestSupport
import SpecModel
import Testing
import Traceability

@testable import Reporting

/// The layered layout of the HTML state diagrams: rows by longest path after a depth-first feedback arc set, one edge
/// per pair of states, labels as slots of the rows between, barycentre ordering, nothing overlapping, the same bytes
/// every time.
@Suite struct StateLayoutTests {
    static func machine(_ states: [String], _ transitions: [(String, String, String)], initial: String? = nil)
        -> MachineCoverage
    {
        var ordinals: [String: Int] = [:]
        return MachineCoverage(
            id: "m", initial: initial ?? states[0], states: states.map { StateCoverage(name: $0, status: .covered) },
            transitions: transitions.map { from, event, to in
                let key = from + "/" + event
                defer { ordinals[key, default: 0] += 1 }
                return TransitionCoverage(
                    id: TransitionID(machine: "m", from: from, event: event, ordinal: ordinals[key, default: 0]),
                    to: to, status: .covered)
            })
    }

    func node(_ layout: StateLayout, _ name: String) throws -> StateLayout.Node {
        try #require(layout.nodes.first { $0.name == name })
    }

    @Test("states go into rows, top to bottom, by the longest path to them from the initial state")
    func layers() throws {
        let layout = StateLayout(ReportFixture.report.machines[0])
        #expect(layout.nodes.map(\.layer) == [0, 1, 2, 2])
        #expect(try node(layout, "Idle").y < node(layout, "Busy").y)
        #expect(try node(layout, "Busy").y < node(layout, "Done").y)
        #expect(try node(layout, "Done").y == node(layout, "Download Failed").y)
    }

    @Test("a cycle is broken at the edge the depth-first search closes it with; the rest rank by longest path")
    func feedbackArcs() throws {
        // A → B → C → A, and a shortcut A → C: C's longest path is 2, so A → C spans two ranks.
        let layout = StateLayout(
            Self.machine(["A", "B", "C"], [("A", "1", "B"), ("B", "2", "C"), ("C", "back", "A"), ("A", "skip", "C")]))
        #expect(layout.nodes.map(\.layer) == [0, 1, 2])
        #expect(layout.edges.map(\.reversed) == [false, false, true, false])
        let back = layout.edges[2]
        #expect(try back.points.first?.y == node(layout, "C").y - node(layout, "C").height / 2, "leaves C's top")
        #expect(try back.points.last?.y == node(layout, "A").y + node(layout, "A").height / 2, "enters A's bottom")
    }

    @Test("an unreached state starts a search of its own; a target the states do not list becomes a state")
    func unreached() throws {
        let layout = StateLayout(Self.machine(["A", "B", "Lost"], [("A", "go", "B"), ("Lost", "x", "Elsewhere")]))
        #expect(try node(layout, "Lost").layer == 0)
        #expect(try node(layout, "Elsewhere").layer == 1)
    }

    @Test("transitions between the same two states share one edge, a label line each")
    func parallelEdges() {
        let layout = StateLayout(
            Self.machine(
                ["A", "B"],
                [("A", "go", "B"), ("A", "jump", "B"), ("A", "stay", "A"), ("A", "wait", "A"), ("B", "back", "A")]))
        #expect(layout.edges.map(\.lines) == [["go", "jump"], ["stay", "wait"], ["back"]])
        #expect(layout.edges.map(\.transitions) == [[0, 1], [2, 3], [4]])
        #expect(layout.edges[1].shape == .selfLoop)
    }

    @Test("the barycentre pass orders a column by its neighbours, so edges do not cross")
    func barycentre() throws {
        // In document order C comes before D, but D hangs off A (above) and C off B (below).
        let layout = StateLayout(
            Self.machine(
                ["S", "A", "B", "C", "D"], [("S", "a", "A"), ("S", "b", "B"), ("A", "d", "D"), ("B", "c", "C")]))
        #expect(try node(layout, "A").x < node(layout, "B").x)
        #expect(try node(layout, "D").x < node(layout, "C").x)
        #expect(layout.crossings.after == 0 && layout.crossings.before == 1)
    }

    @Test("a long back edge leaves its state's top and passes through a point in each row between, its label in one")
    func longBackEdges() throws {
        let layout = StateLayout(
            Self.machine(
                ["A", "B", "C", "D"], [("A", "1", "B"), ("B", "2", "C"), ("C", "3", "D"), ("D", "reset", "A")]))
        let reset = try #require(layout.edges.first { $0.lines == ["reset"] })
        #expect(reset.reversed)
        // Two ports, a point in each of the five rows between A and D, two for the row with the label.
        #expect(reset.points.count == 8)
        let d = try node(layout, "D")
        #expect(reset.points[0].y == d.y - d.height / 2)
        #expect(reset.points.map(\.y) == reset.points.map(\.y).sorted(by: >), "it runs upwards")
        let c = try node(layout, "C")
        #expect(reset.labelAt.y < d.y && reset.labelAt.y > c.y, "its label is next to D")
    }

    @Test("no two states overlap and everything lies inside the drawing, for a larger machine")
    func noOverlap() {
        var transitions: [(String, String, String)] = []
        let states = (0..<14).map { "State\($0)" }
        for i in 0..<13 { transitions.append((states[i], "next", states[i + 1])) }
        for i in stride(from: 2, to: 14, by: 3) { transitions.append((states[i], "home", states[0])) }
        for i in stride(from: 1, to: 12, by: 4) {
            transitions.append((states[i], "fork.event.with.a.long.name", states[i + 2]))
        }
        transitions.append((states[5], "retry", states[5]))
        let layout = StateLayout(Self.machine(states, transitions))
        for (i, a) in layout.nodes.enumerated() {
            #expect(
                a.x - a.width / 2 >= 0 && a.x + a.width / 2 <= layout.width && a.y - a.height / 2 >= 0
                    && a.y + a.height / 2 <= layout.height)
            for b in layout.nodes[(i + 1)...] {
                let apart = abs(a.x - b.x) >= (a.width + b.width) / 2 || abs(a.y - b.y) >= (a.height + b.height) / 2
                #expect(apart, "\(a.name) overlaps \(b.name)")
            }
        }
        for edge in layout.edges {
            #expect(
                edge.labelAt.x >= 0 && edge.labelAt.x <= layout.width && edge.labelAt.y >= 0
                    && edge.labelAt.y <= layout.height)
        }
    }

    @Test(
        "taken sneak paths get room on their state's right: four on one state overlap no state, badge or label, inside the drawing"
    )
    func takenSneakPathsHaveRoom() throws {
        var machine = Self.machine(
            ["Start", "B", "A Very Long State Name"],
            [("Start", "go", "B"), ("Start", "jump", "A Very Long State Name")])
        let long = "A Very Long State Name"
        machine.sneakPaths = SneakPathCount(
            refused: 2, total: 9,
            taken: ["alpha", "beta", "gamma", "delta"].map { SneakPath(state: "B", event: $0) }
                + ["one", "two", "three"].map { SneakPath(state: long, event: $0) },
            states: [
                SneakStateCount(state: "B", refused: 1, total: 5), SneakStateCount(state: long, refused: 1, total: 4),
            ])
        let layout = StateLayout(machine)
        #expect(try node(layout, "B").x < node(layout, long).x, "B sits left of the wider state in its row")
        let figures = try DiagramGeometry.check(page: SVGStateDiagram(machine, index: 0).text)
        #expect(figures.count == 1)
        for f in figures {
            #expect(f.problems.isEmpty, "\(f.problems)")
            #expect(f.labels == 2 + 7 + 2, "two transitions, seven taken sneak paths, two badges")
        }
    }

    @Test("a self-loop's label wider than its state lies inside the drawing")
    func selfLoopLabelInside() {
        let layout = StateLayout(
            Self.machine(["A", "B"], [("A", "go", "B"), ("B", "request_new_with_a_long_name", "B")]))
        let loop = layout.edges[1]
        #expect(loop.shape == .selfLoop)
        #expect(loop.labelAt.x >= 0 && loop.labelAt.x + loop.labelWidth <= layout.width)
    }

    @Test("the SVG is the same bytes every time, numbers with at most one decimal")
    func deterministic() {
        let machine = ReportFixture.report.machines[0]
        let first = SVGStateDiagram(machine, index: 0).text
        #expect(first == SVGStateDiagram(machine, index: 0).text)
        #expect(first.hasPrefix("<svg class=\"machine\""))
        #expect(!first.contains("xmlns"), "inline in the page")
        #expect(
            SVGStateDiagram.n(12.34) == "12.3" && SVGStateDiagram.n(-3.05) == "-3.1" && SVGStateDiagram.n(7.0) == "7")
    }
}
