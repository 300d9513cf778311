import SpecConformTestSupport
import Testing
import Traceability

@testable import Reporting

/// The state diagrams' geometry read back from the emitted SVG (``DiagramGeometry``): no label over another or over a
/// state, everything inside the viewBox; with negative controls that plant a collision and must fail. And the
/// ordering's crossing counts.
@Suite struct DiagramGeometryTests {
    static func machine(_ states: [String], _ transitions: [(String, String, String)]) -> MachineCoverage {
        StateLayoutTests.machine(states, transitions)
    }

    /// A machine with long labels, guards, a self-loop, a back edge and an edge spanning ranks.
    static let busy: MachineCoverage = {
        var m = machine(
            ["Idle", "Loading", "Ready", "Failed", "Done"],
            [
                ("Idle", "load", "Loading"), ("Loading", "loaded", "Ready"), ("Loading", "failed", "Failed"),
                ("Failed", "retry", "Loading"), ("Ready", "refresh", "Loading"), ("Ready", "close", "Done"),
                ("Idle", "skip straight to the end of it", "Done"), ("Ready", "tick", "Ready"),
                ("Failed", "give up", "Done"),
            ])
        m.transitions[1].guardExpression = "payload.items.count > 0 && payload.version >= session.version"
        return m
    }()

    @Test("every label of a busy machine is clear of every other label and state, and inside the viewBox")
    func busyMachineIsClear() throws {
        let figures = try DiagramGeometry.check(page: SVGStateDiagram(Self.busy, index: 0).text)
        #expect(figures.count == 1)
        for f in figures {
            #expect(f.problems.isEmpty, "\(f.problems)")
            #expect(f.labels >= 10, "a row each, the guard wrapped")
        }
    }

    @Test("a long guard wraps into rows of at most 30 characters, at most three, the tooltip keeps it whole")
    func guardsWrap() throws {
        let rows = StateLayout.wrap("loaded [payload.items.count > 0 && payload.version >= session.version]")
        #expect(rows.count == 3 && rows.allSatisfy { $0.count <= StateLayout.labelLimit })
        #expect(rows.joined(separator: " ").hasPrefix("loaded [payload.items.count > 0 &&"))
        #expect(!rows.joined().contains("[…]"))
        let long = StateLayout.wrap(String(repeating: "word ", count: 40))
        #expect(long.count == StateLayout.maxRows && long[2].hasSuffix("…"))
        let svg = SVGStateDiagram(Self.busy, index: 0).text
        #expect(svg.contains("when payload.items.count &gt; 0 &amp;&amp; payload.version &gt;= session.version"))
    }

    @Test("negative control: a label moved onto another label fails the geometric check")
    func collidingLabelsFail() throws {
        var layout = StateLayout(Self.busy)
        layout.edges[2].labelAt = layout.edges[1].labelAt
        let figures = try DiagramGeometry.check(page: SVGStateDiagram.flat(Self.busy, layout, prefix: "d0"))
        #expect(figures.first?.labelOverlaps.isEmpty == false)
    }

    @Test("negative control: a label moved onto a state, or out of the viewBox, fails the geometric check")
    func labelOnStateOrOutsideFails() throws {
        var onState = StateLayout(Self.busy)
        let ready = try #require(onState.nodes.first { $0.name == "Ready" })
        onState.edges[0].labelAt = StateLayout.Point(x: ready.x - 10, y: ready.y - 5)
        let a = try DiagramGeometry.check(page: SVGStateDiagram.flat(Self.busy, onState, prefix: "d0"))
        #expect(a.first?.stateOverlaps.isEmpty == false)
        var outside = StateLayout(Self.busy)
        outside.edges[7].labelAt.x = -40
        let b = try DiagramGeometry.check(page: SVGStateDiagram.flat(Self.busy, outside, prefix: "d0"))
        #expect(b.first?.outside.isEmpty == false)
    }

    @Test("negative control: label rows stacked 12 px apart (the old line height) collide at the 12 px estimate")
    func tightLinesFail() throws {
        let svg = """
            <svg class="machine" viewBox="0 0 200 100"><title>t</title>\
            <g class="edge covered"><g class="line covered"><text x="10" y="40">first</text></g>\
            <g class="line covered"><text x="10" y="52">second</text></g></g></svg>
            """
        #expect(try DiagramGeometry.check(page: svg).first?.labelOverlaps.count == 1)
    }

    @Test("ordering never adds crossings, on a few small graphs")
    func orderingNeverWorse() {
        let graphs: [[(String, String, String)]] = [
            [("S", "a", "X"), ("S", "b", "Y"), ("S", "c", "Z"), ("X", "d", "R"), ("Y", "e", "Q"), ("Z", "f", "P")],
            [("S", "a", "A"), ("S", "b", "B"), ("A", "c", "C"), ("A", "d", "D"), ("B", "e", "C"), ("B", "f", "D")],
            [("S", "a", "A"), ("A", "b", "B"), ("B", "c", "S"), ("S", "d", "B"), ("A", "e", "S")],
            Self.busy.transitions.map { ($0.from, $0.event, $0.to) },
        ]
        for graph in graphs {
            var names: [String] = []
            for (a, _, b) in graph { for n in [a, b] where !names.contains(n) { names.append(n) } }
            let layout = StateLayout(Self.machine(names, graph))
            #expect(layout.crossings.after <= layout.crossings.before, "\(graph)")
        }
    }

    @Test("ordering finds the optimum on known graphs: three crossed pairs untangled to 0; K2,2 down to its 1")
    func orderingOptimal() {
        let untangle = StateLayout(
            Self.machine(
                ["S", "X", "Y", "Z", "P", "Q", "R"],
                [("S", "a", "X"), ("S", "b", "Y"), ("S", "c", "Z"), ("X", "d", "R"), ("Y", "e", "Q"), ("Z", "f", "P")]))
        #expect(untangle.crossings.before == 3 && untangle.crossings.after == 0)
        let k22 = StateLayout(
            Self.machine(
                ["S", "A", "B", "C", "D"],
                [("S", "a", "A"), ("S", "b", "B"), ("A", "c", "C"), ("A", "d", "D"), ("B", "e", "C"), ("B", "f", "D")]))
        #expect(k22.crossings.after == 1)
    }
}
