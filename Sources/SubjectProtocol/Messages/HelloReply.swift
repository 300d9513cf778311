import Conformance
import SpecModel

/// What a subject process says it is and serves, from its `hello` reply (docs/SUBJECT-PROTOCOL.md §3).
package struct HelloReply: Hashable, Sendable {
    /// The protocol version the subject speaks; anything but ``SubjectProtocolVersion/current`` fails its checks.
    package var protocolVersion: Int
    /// The subject's own name for reports (`door lock (Python 3)`).
    package var name: String?
    package var serves: ServedElements
    /// Which machines share one world; every machine of `serves.machines` is in exactly one group.
    package var machineGroups: [[String]]
    /// The rule checks the subject runs itself.
    package var rules: [HelloRule]
    /// Whether a `reset` reply carries an observation.
    package var observesReset: Bool
    /// The unit the subject takes each limit's value in (`limitUnits`), for the limits whose probe declares one.
    package var limitUnits: [String: String] = [:]

    package init(
        protocolVersion: Int, name: String? = nil, serves: ServedElements = ServedElements(),
        machineGroups: [[String]] = [],
        rules: [HelloRule] = [], observesReset: Bool = false
    ) {
        self.protocolVersion = protocolVersion
        self.name = name
        self.serves = serves
        self.machineGroups = machineGroups
        self.rules = rules
        self.observesReset = observesReset
    }
}

/// One rule check a subject runs itself, as its `hello` lists it.
package struct HelloRule: Hashable, Sendable {
    /// The rule ID the check proves.
    package var rule: String
    package var title: String
    /// Further IDs the check gives evidence for.
    package var covers: [String]
    /// The evidence kinds a pass proves for `covers`.
    package var proves: [EvidenceKind]

    package init(rule: String, title: String, covers: [String] = [], proves: [EvidenceKind] = []) {
        self.rule = rule
        self.title = title
        self.covers = covers
        self.proves = proves
    }
}

extension HelloReply {
    static let keys = ["seq", "type", "protocol", "name", "serves"]
    static let servesKeys = [
        "machines", "machineGroups", "decisionTables", "contracts", "limits", "limitUnits", "outputs", "properties",
        "rules", "observesReset",
    ]
    static let ruleKeys = ["rule", "title", "covers", "proves"]

    /// Decodes a `hello` reply object (its `seq` and `type` already checked). A hello naming another protocol
    /// version is read as far as this version's grammar goes (its shape may differ): only `protocol` must be there.
    static func decode(_ object: [String: JSONValue]) throws(MalformedReply) -> HelloReply {
        let reader = ReplyReader(object, name: "hello", allowed: keys)
        let version = try reader.int("protocol")
        guard version == SubjectProtocolVersion.current else {
            return (try? decode(reader, version: version)) ?? HelloReply(protocolVersion: version)
        }
        return try decode(reader, version: version)
    }

    private static func decode(_ reader: ReplyReader, version: Int) throws(MalformedReply) -> HelloReply {
        try reader.finish()
        var hello = HelloReply(protocolVersion: version, name: try reader.optionalString("name"))
        guard let serves = try reader.nested("serves", name: "serves", allowed: servesKeys) else {
            throw reader.missing("serves")
        }
        try serves.finish()
        hello.serves = ServedElements(
            machines: try serves.strings("machines"), decisionTables: try serves.strings("decisionTables"),
            contracts: try serves.strings("contracts"), limits: try serves.strings("limits"),
            outputs: try serves.strings("outputs"),
            properties: try serves.strings("properties"))
        hello.machineGroups = try groups(serves, machines: hello.serves.machines)
        if serves.object["observesReset"] != nil { hello.observesReset = try serves.bool("observesReset") }
        if let units = serves.object["limitUnits"] {
            guard case .object(let map) = units else {
                throw serves.wrongType("limitUnits", units, expected: "an object of limit ID to unit")
            }
            for (limit, unit) in map {
                guard case .string(let text) = unit else {
                    throw serves.wrongType("limitUnits", unit, expected: "an object of limit ID to unit")
                }
                hello.limitUnits[limit] = text
            }
        }
        if serves.object["rules"] != nil {
            for (index, item) in try serves.array("rules").enumerated() {
                let rule = try serves.item("rules", index, item, name: "a rule of serves", allowed: ruleKeys)
                try rule.finish()
                var proves: [EvidenceKind] = []
                for (k, kind) in try rule.strings("proves").enumerated() {
                    guard let evidence = EvidenceKind(rawValue: kind) else {
                        let names = EvidenceKind.allCases.map(\.rawValue)
                        throw MalformedReply(
                            "\(rule.path).proves[\(k)] \"\(kind)\" is not an evidence kind (\(names.joined(separator: ", ")))"
                                + Suggestion.hint(for: kind, among: names))
                    }
                    proves.append(evidence)
                }
                hello.serves.rules.append(try rule.string("rule"))
                hello.rules.append(
                    HelloRule(
                        rule: try rule.string("rule"), title: try rule.string("title"),
                        covers: try rule.strings("covers"), proves: proves))
            }
        }
        return hello
    }

    /// `machineGroups`, checked against `machines`; absent, all machines form one group. A machine no group names
    /// gets a group of its own.
    private static func groups(_ serves: ReplyReader, machines: [String]) throws(MalformedReply) -> [[String]] {
        guard serves.object["machineGroups"] != nil else { return machines.isEmpty ? [] : [machines] }
        var groups: [[String]] = []
        var seen: Set<String> = []
        for (index, item) in try serves.array("machineGroups").enumerated() {
            guard let members = item.arrayValue else {
                throw MalformedReply(
                    "serves.machineGroups[\(index)] is \(ReplyReader.article(item.typeName)) \(item.typeName), not an array"
                )
            }
            var group: [String] = []
            for member in members {
                guard let machine = member.stringValue else {
                    throw MalformedReply(
                        "serves.machineGroups[\(index)] holds \(ReplyReader.article(member.typeName)) \(member.typeName), not a machine ID"
                    )
                }
                guard machines.contains(machine) else {
                    throw MalformedReply(
                        "serves.machineGroups[\(index)] names \"\(machine)\", which serves.machines does not list")
                }
                guard seen.insert(machine).inserted else {
                    throw MalformedReply("serves.machineGroups names \"\(machine)\" in two groups")
                }
                group.append(machine)
            }
            if !group.isEmpty { groups.append(group) }
        }
        for machine in machines where !seen.contains(machine) { groups.append([machine]) }
        return groups
    }
}
