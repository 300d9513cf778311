import SpecJSON

/// The one SCXML pattern that is a native timer: `<onentry><send event="E" delay="D" id="I"/></onentry>`,
/// `<onexit><cancel sendid="I"/></onexit>`, and transitions on `E` in that state only, `E` sent nowhere else. Its
/// transitions become `after: {D: …}`; any other delayed `<send>` or `<cancel>` is refused, naming what is missing.
struct SCXMLTimers {
    let problems: ImportProblems
    let tree: SCXMLTree

    /// Event → the native delay its transitions wait for (`15m`), for the state `id`.
    func read(id: String, entry: SCXMLExecutable.Effects, exit: SCXMLExecutable.Effects) -> [String: String] {
        var timers: [String: String] = [:]
        var matched: Set<String> = []
        for send in exit.delayed {
            problems.error(
                "delayed-send", "a delayed <send> in <onexit> of \"\(id)\" cannot be mapped: a timer starts on entry",
                at: send.element.location)
        }
        for send in entry.delayed {
            let at = send.element.location
            let handlers = Set(tree.handlers[send.event] ?? [])
            var missing: String?
            if send.id == nil || !exit.cancels.contains(where: { $0.sendid == send.id }) {
                missing = "give it an id and cancel it in <onexit> (else it fires after the state is left)"
            } else if handlers != [id] {
                missing =
                    handlers.isEmpty
                    ? "no transition of \"\(id)\" handles \"\(send.event)\""
                    : "\"\(send.event)\" is handled outside \"\(id)\" (\(handlers.sorted().joined(separator: ", ")))"
            } else if (tree.senders[send.event] ?? 0) > 1 {
                missing = "\"\(send.event)\" is also sent elsewhere"
            } else if timers[send.event] != nil {
                missing = "\"\(send.event)\" is already this state's timer"
            }
            if let missing {
                problems.error(
                    "delayed-send",
                    "delayed <send event=\"\(send.event)\"> in \"\(id)\" is not a timer (a delayed send to the machine "
                        + "itself, cancelled on exit, whose event only this state handles): \(missing)", at: at)
                continue
            }
            guard var delay = DelayUnits.native(milliseconds: send.ms) else {
                problems.error(
                    "delay",
                    "delay \"\(send.element.attributes["delay"] ?? "")\" cannot be mapped: the native clock counts "
                        + "whole seconds", at: send.element.location(of: "delay"))
                continue
            }
            if let written = SCXMLMeta.conformAttribute(send.element, "after")?.value,
                DelayUnits.milliseconds(native: written) == send.ms
            {
                delay = written
            }
            timers[send.event] = delay
            matched.insert(send.id ?? "")
        }
        for cancel in exit.cancels where !matched.contains(cancel.sendid) {
            problems.error(
                "cancel",
                "<cancel sendid=\"\(cancel.sendid)\"> in \"\(id)\" cancels no timer of this state: "
                    + (SCXMLExecutable.refusals["cancel"] ?? ""), at: cancel.element.location)
        }
        return timers
    }
}
