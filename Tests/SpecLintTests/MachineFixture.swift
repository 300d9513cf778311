/// Machine files for the machine rules' tests: the envelope on line 1, `initial` on line 2, `context` on line 3,
/// `"states": {` on line 4 and one state per line from line 5.
enum MachineFixture {
    static func text(initial: String = "Closed", states: [String]) -> String {
        """
        {"kind": "machine", "version": 1, "product": "demo", "id": "door",
        "initial": "\(initial)",
        "context": {"locked": false, "tries": 0},
        "states": {
        \(states.joined(separator: ",\n"))}}
        """
    }

    /// A valid two-state machine.
    static let closed = #""Closed": {"on": {"open": [{"target": "Open"}]}}"#
    static let open = #""Open": {"on": {"close": [{"target": "Closed"}]}}"#

    static func files(initial: String = "Closed", states: [String]) -> [String: String] {
        ["machines/door.json": text(initial: initial, states: states)]
    }

    static let path = "Spec/demo/machines/door.json"
}
