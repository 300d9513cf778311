import Foundation

/// One Phase 0 metric row recorded at release time (§7.2 Observability: "record Phase 0 metrics row-by-row").
package struct Phase0MetricRow: Equatable, Sendable {
    /// Metric name, e.g. "cold_start_ms".
    package let metric: String
    /// Measured value.
    package let measured: Double
    /// Threshold it must meet (`measured <= threshold` unless `higherIsBetter`).
    package let threshold: Double
    /// Whether larger values are better.
    package let higherIsBetter: Bool

    /// Creates a row.
    package init(metric: String, measured: Double, threshold: Double, higherIsBetter: Bool = false) {
        self.metric = metric
        self.measured = measured
        self.threshold = threshold
        self.higherIsBetter = higherIsBetter
    }

    /// Whether this row meets its threshold.
    package var passes: Bool { higherIsBetter ? measured >= threshold : measured <= threshold }
}

/// The CI/CD release gate: refuses a release without complete, passing Phase 0 evidence.
package struct ReleaseGate: Sendable {
    /// Metrics a release must evidence.
    /// Assumption: the documents name Phase 0 evidence but not its rows; these four stand for them.
    package static let requiredPhase0Metrics: [String] = [
        "canvas_frame_time_ms", "cold_start_ms", "hit_test_ms", "open_cached_artwork_ms",
    ]

    /// Decision of the gate.
    package enum Decision: Equatable, Sendable {
        case allowed
        case refused([String])
    }

    /// Metrics this gate requires.
    package let required: [String]

    /// Creates a gate.
    package init(required: [String] = ReleaseGate.requiredPhase0Metrics) { self.required = required }

    /// The release-gate record (§7.4 Observability and release output): the Phase 0 rows, one per metric in
    /// metric order, and the decision they lead to.
    package struct Record: Equatable, Sendable {
        package let rows: [Phase0MetricRow]
        package let decision: Decision
    }

    /// Records Phase 0 metrics row by row and the gate's decision on them.
    package func record(_ rows: [Phase0MetricRow]) -> Record {
        Record(rows: rows.sorted { $0.metric < $1.metric }, decision: evaluate(rows))
    }

    /// Evaluates recorded rows: every required metric must have a row and every row must pass.
    package func evaluate(_ rows: [Phase0MetricRow]) -> Decision {
        var reasons: [String] = []
        if rows.isEmpty { reasons.append("no phase 0 evidence recorded") }
        let byMetric = Dictionary(rows.map { ($0.metric, $0) }, uniquingKeysWith: { first, _ in first })
        for metric in required.sorted() {
            guard let row = byMetric[metric] else {
                reasons.append("missing phase 0 evidence for \(metric)")
                continue
            }
            if !row.passes { reasons.append("phase 0 metric \(metric) misses its threshold") }
        }
        return reasons.isEmpty ? .allowed : .refused(reasons)
    }
}
