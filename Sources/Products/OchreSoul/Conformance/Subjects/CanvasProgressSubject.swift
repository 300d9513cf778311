import Conformance
import OchreSoul
import SpecModel

/// Drives `canvas-progress` through `CanvasFlow` (Canvas, Palette, Progress, Trust moment).
///
/// The implementation processes a tap atomically: `CanvasFlow.tap` enters TapReceived (recorded in
/// `flow.trace`) and resolves it at once. So `canvas.tapped` taps the background and reports the phase the
/// flow entered on receiving the tap (the first new entry of `trace`); the following `hit.*` stimulus tells
/// where the tap landed, and the subject replays its history with that tap aimed accordingly (a region of the
/// selected colour, of another colour, the background, or just beside a small region). A `hit.wrong` names the colour the tap was made with (`colour`): the subject
/// selects it before tapping a region of another colour. Events of the tap are
/// reported at the `hit.*` step, where the implementation emits them. A `local.write.failed` right after
/// `bitset.updated` (the fill's write pending, LocalProgressWritten) replays the last tap with the progress write
/// failing; anywhere else it is the storage failing from now on (`CanvasFlow.failLocalWrite`). The automatic steps
/// (`bitset.updated`, `local.write.succeeded`, `completion.detected`, `completion.recorded`) are the flow's own
/// completion callbacks, each of which belongs to one phase.
struct CanvasProgressSubject: ConformanceSubject {
    static let machine = "canvas-progress"

    /// Where a tap lands; a wrong-colour tap is made with the colour its `hit.wrong` stimulus names (`colour`), when
    /// it names one.
    enum Aim: Equatable {
        case background, match
        case wrong(colour: Int?)
        case snapped
    }

    private var regionCount = 3
    private var history: [Stimulus] = []
    /// How each `canvas.tapped` in `history` is aimed, by index.
    private var aims: [Int: Aim] = [:]
    /// Taps whose progress write fails, by index.
    private var failingWrites: Set<Int> = []
    /// `local.write.failed` stimuli with no write pending, by index: the fault meets the next write.
    private var faultNow: Set<Int> = []
    private var flow: CanvasFlow?
    private var recorder = EventRecorder()
    /// The phase to report for a tap whose hit is not known yet.
    private var receivedPhase: CanvasPhase?

    mutating func reset(context: JSONValue) throws {
        let ctx = ContextReader(context, machine: Self.machine)
        try ctx.require("completedCount", equals: 0, because: "the subject opens an artwork with no progress")
        regionCount = ctx.int("regionCount") ?? 3
        guard regionCount >= 1 else { throw SubjectError("canvas-progress: regionCount must be at least 1") }
        history = []
        aims = [:]
        failingWrites = []
        faultNow = []
        rebuild()
    }

    private mutating func rebuild() {
        // regionCount regions: a row of squares plus one small region (for snapping) when there are three or more.
        let tiny = regionCount >= 3 ? 1 : 0
        // Colour 2 first: the small region (coloured as the first square) is then not of colour 1, so when the
        // squares are filled and only it is left, a tap made with colour 1 (hit.wrong's `colour` as planned) still
        // lands on a region of another colour, and a tap beside it still snaps (`hit.snapped`).
        let palette = SampleArtwork.palette
        let flow = CanvasFlow(
            columns: regionCount - tiny, rows: 1, isStarter: true, tinyRegions: tiny,
            palette: [palette[1], palette[0]] + palette.dropFirst(2))
        self.flow = flow
        recorder.skip(flow.env)
    }

    mutating func apply(_ stimulus: Stimulus) throws -> Observation {
        guard flow != nil else { throw SubjectError("canvas-progress: not reset") }
        receivedPhase = nil
        if let aim = Self.aim(for: stimulus), let tap = history.lastIndex(where: { $0.event == "canvas.tapped" }),
            history.last?.event == "canvas.tapped"
        {
            aims[tap] = aim
            try replay(from: tap)
        } else if stimulus.event == "local.write.failed", history.last?.event == "bitset.updated",
            let tap = history.lastIndex(where: { $0.event == "canvas.tapped" })
        {
            // The write of the fill just made (pending since bitset.updated) fails: replay its tap with the write
            // failing. Anywhere else the fault meets the next write (see `perform`).
            failingWrites.insert(tap)
            try replay(from: tap)
        } else if stimulus.event == "local.write.failed" {
            faultNow.insert(history.count)
        }
        history.append(stimulus)
        try perform(stimulus, index: history.count - 1)
        guard let flow else { throw SubjectError("canvas-progress: not reset") }
        let phase = receivedPhase ?? flow.phase
        return Observation(
            states: [Self.machine: phase.rawValue], events: recorder.drain(flow.env), outputs: outputs(flow),
            conditions: EventRecorder.conditions(flow.env))
    }

    /// What the canvas shows: the count of filled regions its progress row holds (`completedCount`).
    private func outputs(_ flow: CanvasFlow) -> [String: JSONValue] {
        ["completedCount": .number(JSONNumber(flow.canvas?.progress.completedCount ?? 0))]
    }

    func observeReset() -> Observation? {
        guard let flow else { return nil }
        return Observation(states: [Self.machine: flow.phase.rawValue], outputs: outputs(flow))
    }

    static func aim(for stimulus: Stimulus) -> Aim? {
        switch stimulus.event {
        case "hit.none": .background
        case "hit.match": .match
        case "hit.wrong": .wrong(colour: stimulus.data["colour"]?.intValue)
        case "hit.snapped": .snapped
        default: nil
        }
    }

    /// The implementation's outcome of the last tap (for negative controls that misreport it).
    var lastTapOutcome: TapOutcome? { flow?.lastOutcome }

    /// Rebuilds the implementation and replays `history`; events of the steps from `start` on (the re-aimed
    /// tap and what followed it) are reported with the current step, earlier ones were reported already.
    private mutating func replay(from start: Int) throws {
        let past = history
        rebuild()
        history = []
        for (index, stimulus) in past.enumerated() {
            if index == start, let flow { recorder.skip(flow.env) }
            history.append(stimulus)
            try perform(stimulus, index: index)
        }
        receivedPhase = nil
    }

    private mutating func perform(_ stimulus: Stimulus, index: Int) throws {
        guard let flow else { throw SubjectError("canvas-progress: not reset") }
        let env = flow.env
        switch stimulus.event {
        case "swatch.selected":
            if let colour = stimulus.data["colourId"]?.stringValue.flatMap(Int.init) ?? firstUnfilledColour(flow) {
                flow.selectColour(colour)
            }
        case "canvas.tapped":
            let before = flow.trace.count
            let aim = aims[index] ?? .background
            if failingWrites.contains(index) { flow.failLocalWrite() }
            tap(flow, aim: aim)
            if aims[index] == nil, flow.trace.count > before { receivedPhase = flow.trace[before] }
        case "hit.none", "hit.match", "hit.wrong", "hit.snapped":
            // The tap was replayed with this aim by `apply`; the flow already shows its outcome.
            break
        case "user.retries": flow.retry()
        case "feedback.complete": flow.feedbackComplete()
        case "bitset.updated": flow.bitsetUpdated()
        case "local.write.succeeded": flow.localWriteSucceeded()
        case "completion.detected": flow.completionDetected()
        case "completion.recorded": flow.completionRecorded()
        case "local.write.failed":
            // After bitset.updated the tap was replayed with its write failing (`apply`); otherwise no write is
            // pending and the fault meets the next one.
            if faultNow.contains(index) { flow.failLocalWrite() }
        case "storage.retry": flow.restoreStorage()
        case "colouring.continued": flow.continueColouring()
        case "sync.rejected":
            // A sync attempt is rejected: the attempt is the queue's next one, after any backoff a failure started
            // (otherwise a second rejection would meet no attempt, and its fault would wait for a later one).
            env.clock.advance(millis: SyncQueue.backoffCapMillis)
            env.backend.inject(.rejected(stimulus.data["reason"]?.stringValue ?? "validation"), on: .syncProgress)
            env.syncQueue.process()
        case "network.lost":
            // The connection drops during the queue's next sync attempt (as for sync.rejected).
            env.clock.advance(millis: SyncQueue.backoffCapMillis)
            env.backend.inject(.network, on: .syncProgress)
            env.syncQueue.process()
        case "backoff.elapsed":
            env.clock.advance(millis: SyncQueue.backoffCapMillis)
            env.syncQueue.process()
        default:
            throw SubjectError(
                "adapter gap: canvas-progress stimulus '\(stimulus.event)' has no counterpart in the implementation")
        }
    }

    private func firstUnfilledColour(_ flow: CanvasFlow) -> Int? {
        let filled = flow.canvas?.progress.completedRegions
        return flow.artwork.geometry.regions.first { filled?.contains($0.index) != true }?.colourID
    }

    /// Taps so the hit test has `aim`'s outcome, re-selecting a swatch first when the selected colour cannot
    /// have it (a ColourSelected self-loop: no events, no progress).
    private func tap(_ flow: CanvasFlow, aim: Aim) {
        guard let canvas = flow.canvas else { return }
        let regions = flow.artwork.geometry.regions
        let filled = canvas.progress.completedRegions
        let unfilled = regions.filter { !filled.contains($0.index) }
        let small = unfilled.filter { canvas.hitTester.isSmall($0) }
        switch aim {
        case .background:
            flow.tapBackground()
        case .match:
            // A region large enough to hit squarely first, of any colour: a small one is left for a tap beside it
            // (`hit.snapped`).
            let large = unfilled.filter { !canvas.hitTester.isSmall($0) }
            var target = large.first { $0.colourID == canvas.selectedColourID }
            if target == nil, let other = large.first {
                flow.selectColour(other.colourID)
                target = other
            }
            if target == nil { target = small.first { $0.colourID == canvas.selectedColourID } }
            if target == nil, let any = small.first {
                flow.selectColour(any.colourID)
                target = any
            }
            if let target { flow.tapRegion(target.index) } else { flow.tapBackground() }
        case .wrong(let colour?):
            // The tap is made with `colour`: select it, then tap a region of another colour.
            if canvas.selectedColourID != colour { flow.selectColour(colour) }
            if canvas.selectedColourID == colour, let target = unfilled.first(where: { $0.colourID != colour }) {
                flow.tapRegion(target.index)
            } else {
                flow.tapBackground()
            }
        case .wrong(nil):
            if let target = unfilled.first(where: { $0.colourID != canvas.selectedColourID }) {
                flow.tapRegion(target.index)
            } else if let target = unfilled.first,
                let other = flow.artwork.geometry.palette.first(where: { $0.id != target.colourID })
            {
                flow.selectColour(other.id)
                flow.tapRegion(target.index)
            } else {
                flow.tapBackground()
            }
        case .snapped:
            guard let target = small.first else {
                flow.tapBackground()
                return
            }
            if canvas.selectedColourID != target.colourID { flow.selectColour(target.colourID) }
            // Just beside the region's right edge, inside the snap radius, outside every region.
            let point = Point(
                target.bounds.maxX + HitTester.snapRadiusPoints / 2, (target.bounds.minY + target.bounds.maxY) / 2)
            flow.tap(screen: canvas.transform.apply(point))
        }
    }
}
