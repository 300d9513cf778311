#!/usr/bin/env python3
"""The kit product (Tests/SubjectProtocolTests/KitFixture.swift) as a subject process: a decision table, a contract,
a limit, an output, payload values and a rule check, over the SpecConform subject protocol, standard library only.

Without options it conforms. --defect KIND plants one wrong answer: decide (a guest may enter a closed door),
call (an amount of 0 is accepted), probe (a 9-digit PIN is accepted), output (four top scores), drive (the method
is always "pin"), rule (the keypad locks after six wrong PINs, not five), vacuous (the rule's verdict passes
without naming what it asserted); decide-error answers a guest's
combinations with an error reply. --crash-on TYPE exits (status 3, a line on standard error) on every request of that
type (decide, call, probe, output, drive, rule): a subject fault, not a wrong answer. --log FILE appends every
request line to FILE.
"""
import json
import sys

defect = sys.argv[sys.argv.index("--defect") + 1] if "--defect" in sys.argv else None
crash_on = sys.argv[sys.argv.index("--crash-on") + 1] if "--crash-on" in sys.argv else None


def decide(request):
    inputs = request["inputs"]
    if defect == "decide-error" and inputs["role"] == "guest":
        return {"type": "error", "message": "guests are not modelled"}
    allowed = inputs["role"] == "owner" or inputs["open"] or defect == "decide"
    return {"type": "decision", "output": allowed}


def call(request):
    refunds = {}
    before = dict(refunds)
    order, amount = request["input"].get("order"), request["input"].get("amount")
    low = 0 if defect == "call" else 1
    accepted = isinstance(order, str) and order != "" and isinstance(amount, int) and low <= amount <= 100
    if accepted:
        refunds[order] = amount
    return {"type": "outcome", "accepted": accepted, "stateBefore": before, "stateAfter": refunds}


def probe(request):
    value = request["value"]
    if value < 0:
        return {"type": "probed", "outcome": "cannot", "reason": "no PIN has a negative length"}
    longest = 9 if defect == "probe" else 8
    if value <= longest:
        return {"type": "probed", "outcome": "accepted"}
    return {"type": "probed", "outcome": "refused", "reason": "a PIN has at most %d digits" % longest}


def output(request):
    scores = sorted(request["input"]["scores"], reverse=True)
    return {"type": "value", "value": {"top": scores[:4] if defect == "output" else scores[:3]}}


def drive(request):
    method = "pin" if defect == "drive" else request["value"]
    return {"type": "driven", "events": [{"name": "door_opened", "payload": {"method": method}}]}


def rule(request):
    limit = request["parameters"]["maxAttempts"] + (1 if defect == "rule" else 0)
    wrong, locked = 0, False
    while not locked:
        wrong += 1
        locked = wrong >= limit
    if wrong != request["parameters"]["maxAttempts"]:
        return {"type": "verdict", "pass": False, "message": "the keypad locked after %d wrong PINs" % wrong}
    if defect == "vacuous":
        return {"type": "verdict", "pass": True}
    return {"type": "verdict", "pass": True, "assertions": [
        {"claim": "the keypad locks at exactly maxAttempts wrong PINs", "proves": ["KIT-RULE-01"]}]}


def hello(request):
    return {"type": "hello", "protocol": 1, "serves": {
        "decisionTables": ["DT-ENTRY"], "contracts": ["CLI-REFUND"], "limits": ["N-01"], "outputs": ["OUT-TOP"],
        "properties": ["method"],
        "rules": [{"rule": "KIT-RULE-01", "title": "five wrong PINs lock the keypad", "proves": ["failure"]}]}}


handlers = {"hello": hello, "decide": decide, "call": call, "probe": probe, "output": output, "drive": drive, "rule": rule}
log = open(sys.argv[sys.argv.index("--log") + 1], "a") if "--log" in sys.argv else None
for line in sys.stdin:
    if log:
        log.write(line)
        log.flush()
    request = json.loads(line)
    if request["type"] == crash_on:
        sys.stderr.write("kit_subject: planted crash on %s\n" % crash_on)
        sys.exit(3)
    reply = handlers[request["type"]](request)
    reply["seq"] = request["seq"]
    sys.stdout.write(json.dumps(reply) + "\n")
    sys.stdout.flush()
