import SpecJSON

/// A `stateDiagram-v2` as read, before it becomes native JSON: states in order of appearance, grouped in regions.
final class MermaidRegion {
    var states: [String] = []
    var initial: (name: String, at: SourceLocation)?
    /// The end state `[*] ` as a target stands for in this region, once used.
    var end: String?
}

struct MermaidTransition {
    var source: String
    var target: String
    var label: String?
    var at: SourceLocation
    var labelAt: SourceLocation
}

final class MermaidState {
    /// `start` and the histories are PlantUML's (`<<start>>`, `[H]`, `[H*]`, `<<history>>`, `<<history*>>`).
    enum Kind { case normal, choice, final, start, history, deepHistory }
    let name: String
    var at: SourceLocation
    var kind: Kind = .normal
    var description: String?
    var regions: [MermaidRegion] = []

    init(name: String, at: SourceLocation) {
        self.name = name
        self.at = at
    }
}

/// Everything one diagram declares.
struct MermaidDiagram {
    var root = MermaidRegion()
    var states: [String: MermaidState] = [:]
    var transitions: [MermaidTransition] = []
}
