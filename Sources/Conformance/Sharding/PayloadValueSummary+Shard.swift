import SpecModel

/// A shard's `notDriven`: the payload values its units did not drive, with why; the merge adds them to the values
/// the planned run planned.
extension PayloadValueSummary: ShardedFindings {
    static let shardKey = "notDriven"
    static var shardTables: [KeySpec] { [.shardNotDriven] }

    static func shardJSON(_ findings: RunFindings) -> JSONValue {
        .array(
            (findings[Self.self]?.entries ?? []).map { ["check": .string($0.checkID), "reason": .string($0.reason)] })
    }

    static func decode(_ reader: ObjectReader, unit: (ObjectReader) -> Int?, into findings: inout RunFindings) {
        let notDriven = reader.objects(shardKey, .shardNotDriven) { item -> PayloadValueCheckRunner.NotDriven? in
            guard let check = item.string("check"), let reason = item.string("reason") else { return nil }
            return PayloadValueCheckRunner.NotDriven(checkID: check, reason: reason)
        }
        findings[Self.self] = PayloadValueSummary(planned: 0, notDriven: notDriven, gaps: [])
    }

    static func merge(_ shards: [RunFindings], into run: inout ConformanceRun, bundle: SpecBundle) {
        guard let values = run.payloadValues else { return }
        let notDriven = shards.flatMap { $0[Self.self]?.entries ?? [] }
        run.payloadValues = PayloadValueSummary(planned: values.planned, notDriven: notDriven, gaps: values.gaps)
    }
}

extension KeySpec {
    static let shardNotDriven = KeySpec("notDriven", required: ["check", "reason"])
}
