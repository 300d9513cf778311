import Conformance
import SpecConformTestSupport
import SpecModel
import SubjectProtocol
import Testing

/// `hello` (docs/SUBJECT-PROTOCOL.md §3): what the registries serve.
@Suite struct HelloTests {
    @Test("hello lists every registered subject, the machine groups and the rule checks with title, covers and proves")
    func helloListsTheRegistries() {
        var server = ServerToy.server()
        let reply = server.exchange(
            #"{"seq":1,"type":"hello","protocol":1,"product":"toy","subject":"toy-swift","specDirectory":"\#(ServerToy.specDirectory)","tool":"specconform 0.9.0"}"#
        )
        #expect(
            reply
                == #"{"name":"toy (Swift subjects)","protocol":1,"seq":1,"serves":{"contracts":["API-BROKEN","API-OPEN"],"decisionTables":["DT-OPEN"],"#
                + #""limits":["LIM-PIN-LENGTH"],"machineGroups":[["bell","light"],["door"]],"machines":["bell","door","light"],"observesReset":false,"#
                + #""outputs":["OUT-LOG"],"properties":["method"],"rules":[{"covers":[],"proves":[],"rule":"RULE-PASS","title":"always holds"},"#
                + #"{"covers":["FR-4","FR-5"],"proves":["recovery","observability"],"rule":"RULE-FAIL","title":"never holds"},"#
                + #"{"covers":[],"proves":[],"rule":"TOY-RULE-01","title":"reads its parameters"},"#
                + #"{"covers":[],"proves":[],"rule":"RULE-EVENTS","title":"reads the event catalogue"}]},"type":"hello"}"#
        )
    }

    @Test("observesReset is true when a subject, reset with the spec's initial context, shows its world")
    func observesResetIsProbed() {
        var server = ServerToy.server(observing: true)
        let reply = parsed(
            server.exchange(
                #"{"seq":1,"type":"hello","protocol":1,"product":"toy","specDirectory":"\#(ServerToy.specDirectory)"}"#)
        )
        #expect(reply["serves"]?["observesReset"] == .bool(true))
        #expect(reply["serves"]?["machineGroups"] == [["bell", "light"], ["door"], ["vending"]])
    }

    @Test("without a spec the reset probe cannot run: observesReset is false, and the rest is served")
    func helloWithoutSpec() {
        var server = ServerToy.server(observing: true)
        let reply = parsed(server.exchange(#"{"seq":1,"type":"hello","protocol":1,"product":"toy"}"#))
        #expect(reply["type"] == "hello")
        #expect(reply["serves"]?["observesReset"] == .bool(false))
        let missing = parsed(
            server.exchange(#"{"seq":2,"type":"hello","protocol":1,"product":"toy","specDirectory":"/no/such/folder"}"#)
        )
        #expect(missing["type"] == "hello")
        #expect(
            parsed(server.exchange(#"{"seq":3,"type":"rule","rule":"RULE-PASS","parameters":{}}"#))
                == [
                    "seq": 3, "type": "error", "message": "the spec directory /no/such/folder is not a readable folder",
                ])
    }

    @Test("a hello for another product is an error reply")
    func helloForAnotherProduct() {
        var server = ServerToy.server()
        #expect(
            server.exchange(#"{"seq":1,"type":"hello","protocol":1,"product":"door-lock"}"#)
                == #"{"message":"this subject serves product \"toy\", not \"door-lock\"","seq":1,"type":"error"}"#)
    }

    @Test("a server built from a ProductVerification serves what it registers")
    func serverFromVerification() {
        var server = SubjectServer(ToyVerification.self)
        let reply = parsed(server.exchange(#"{"seq":1,"type":"hello","protocol":1,"product":"toy"}"#))
        #expect(reply["name"] == "toy (Swift subjects)")
        #expect(reply["serves"]?["machines"] == ["vending"])
        #expect(reply["serves"]?["rules"]?.arrayValue?.count == 1)
    }
}

/// The toy fixture's registration, as a product registers.
enum ToyVerification: ProductVerification {
    static let product = "toy"

    static func register(subjects: inout SubjectRegistry, rules: inout RuleCheckRegistry) {
        (subjects, rules) = ToyFixture.registries(defect: nil)
    }
}
