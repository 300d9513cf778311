import Foundation
import SpecConformTestSupport
import SpecModel
import Testing

@testable import StateMachine

/// The statechart semantics suite's fixtures (`Tests/Fixtures/statecharts/*.json`): each file holds `cases`, each a
/// small machine (the body of a machine file, without the envelope) with the events to send and what must hold after
/// the start and after each event.
struct StatechartCase: CustomTestStringConvertible {
    let file: String
    let name: String
    let machineText: String
    let start: JSONNode?
    let steps: [JSONNode]

    var testDescription: String { "\(file): \(name)" }

    /// Every case of every fixture file, in file and document order.
    static func all() -> [StatechartCase] {
        let folder = PackagePaths.fixture("statecharts")
        let files = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter {
            $0.hasSuffix(".json")
        }.sorted()
        var cases: [StatechartCase] = []
        for file in files {
            let bytes = [UInt8](FileManager.default.contents(atPath: folder + "/" + file) ?? Data())
            guard let root = JSONParser().parse(bytes, file: file).root else { continue }
            for item in root["cases"]?.items ?? [] {
                guard let machine = item["machine"] else { continue }
                cases.append(
                    StatechartCase(
                        file: file, name: item["name"]?.string ?? "?", machineText: rawText(of: machine, in: bytes),
                        start: item["start"], steps: item["steps"]?.items ?? []))
            }
        }
        return cases
    }

    /// The source text of `node` (an object), kept as written so that document order survives.
    static func rawText(of node: JSONNode, in bytes: [UInt8]) -> String {
        var index = node.location.offset
        var depth = 0
        var inString = false
        let start = index
        while index < bytes.count {
            let byte = bytes[index]
            if inString {
                if byte == UInt8(ascii: "\\") { index += 1 } else if byte == UInt8(ascii: "\"") { inString = false }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "{") || byte == UInt8(ascii: "[") {
                depth += 1
            } else if byte == UInt8(ascii: "}") || byte == UInt8(ascii: "]") {
                depth -= 1
                if depth == 0 { break }
            }
            index += 1
        }
        return String(decoding: bytes[start...min(index, bytes.count - 1)], as: UTF8.self)
    }

    /// Loads `body` (a machine object without the envelope) as machine `id` of product `sc`: the machine and the
    /// loader's diagnostics.
    static func load(_ body: String, id: String = "m") -> (Machine?, [Diagnostic]) {
        let product = """
            {"kind": "product", "version": 1, "product": "sc", "name": "SC", "documents": [{"file": "d.txt"}],
             "idPatterns": [{"kind": "feature", "pattern": "^F-[0-9]+$"}]}
            """
        let text = #"{"kind": "machine", "version": 1, "product": "sc", "id": "\#(id)", "# + body.dropFirst()
        let result = SpecLoader.loadBundle(product: "sc", texts: ["product.json": product, "m.json": text])
        return (result.catalog.bundles.first?.machine(id: id), result.diagnostics)
    }
}
