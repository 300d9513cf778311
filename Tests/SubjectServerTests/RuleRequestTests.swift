import SpecModel
import SubjectProtocol
import Testing

/// `rule` (docs/SUBJECT-PROTOCOL.md §4): the registered check runs in the server, reading the spec at the hello's
/// `specDirectory` with the request's parameters.
@Suite struct RuleRequestTests {
    @Test("a passing check is a verdict pass; a failing one carries its message")
    func verdicts() {
        var server = SubjectServer.toyAfterHello()
        #expect(
            server.exchange(#"{"seq":2,"type":"rule","rule":"RULE-PASS","parameters":{}}"#)
                == #"{"assertions":[{"claim":"one and two make three","proves":["RULE-PASS"]}],"expectations":1,"pass":true,"seq":2,"type":"verdict"}"#
        )
        #expect(
            server.exchange(#"{"seq":3,"type":"rule","rule":"RULE-FAIL","parameters":{}}"#)
                == #"{"message":"the 5th wrong PIN did not lock the keypad","pass":false,"seq":3,"type":"verdict"}"#)
    }

    @Test("TOY-RULE-01 reads the request's parameters, and the spec's when the request has none")
    func parameters() {
        var server = SubjectServer.toyAfterHello()
        #expect(
            parsed(server.exchange(#"{"seq":2,"type":"rule","rule":"TOY-RULE-01"}"#))["message"] == "price 2, coin 0.5")
        #expect(
            parsed(
                server.exchange(
                    #"{"seq":3,"type":"rule","rule":"TOY-RULE-01","parameters":{"price":3,"coinValue":0.25}}"#))[
                    "message"]
                == "price 3, coin 0.25")
        #expect(
            parsed(server.exchange(#"{"seq":4,"type":"rule","rule":"TOY-RULE-01","parameters":{}}"#))["message"]
                == #"rule TOY-RULE-01 has no parameter "price" (it has no parameters)"#)
    }

    @Test("a verdict lists the rule parameters the check read, RULE/key, passing or failing")
    func reads() {
        var server = SubjectServer.toyAfterHello()
        #expect(
            parsed(server.exchange(#"{"seq":2,"type":"rule","rule":"TOY-RULE-01"}"#))["read"]
                == .array([.string("TOY-RULE-01/coinValue"), .string("TOY-RULE-01/price")]))
        #expect(parsed(server.exchange(#"{"seq":3,"type":"rule","rule":"RULE-PASS","parameters":{}}"#))["read"] == nil)
    }

    @Test("a check reads the spec's event catalogue")
    func catalogue() {
        var server = SubjectServer.toyAfterHello()
        let message =
            parsed(server.exchange(#"{"seq":2,"type":"rule","rule":"RULE-EVENTS","parameters":{}}"#))["message"]?
            .stringValue ?? ""
        #expect(message.hasPrefix("event 0 'no.such-event'"), "\(message)")
    }

    @Test("an unknown rule and a rule before any hello are error replies")
    func problems() {
        var server = SubjectServer.toyAfterHello()
        #expect(
            parsed(server.exchange(#"{"seq":2,"type":"rule","rule":"RULE-PAS","parameters":{}}"#))["message"]
                == #"nothing serves rule "RULE-PAS" of toy (served: RULE-PASS, RULE-FAIL, TOY-RULE-01, RULE-EVENTS); did you mean "RULE-PASS"?"#
        )
        var fresh = ServerToy.server()
        #expect(
            parsed(fresh.exchange(#"{"seq":1,"type":"rule","rule":"RULE-PASS","parameters":{}}"#))["message"]
                == #"rule request before a hello with "specDirectory": a rule check reads the spec"#)
        #expect(
            parsed(fresh.exchange(#"{"seq":2,"type":"rule","rule":"RULE-PASS","parameters":[]}"#))["message"]
                == #"rule request: "parameters" is an array, not an object"#)
    }
}
