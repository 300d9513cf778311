/// How a `collect` decision table combines its matching rules' outputs into one number (DMN's C+, C<, C>, C#).
///
/// `sum`, `min` and `max` need one integer output; `count` counts the matching rules' outputs (not distinct ones),
/// whatever their type.
package enum DecisionAggregation: String, CaseIterable, Codable, Sendable {
    case sum, min, max, count
}
