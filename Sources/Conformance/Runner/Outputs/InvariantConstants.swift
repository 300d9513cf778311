import SpecModel
import StateMachine

/// The values an output's generated inputs must include, by property name (the last part of the compared path, so
/// that every input property of that name takes them, `OutputInputGenerator`): `c - 1`, `c` and `c + 1` of every
/// integer constant an invariant compares a field with (`card.given.expiresIn < 21600` gives 21599, 21600 and
/// 21601), and every string or boolean an invariant says a field equals or does not (`card.given.status ==
/// 'pending'` gives "pending"), so that a shift of the constant by one, in the spec or in the implementation, shows,
/// and the elements a condition picks come up often.
enum InvariantConstants {
    /// Property name → the values, numbers ascending first, then the literals in the order written.
    static func boundaries(of output: OutputSpec) -> [String: [JSONValue]] {
        var numbers: [String: Set<Int>] = [:]
        var literals: [String: [JSONValue]] = [:]
        for invariant in output.invariants {
            for (_, source, _) in invariant.expressions {
                guard case .success(let expression) = Expression.parse(source.value) else { continue }
                // A bare root (`index < 5`) names no field of the input.
                for comparison in expression.pathComparisons where comparison.path.count > 1 {
                    let c = comparison.constant
                    numbers[comparison.path[comparison.path.count - 1], default: []].formUnion([c - 1, c, c + 1])
                }
                for equality in expression.pathLiterals where equality.path.count > 1 {
                    let name = equality.path[equality.path.count - 1]
                    if !(literals[name] ?? []).contains(equality.value) {
                        literals[name, default: []].append(equality.value)
                    }
                }
            }
        }
        var result: [String: [JSONValue]] = [:]
        for name in Set(numbers.keys).union(literals.keys) {
            result[name] = (numbers[name] ?? []).sorted().map(JSONValue.int) + (literals[name] ?? [])
        }
        return result
    }
}
