import SpecModel

/// Why a reply line is not a valid reply: `"states" is missing`, `"accepted" is a string, not a boolean`.
package struct MalformedReply: Error, Hashable, Sendable, CustomStringConvertible {
    package var reason: String

    package init(_ reason: String) { self.reason = reason }

    package var description: String { reason }
}

/// Reads one reply object strictly: typed getters name the key and the JSON type found, and ``finish()`` rejects
/// keys the reply type does not define (with "did you mean").
struct ReplyReader {
    let object: [String: JSONValue]
    /// The reply's name in messages (`observation`, `an event of observation`).
    let name: String
    /// Every key this reply type defines.
    let allowed: [String]
    /// Where the object sits in the reply (`events[2]`), empty for the reply itself.
    let path: String

    init(_ object: [String: JSONValue], name: String, allowed: [String], path: String = "") {
        self.object = object
        self.name = name
        self.allowed = allowed
        self.path = path
    }

    /// `"states"`, or `events[2].name` inside a nested object.
    func label(_ key: String) -> String { path.isEmpty ? "\"\(key)\"" : "\(path).\(key)" }

    func missing(_ key: String) -> MalformedReply { MalformedReply("\(label(key)) is missing") }

    func wrongType(_ key: String, _ value: JSONValue, expected: String) -> MalformedReply {
        MalformedReply("\(label(key)) is \(Self.article(value.typeName)) \(value.typeName), not \(expected)")
    }

    /// `an integer`, `a string`.
    static func article(_ typeName: String) -> String {
        ["a", "e", "i", "o", "u"].contains(typeName.prefix(1)) ? "an" : "a"
    }

    /// Rejects keys the reply type does not define.
    func finish() throws(MalformedReply) {
        for key in object.keys.sorted() where !allowed.contains(key) {
            let hint = Suggestion.hint(for: key, among: allowed)
            throw MalformedReply("unknown key \(label(key)) in \(name)\(hint)")
        }
    }

    func value(_ key: String) throws(MalformedReply) -> JSONValue {
        guard let value = object[key] else { throw missing(key) }
        return value
    }

    func string(_ key: String) throws(MalformedReply) -> String {
        let value = try value(key)
        guard let s = value.stringValue else { throw wrongType(key, value, expected: "a string") }
        return s
    }

    func optionalString(_ key: String) throws(MalformedReply) -> String? {
        guard object[key] != nil else { return nil }
        return try string(key)
    }

    func bool(_ key: String) throws(MalformedReply) -> Bool {
        let value = try value(key)
        guard let b = value.boolValue else { throw wrongType(key, value, expected: "a boolean") }
        return b
    }

    func int(_ key: String) throws(MalformedReply) -> Int {
        let value = try value(key)
        guard let n = value.numberValue, n.isInteger, let i = n.intValue else {
            throw wrongType(key, value, expected: "an integer")
        }
        return i
    }

    func object(_ key: String) throws(MalformedReply) -> [String: JSONValue] {
        let value = try value(key)
        guard let o = value.objectValue else { throw wrongType(key, value, expected: "an object") }
        return o
    }

    func optionalObject(_ key: String) throws(MalformedReply) -> [String: JSONValue]? {
        guard object[key] != nil else { return nil }
        return try object(key)
    }

    func array(_ key: String) throws(MalformedReply) -> [JSONValue] {
        let value = try value(key)
        guard let a = value.arrayValue else { throw wrongType(key, value, expected: "an array") }
        return a
    }

    /// An array of strings, empty when absent.
    func strings(_ key: String) throws(MalformedReply) -> [String] {
        guard object[key] != nil else { return [] }
        var result: [String] = []
        for (index, item) in try array(key).enumerated() {
            guard let s = item.stringValue else {
                throw MalformedReply(
                    "\(label(key))[\(index)] is \(Self.article(item.typeName)) \(item.typeName), not a string")
            }
            result.append(s)
        }
        return result
    }

    /// A nested object item of an array, read with its own key set.
    func item(_ key: String, _ index: Int, _ value: JSONValue, name: String, allowed: [String]) throws(MalformedReply)
        -> ReplyReader
    {
        let at = "\(path.isEmpty ? key : path + "." + key)[\(index)]"
        guard let o = value.objectValue else {
            throw MalformedReply("\(at) is \(Self.article(value.typeName)) \(value.typeName), not an object")
        }
        return ReplyReader(o, name: name, allowed: allowed, path: at)
    }

    /// A nested object, read with its own key set.
    func nested(_ key: String, name: String, allowed: [String]) throws(MalformedReply) -> ReplyReader? {
        guard let o = try optionalObject(key) else { return nil }
        return ReplyReader(o, name: name, allowed: allowed, path: path.isEmpty ? key : path + "." + key)
    }
}
