import SpecModel
import SubjectProtocol

extension SubjectServer {
    /// The reply line to one request line, as text.
    mutating func exchange(_ line: String) -> String {
        String(decoding: reply(to: Array(line.utf8)), as: UTF8.self)
    }

    /// The replies to `lines`, in order.
    mutating func exchange(_ lines: [String]) -> [String] {
        lines.map { exchange($0) }
    }

    /// The toy server after its hello with the toy spec.
    static func toyAfterHello(observing: Bool = false) -> SubjectServer {
        var server = ServerToy.server(observing: observing)
        _ = server.exchange(
            #"{"seq":1,"type":"hello","protocol":1,"product":"toy","specDirectory":"\#(ServerToy.specDirectory)"}"#)
        return server
    }
}

/// A reply line, parsed.
func parsed(_ line: String) -> JSONValue {
    JSONParser().parse(line).root?.value ?? .null
}
