import SpecModel
import SubjectProtocol
import Testing

/// `reset` and `apply` (docs/SUBJECT-PROTOCOL.md §4): a fresh subject per reset, observations written exactly.
@Suite struct MachineRequestTests {
    @Test(
        "reset then apply: the observation carries states, events with payloads and sorted conditions, outputs, exactly"
    )
    func resetAndApply() {
        var server = SubjectServer.toyAfterHello()
        #expect(
            server.exchange(#"{"seq":2,"type":"reset","context":{"door":{"initial":"Locked"}}}"#)
                == #"{"seq":2,"type":"ok"}"#)
        #expect(
            server.exchange(#"{"seq":3,"type":"apply","machine":"door","event":"unlock","data":{"pin":"1234"}}"#)
                == #"{"conditions":["away","night"],"events":[{"conditions":["child-mode","guest"],"name":"door.unlocked","payload":"#
                + #"{"big":1e+16,"huge":123456789012345678901234567890,"method":"pin","pin":"1234","ratio":0.1,"text":"naïve \"quoted\"\n\u0001","whole":12.0}}],"#
                + #""outputs":{"applied":1,"instance":1},"seq":3,"states":{"door":"Unlocked"},"type":"observation"}"#)
    }

    @Test("numbers in replies read back as the values the subject gave")
    func numbersRoundTrip() throws {
        var server = SubjectServer.toyAfterHello()
        _ = server.exchange(#"{"seq":2,"type":"reset","context":{"door":{}}}"#)
        let reply = parsed(
            server.exchange(#"{"seq":3,"type":"apply","machine":"door","event":"unlock","data":{"pin":1.50}}"#))
        let payload = try #require(reply["events"]?.arrayValue?.first?["payload"])
        #expect(payload["ratio"]?.numberValue?.doubleValue == 0.1)
        #expect(payload["big"]?.numberValue?.doubleValue == 1e16)
        #expect(payload["whole"]?.numberValue?.text == "12.0")
        #expect(payload["huge"]?.numberValue?.text == "123456789012345678901234567890")
        #expect(payload["pin"]?.numberValue?.text == "1.50", "data reaches the subject as sent")
    }

    @Test("every reset makes a fresh subject from the group's factory")
    func resetMakesAFreshSubject() {
        var server = SubjectServer.toyAfterHello()
        var instances: [JSONValue?] = []
        for seq in stride(from: 2, to: 8, by: 2) {
            _ = server.exchange(#"{"seq":\#(seq),"type":"reset","context":{"door":{}}}"#)
            let reply = parsed(
                server.exchange(#"{"seq":\#(seq + 1),"type":"apply","machine":"door","event":"knock","data":null}"#))
            #expect(reply["outputs"]?["applied"] == 1)
            instances.append(reply["outputs"]?["instance"])
        }
        #expect(instances == [1, 2, 3])
    }

    @Test(
        "a group's world: one reset for its machines, the reset reply is the subject's observation, apply reaches either"
    )
    func groupWorld() {
        var server = SubjectServer.toyAfterHello()
        #expect(
            server.exchange(#"{"seq":2,"type":"reset","context":{"bell":{"rings":2},"light":{}}}"#)
                == #"{"conditions":[],"events":[],"outputs":{"rings":2},"seq":2,"states":{"bell":"Quiet","light":"Off"},"type":"observation"}"#
        )
        #expect(
            parsed(server.exchange(#"{"seq":3,"type":"apply","machine":"light","event":"switch"}"#))["states"] == [
                "bell": "Ringing", "light": "On",
            ])
        #expect(
            parsed(server.exchange(#"{"seq":4,"type":"apply","machine":"bell","event":"ring","data":null}"#))["outputs"]
                == ["rings": 3])
        #expect(
            server.exchange(#"{"seq":5,"type":"apply","machine":"door","event":"unlock","data":null}"#)
                == #"{"message":"apply request: machine \"door\" is not in the world of the last reset (bell, light)","seq":5,"type":"error"}"#
        )
    }

    @Test("a timed event reaches the subject with its delay taken from the event's name")
    func timedEvent() {
        var server = SubjectServer.toyAfterHello()
        _ = server.exchange(#"{"seq":2,"type":"reset","context":{"door":{"initial":"Unlocked"}}}"#)
        let reply = parsed(
            server.exchange(
                #"{"seq":3,"type":"apply","machine":"door","event":"after:30s","data":null,"delaySeconds":30}"#))
        #expect(reply["states"] == ["door": "Locked"])
        #expect(reply["outputs"]?["delay"] == 30)
    }

    @Test("a subject's thrown error is an error reply with its text, and the server goes on")
    func thrownErrors() {
        var server = SubjectServer.toyAfterHello()
        #expect(
            server.exchange(#"{"seq":2,"type":"reset","context":{"door":{"broken":true}}}"#)
                == #"{"message":"the door cannot be set up broken","seq":2,"type":"error"}"#)
        #expect(
            server.exchange(#"{"seq":3,"type":"apply","machine":"door","event":"unlock","data":null}"#)
                == #"{"message":"apply request before any successful reset: there is no world to send \"unlock\" to","seq":3,"type":"error"}"#
        )
        _ = server.exchange(#"{"seq":4,"type":"reset","context":{"door":{}}}"#)
        #expect(
            server.exchange(#"{"seq":5,"type":"apply","machine":"door","event":"jam","data":null}"#)
                == #"{"message":"the door is jammed","seq":5,"type":"error"}"#)
        #expect(
            parsed(server.exchange(#"{"seq":6,"type":"apply","machine":"door","event":"unlock","data":null}"#))[
                "states"] == ["door": "Unlocked"])
    }

    @Test("a number JSON cannot carry (nan) in a reply is an error reply, never an invalid line")
    func unwritableNumber() {
        var server = SubjectServer.toyAfterHello()
        _ = server.exchange(#"{"seq":2,"type":"reset","context":{"door":{}}}"#)
        #expect(
            server.exchange(#"{"seq":3,"type":"apply","machine":"door","event":"nan","data":null}"#)
                == #"{"message":"the reply holds a number JSON cannot carry: nan","seq":3,"type":"error"}"#)
    }

    @Test("reset names machines that have a subject, all of one group, each with an object context")
    func resetProblems() {
        var server = SubjectServer.toyAfterHello()
        let cases: [(String, String)] = [
            (#"{"seq":2,"type":"reset","context":{}}"#, #"reset request: \"context\" names no machine"#),
            (
                #"{"seq":2,"type":"reset","context":{"dor":{}}}"#,
                #"nothing serves machine \"dor\" of toy (served: bell, door, light); did you mean \"door\"?"#
            ),
            (
                #"{"seq":2,"type":"reset","context":{"bell":{},"door":{}}}"#,
                #"reset request: machines \"bell\" and \"door\" are served by different subjects (groups [bell, light], [door])"#
            ),
            (
                #"{"seq":2,"type":"reset","context":{"door":[]}}"#,
                #"reset request: the context of \"door\" is an array, not an object"#
            ),
            (#"{"seq":2,"type":"reset","context":null}"#, #"reset request: \"context\" is null, not an object"#),
            (#"{"seq":2,"type":"reset"}"#, #"reset request without \"context\" (an object)"#),
        ]
        for (request, message) in cases {
            #expect(
                server.exchange(request) == #"{"message":""# + message + #"","seq":2,"type":"error"}"#, "\(request)")
        }
    }
}
