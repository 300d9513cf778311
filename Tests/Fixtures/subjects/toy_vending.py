#!/usr/bin/env python3
"""The toy vending machine (Tests/Fixtures/toy) as a subject process: the SpecConform subject protocol
(docs/SUBJECT-PROTOCOL.md) over standard input and output, standard library only.

Without options it conforms. Each option plants one fault, the negative controls of the protocol client:

  --crash-on EVENT      exit with a traceback when EVENT is applied
  --hang-on EVENT       never answer when EVENT is applied
  --malformed-on EVENT  answer EVENT with a line that is not JSON
  --wrong-seq-on EVENT  answer EVENT with another seq
  --garbage-on EVENT    answer EVENT with bytes that are not UTF-8
  --huge-line-on EVENT  answer EVENT with a 20 MiB line
  --error-on EVENT      answer EVENT with an error reply
  --huge-number-on EVENT  answer EVENT with a credit of 10^40 (valid JSON, a divergence)
  --huge-seq-on EVENT   answer EVENT with seq 1e400
  --hang-always         answer hello, then nothing
  --deep-on EVENT       answer EVENT with a reply nested 100000 levels deep
  --lie                 report Ready after every coin (a divergence, not a protocol failure)
  --invalid-payload     emit item_vended with its price as a string
  --protocol N          say protocol N in hello
  --serves-nothing      serve nothing in hello
  --chatty              write 128 KiB to standard error on every request (twice the pipe's buffer)
  --hello-hang          never answer hello
  --slow SECONDS        wait SECONDS before answering every request but hello (within the reply timeout)
  --log FILE            append every request line to FILE
"""
import json
import sys
import time

options = {}
flags = set()
args = sys.argv[1:]
while args:
    name = args.pop(0)
    if name in ("--lie", "--invalid-payload", "--serves-nothing", "--chatty", "--hello-hang", "--hang-always"):
        flags.add(name)
    else:
        options[name] = args.pop(0)


class Vending:
    """The implementation, written without the spec: coins until the price, then vend or refund; it may jam."""

    def __init__(self, price=2):
        self.phase, self.credit, self.price, self.emitted = "Idle", 0, price, []

    def coin(self):
        if self.phase != "Idle":
            return
        self.credit += 1
        if self.credit >= self.price or "--lie" in flags:
            self.phase = "Ready"
        self.emitted.append({"name": "coin_inserted", "payload": {"credit": self.credit}})

    def vend(self):
        if self.phase != "Ready":
            return
        price = str(self.price) if "--invalid-payload" in flags else self.price
        self.phase, self.credit = "Idle", 0
        self.emitted.append({"name": "item_vended", "payload": {"item": "tea", "price": price}})

    def refund(self):
        if self.phase != "Ready":
            return
        self.emitted.append({"name": "refund_issued", "payload": {"amount": self.credit}})
        self.phase, self.credit = "Idle", 0

    def jam(self):
        if self.phase == "Idle":
            self.phase = "Jammed"

    def clear(self):
        if self.phase == "Jammed":
            self.phase = "Idle"


machine = Vending()


def observation():
    events, machine.emitted = machine.emitted, []
    return {"type": "observation", "states": {"vending": machine.phase}, "events": events, "outputs": {"credit": machine.credit}}


def hello(request):
    serves = {
        "machines": ["vending"],
        "properties": ["credit", "amount"],
        "rules": [{"rule": "TOY-RULE-01", "title": "credit never goes negative (Python)", "covers": ["TOY-FEAT-002"]}],
        "observesReset": True,
    }
    if "--serves-nothing" in flags:
        serves = {}
    return {"type": "hello", "protocol": int(options.get("--protocol", "1")), "name": "toy vending (Python)", "serves": serves}


def apply(request):
    global machine
    event = request["event"]
    if event == options.get("--crash-on"):
        raise RuntimeError("planted crash on " + event)
    if event == options.get("--hang-on"):
        time.sleep(3600)
    actions = {"coin": machine.coin, "vend": machine.vend, "refund": machine.refund, "jam": machine.jam, "clear": machine.clear}
    if event not in actions:
        return {"type": "error", "message": "the vending machine has no input for " + event}
    actions[event]()
    return observation()


def drive(request):
    global machine
    value = request["value"]
    if request["property"] == "credit" and isinstance(value, int) and value >= 1:
        machine = Vending(price=value + 1)
        for _ in range(value):
            machine.coin()
        return {"type": "driven", "events": machine.emitted[-1:]}
    if request["property"] == "amount" and isinstance(value, int) and value >= 1:
        machine = Vending(price=value)
        for _ in range(value):
            machine.coin()
        machine.emitted = []
        machine.refund()
        return {"type": "driven", "events": machine.emitted}
    return {"type": "driven", "cannot": "no input gives %s = %s (a refund needs a credit of at least the price)" % (request["property"], value)}


def rule(request):
    parameters = request["parameters"]
    floor = parameters.get("minCredit", 0)
    vending = Vending(price=parameters.get("price", 2))
    for _ in range(5):
        vending.coin()
        vending.refund()
        if vending.credit < floor:
            return {"type": "verdict", "pass": False, "message": "credit went to %d" % vending.credit}
    return {"type": "verdict", "pass": True, "expectations": 5, "assertions": [
        {"claim": "the credit stays at or above the floor through five coin-and-refund rounds",
         "proves": ["TOY-RULE-01", "TOY-FEAT-002"]}]}


def reset(request):
    global machine
    machine = Vending(price=request["context"].get("vending", {}).get("price", 2))
    return observation()


def answer(request):
    kind = request["type"]
    if kind == "hello":
        if "--hello-hang" in flags:
            time.sleep(3600)
        return hello(request)
    if "--hang-always" in flags:
        time.sleep(3600)
    if "--slow" in options:
        time.sleep(float(options["--slow"]))
    handlers = {"reset": reset, "apply": apply, "drive": drive, "rule": rule}
    if kind not in handlers:
        return {"type": "error", "message": "no " + kind + " here"}
    return handlers[kind](request)


def write(data):
    sys.stdout.buffer.write(data)
    sys.stdout.buffer.flush()


def main():
    log = open(options["--log"], "a") if "--log" in options else None
    for line in sys.stdin:
        if log:
            log.write(line)
            log.flush()
        if "--chatty" in flags:
            sys.stderr.write("x" * (128 << 10) + "\n")
            sys.stderr.flush()
        request = json.loads(line)
        seq, event = request["seq"], request.get("event")
        if event is not None and event == options.get("--malformed-on"):
            write(b"this is not JSON\n")
            continue
        if event is not None and event == options.get("--garbage-on"):
            write(b'{"seq": ' + str(seq).encode() + b', "type": "observation", "states": {"vending": "\xff\xfe"}}\n')
            continue
        if event is not None and event == options.get("--huge-line-on"):
            write(b'{"seq": ' + str(seq).encode() + b', "pad": "' + b"x" * (20 << 20) + b'"}\n')
            continue
        if event is not None and event == options.get("--deep-on"):
            write(b"[" * 100000 + b"]" * 100000 + b"\n")
            continue
        if event is not None and event == options.get("--huge-seq-on"):
            write(b'{"seq": 1e400, "type": "observation", "states": {}}\n')
            continue
        if event is not None and event == options.get("--huge-number-on"):
            reply = answer(request)
            reply["outputs"]["credit"] = 10**40
            reply["seq"] = seq
            write(json.dumps(reply).encode() + b"\n")
            continue
        if event is not None and event == options.get("--error-on"):
            write(json.dumps({"seq": seq, "type": "error", "message": "planted error reply on " + event}).encode() + b"\n")
            continue
        reply = answer(request)
        reply["seq"] = seq + 1 if event is not None and event == options.get("--wrong-seq-on") else seq
        write(json.dumps(reply).encode() + b"\n")


main()
