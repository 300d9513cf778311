import SpecModel
import Traceability

extension CoverageReport {
    /// The status of `id`, if the report lists it.
    package func status(_ id: String) -> CoverageStatus? { entries.first { $0.id == id }?.status }
    /// The entry of `id`, if the report lists it.
    package func entry(_ id: String) -> CoverageEntry? { entries.first { $0.id == id } }
}

extension Diagnostic {
    /// `line:col` of the location, for compact expectations.
    package var position: String { location.map { "\($0.line):\($0.column)" } ?? "-" }
}
