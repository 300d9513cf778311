import Conformance
import Nonna
import SpecModel

/// Answers DT-ACCESS by asking the backend's access policy, the one place the implementation decides row access,
/// through the app that every service consults (so a policy plugged into the app is the policy asked).
struct AccessDecisionSubject: DecisionSubject {
    static let table = "DT-ACCESS"
    let app: NonnaApp

    init(policy: AccessPolicy = StandardAccessPolicy()) {
        app = NonnaApp(policy: policy)
    }

    func decide(table: String, inputs: [String: JSONValue]) -> JSONValue? {
        guard table == Self.table,
            let role = inputs["role"]?.stringValue.flatMap({ ActorRole(rawValue: Self.camel($0)) }),
            let resource = inputs["resource"]?.stringValue.flatMap({ Resource(rawValue: Self.camel($0)) }),
            let action = inputs["action"]?.stringValue.flatMap(Action.init(rawValue:)),
            case .bool(let own)? = inputs["own"], case .bool(let born)? = inputs["born"]
        else { return nil }
        let query = AccessQuery(role: role, resource: resource, action: action, isOwnRow: own, babyIsBorn: born)
        return .bool(app.policy.permits(query))
    }

    /// `removed-follower` → `removedFollower`.
    static func camel(_ name: String) -> String {
        let parts = name.split(separator: "-")
        return (parts.first.map(String.init) ?? "")
            + parts.dropFirst().map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
    }
}
