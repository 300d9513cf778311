import SpecConformTestSupport
import SpecModel
import Testing
import Traceability

@testable import Reporting

/// The layered layout of the HTML state diagrams: columns by breadth-first depth, one edge per pair of states,
/// barycentre ordering, nothing overlapping, the same bytes every time.
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

    @Test("states go into columns by their breadth-first depth from the initial state")
    func layers() throws {
        let layout = StateLayout(ReportFixture.report.machines[0])
        #expect(layout.nodes.map(\.layer) == [0, 1, 2, 2])
        #expect(try node(layout, "Idle").x < node(layout, "Busy").x)
        #expect(try node(layout, "Busy").x < node(layout, "Done").x)
        #expect(try node(layout, "Done").x == node(layout, "Download Failed").x)
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
        #expect(try node(layout, "A").y < node(layout, "B").y)
        #expect(try node(layout, "D").y < node(layout, "C").y)
    }

    @Test("a long back edge leaves from the left and passes through a point in each column between")
    func longBackEdges() throws {
        // Breadth-first depths make every forward edge span one column at most; a back edge may span many.
        let layout = StateLayout(
            Self.machine(
                ["A", "B", "C", "D"], [("A", "1", "B"), ("B", "2", "C"), ("C", "3", "D"), ("D", "reset", "A")]))
        let reset = try #require(layout.edges.first { $0.lines == ["reset"] })
        #expect(reset.points.count == 4)
        let d = try node(layout, "D")
        #expect(reset.points[0].x == d.x - d.width / 2)
        #expect(try reset.points[1].x == node(layout, "C").x && reset.points[2].x == node(layout, "B").x)
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
        "taken sneak paths get room below their state: four on one state overlap no state, badge or label, inside the drawing"
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
        #expect(try node(layout, "B").y < node(layout, long).y, "B sits above the wider state in its column")
        let svg = try XMLTree.parse(SVGStateDiagram(machine, index: 0).text).get()
        let viewBox = (svg.attributes["viewBox"] ?? "").split(separator: " ").compactMap { Double($0) }
        let bounds = StateLayout.Box(x: 0, y: 0, width: viewBox[2], height: viewBox[3])
        func box(_ rect: XMLTree) -> StateLayout.Box {
            let v = ["x", "y", "width", "height"].map { Double(rect.attributes[$0] ?? "") ?? -1 }
            return StateLayout.Box(x: v[0], y: v[1], width: v[2], height: v[3])
        }
        let states = svg.all("g", classes: ["state"]).compactMap { $0.all("rect").first.map(box) }
        let badges = svg.all("g", classes: ["sneak-refused"]).compactMap { $0.all("rect").first.map(box) }
        let labels = svg.all("g", classes: ["line"]).compactMap { $0.all("text").first }.map { text in
            let width = StateLayout.labelWidth(text.text)
            return StateLayout.Box(
                x: (Double(text.attributes["x"] ?? "") ?? 0) - width / 2,
                y: (Double(text.attributes["y"] ?? "") ?? 0) - 10, width: width, height: 12)
        }
        let taken = svg.all("g", classes: ["sneak-taken"]).compactMap { $0.all("text").first }
        #expect(taken.count == 7 && states.count == 3 && badges.count == 2)
        let boxes = taken.map { text in
            StateLayout.Box(
                x: Double(text.attributes["x"] ?? "") ?? -1, y: (Double(text.attributes["y"] ?? "") ?? -1) - 10,
                width: StateLayout.labelWidth(text.text), height: 12)
        }
        for (k, b) in boxes.enumerated() {
            #expect(
                b.x >= 0 && b.y >= 0 && b.x + b.width <= bounds.width && b.y + b.height <= bounds.height,
                "\(taken[k].text) leaves the drawing")
            #expect(
                !(states + badges + labels).contains { $0.overlaps(b) },
                "\(taken[k].text) overlaps a state, a badge or a label")
            #expect(
                !boxes[(k + 1)...].contains { $0.overlaps(b) }, "\(taken[k].text) overlaps another taken sneak path")
        }
        #expect(Set(boxes.map(\.y)).count == 7)
        for b in badges { #expect(!states.contains { $0.overlaps(b) } && b.y + b.height <= bounds.height) }
    }

    @Test("a self-loop's label wider than its state, in the last column, lies inside the drawing")
    func selfLoopLabelInside() {
        let layout = StateLayout(
            Self.machine(["A", "B"], [("A", "go", "B"), ("B", "request_new_with_a_long_name", "B")]))
        let loop = layout.edges[1]
        #expect(loop.shape == .selfLoop)
        #expect(loop.labelAt.x + loop.labelWidth / 2 <= layout.width)
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
