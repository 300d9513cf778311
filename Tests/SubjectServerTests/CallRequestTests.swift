import SpecModel
import SubjectProtocol
import Testing

/// `decide`, `call`, `probe`, `drive` and `output` (docs/SUBJECT-PROTOCOL.md §4), with the in-process runners'
/// lifecycles: one decision subject per table's run, a fresh subject for everything else.
@Suite struct CallRequestTests {
    @Test("decide: consecutive combinations of one table share a subject, as the runner asks them of one")
    func decideSharesASubjectPerTable() {
        var server = SubjectServer.toyAfterHello()
        #expect(
            server.exchange(#"{"seq":2,"type":"decide","table":"DT-OPEN","inputs":{"role":"owner"}}"#)
                == #"{"output":{"allow":true,"subject":1},"seq":2,"type":"decision"}"#)
        #expect(
            parsed(server.exchange(#"{"seq":3,"type":"decide","table":"DT-OPEN","inputs":{"role":"guest"}}"#))["output"]
                == ["allow": false, "subject": 1])
        _ = server.exchange(#"{"seq":4,"type":"probe","limit":"LIM-PIN-LENGTH","value":4}"#)
        #expect(
            parsed(server.exchange(#"{"seq":5,"type":"decide","table":"DT-OPEN","inputs":{"role":"owner"}}"#))[
                "output"]?["subject"] == 2)
    }

    @Test(
        "decide: a combination the implementation cannot answer is an error reply; an unknown table names the served ones"
    )
    func decideWithoutAnswer() {
        var server = SubjectServer.toyAfterHello()
        #expect(
            server.exchange(#"{"seq":2,"type":"decide","table":"DT-OPEN","inputs":{"role":"nobody"}}"#)
                == #"{"message":"the implementation gives no answer for this combination","seq":2,"type":"error"}"#)
        #expect(
            server.exchange(#"{"seq":3,"type":"decide","table":"DT-OPN","inputs":{}}"#)
                == #"{"message":"nothing serves decision table \"DT-OPN\" of toy (served: DT-OPEN); did you mean \"DT-OPEN\"?","seq":3,"type":"error"}"#
        )
        #expect(
            parsed(server.exchange(#"{"seq":4,"type":"decide","table":"DT-OPEN","inputs":[]}"#))["message"]
                == "decide request: \"inputs\" is an array, not an object")
    }

    @Test(
        "call: every call on a fresh contract subject; outcome with both states, the optional message and the constraints a refusal names"
    )
    func callOnAFreshSubject() {
        var server = SubjectServer.toyAfterHello()
        #expect(
            server.exchange(#"{"seq":2,"type":"call","contract":"API-OPEN","input":{"pin":"12"}}"#)
                == #"{"accepted":false,"message":"PIN too short","seq":2,"stateAfter":{"calls":1,"instance":1,"locked":true},"#
                + #""stateBefore":{"calls":1,"instance":1,"locked":true},"type":"outcome","violated":["pin.minLength"]}"#
        )
        #expect(
            server.exchange(#"{"seq":3,"type":"call","contract":"API-OPEN","input":{"pin":"1234"}}"#)
                == #"{"accepted":true,"seq":3,"stateAfter":{"calls":1,"instance":2,"locked":false},"#
                + #""stateBefore":{"calls":1,"instance":2,"locked":true},"type":"outcome"}"#)
        #expect(
            server.exchange(#"{"seq":4,"type":"call","contract":"API-BROKEN","input":{}}"#)
                == #"{"message":"API-BROKEN is not implemented","seq":4,"type":"error"}"#)
        #expect(
            parsed(server.exchange(#"{"seq":5,"type":"call","contract":"API-OPEN"}"#))["message"]
                == "call request without \"input\" (an object)")
    }

    @Test("probe: accepted, refused with and without a reason, cannot; the value arrives exactly as sent")
    func probeOutcomes() {
        var server = SubjectServer.toyAfterHello()
        let cases: [(String, String)] = [
            ("8", #"{"outcome":"accepted","seq":2,"type":"probed"}"#),
            ("9.0", #"{"outcome":"refused","reason":"PIN longer than 8 digits: 9.0","seq":2,"type":"probed"}"#),
            (
                "8.000000000000002",
                #"{"outcome":"refused","reason":"PIN longer than 8 digits: 8.000000000000002","seq":2,"type":"probed"}"#
            ),
            ("1e+300", #"{"outcome":"refused","reason":"PIN longer than 8 digits: 1e+300","seq":2,"type":"probed"}"#),
            ("0", #"{"outcome":"refused","seq":2,"type":"probed"}"#),
            ("-1", #"{"outcome":"cannot","reason":"no PIN has -1.0 digits","seq":2,"type":"probed"}"#),
            (#""8""#, #"{"message":"probe request: \"value\" is a string, not a number","seq":2,"type":"error"}"#),
        ]
        for (value, reply) in cases {
            #expect(server.exchange(#"{"seq":2,"type":"probe","limit":"LIM-PIN-LENGTH","value":\#(value)}"#) == reply)
        }
    }

    @Test("drive: the events emitted carrying the value, or why it cannot be carried; a throw is an error reply")
    func driveOutcomes() {
        var server = SubjectServer.toyAfterHello()
        #expect(
            server.exchange(#"{"seq":2,"type":"drive","property":"method","value":"pin"}"#)
                == #"{"events":[{"conditions":["guest"],"name":"door.unlocked","payload":{"method":"pin"}}],"seq":2,"type":"driven"}"#
        )
        #expect(
            server.exchange(#"{"seq":3,"type":"drive","property":"method","value":""}"#)
                == #"{"cannot":"no flow unlocks with an empty method","seq":3,"type":"driven"}"#)
        #expect(
            server.exchange(#"{"seq":4,"type":"drive","property":"method","value":"boom"}"#)
                == #"{"message":"the driver broke","seq":4,"type":"error"}"#)
        #expect(
            parsed(server.exchange(#"{"seq":5,"type":"drive","property":"method","value":null}"#))["type"] == "driven")
        #expect(
            parsed(server.exchange(#"{"seq":6,"type":"drive","property":"method"}"#))["message"]
                == "drive request without \"value\" (any JSON value)")
    }

    @Test("output: the subject's value; a throw is an error reply")
    func outputValue() {
        var server = SubjectServer.toyAfterHello()
        #expect(
            server.exchange(#"{"seq":2,"type":"output","output":"OUT-LOG","input":{"entries":[1,{"b":2.50},"c"]}}"#)
                == #"{"seq":2,"type":"value","value":["c",{"b":2.50},1]}"#)
        #expect(
            server.exchange(#"{"seq":3,"type":"output","output":"OUT-LOG","input":"throw"}"#)
                == #"{"message":"the log is unreadable","seq":3,"type":"error"}"#)
        #expect(
            server.exchange(#"{"seq":4,"type":"output","output":"OUT-FEED","input":{}}"#)
                == #"{"message":"nothing serves output \"OUT-FEED\" of toy (served: OUT-LOG)","seq":4,"type":"error"}"#)
    }
}
