#!/usr/bin/env python3
"""The door lock's subject: speaks docs/SUBJECT-PROTOCOL.md on stdin/stdout so `specconform check` can verify
implementation/door_lock.py. It maps the spec's names to the lock's calls and the lock's state back to the spec's
names; it never reads the spec. One JSON object per line in, one per line out; logs go to stderr.

Planted faults (negative controls of the engine, not of the lock): `DOOR_LOCK_FAULT` makes the subject itself crash,
hang or print garbage when it applies `pin.wrong`; an unknown name fails `hello`."""

import json
import os
import sys
import time
import traceback

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "implementation"))
import door_lock  # noqa: E402
from door_lock_rules import RULES, Clock, Parameters, run  # noqa: E402

OWNER_PIN, WRONG_CODE = "2468", "0000"
GUEST_NOW, GUEST_LATER, GUEST_EXPIRED = "2580", "3690", "1470"  # codes the world sets up at every reset
CREDENTIALS = {"owner-pin": door_lock.Credential.OWNER_PIN, "guest-code": door_lock.Credential.GUEST_CODE,
               "owner-app": door_lock.Credential.OWNER_APP}
MACHINES = ("lock", "battery")
REQUESTS = ("hello", "reset", "apply", "decide", "call", "probe", "drive", "rule")
FAULTS = ("crash", "hang", "garbage")  # DOOR_LOCK_FAULT: what the subject does wrong when it applies pin.wrong
GARBAGE = object()  # a reply the loop writes as a line that is not JSON


class PlantedCrash(BaseException):
    """Escapes the loop's `except Exception`: the process dies with a traceback, as a subject with a bug would."""


def planted_fault(environ=os.environ):
    """The fault `DOOR_LOCK_FAULT` plants ("" when unset); raises ValueError on an unknown name."""
    fault = environ.get("DOOR_LOCK_FAULT", "").strip()
    if fault and fault not in FAULTS:
        raise ValueError(f"unknown DOOR_LOCK_FAULT {fault}; known: {', '.join(FAULTS)}")
    return fault


def count(value):
    """`value` as a non-negative int (JSON may write 3 as 3.0), or None."""
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value < 0 or value != int(value):
        return None
    return int(value)


class World:
    """One lock on a clock the subject moves, with the guest codes the events below need."""

    def __init__(self, guests=True):
        self.clock = Clock()
        self.lock = door_lock.DoorLock(OWNER_PIN, self.clock)
        if guests:
            for code, hours, starts_in in ((GUEST_EXPIRED, 1, 0), (GUEST_NOW, 336, 2), (GUEST_LATER, 48, 26)):
                self.lock.handle_app_command(
                    {"command": "add-guest-code", "code": code, "validHours": hours, "startsInHours": starts_in})
            self.clock.t += 2 * 3600  # the first code has expired, the second is valid, the third is a day off
        self.entered_at, self.state = self.clock.t, self.lock_state()

    def lock_state(self):
        lock = self.lock
        if lock.keypad_locked_out and lock.bolt_thrown:
            return "LockedOut"
        return "Locked" if lock.bolt_thrown else ("Open" if lock.door_open else "Unlocked")

    def states(self):
        battery = {None: "Ok", "low": "Low", "critical": "Critical"}[self.lock.battery_warning]
        return {"lock": self.lock_state(), "battery": battery}

    def events(self):
        return [{"name": name, "payload": payload, "conditions": []} for name, payload in self.lock.take_events()]

    def send(self, event, delay=0):
        if event.startswith("after:"):  # the spec's clock: `delay` seconds since the lock entered its state
            self.clock.t = max(self.clock.t, self.entered_at + delay)
            self.lock.tick()
        else:
            STEPS[event](self.lock)
        if self.lock_state() != self.state:
            self.state, self.entered_at = self.lock_state(), self.clock.t


STEPS = {  # the spec's events as a person or the hardware makes them happen; the last one only for drive
    "pin.correct": lambda lock: lock.enter_code(OWNER_PIN),
    "pin.wrong": lambda lock: lock.enter_code(WRONG_CODE),
    "guest.code.valid": lambda lock: lock.enter_code(GUEST_NOW),
    "guest.code.outside.window": lambda lock: lock.enter_code(GUEST_LATER),
    "app.unlock": lambda lock: lock.app_unlock(),
    "lock.pressed": lambda lock: lock.press_lock(),
    "door.opened": lambda lock: lock.door_sensor(True),
    "door.closed": lambda lock: lock.door_sensor(False),
    "battery.low": lambda lock: lock.battery_reading(15),
    "battery.critical": lambda lock: lock.battery_reading(3),
    "battery.replaced": lambda lock: lock.battery_reading(100),
    "guest.code.expired": lambda lock: lock.enter_code(GUEST_EXPIRED),
}

DRIVES = {  # payload property -> value -> what a person does to make the lock report it
    "method": {"keypad": ["pin.correct"], "guest-code": ["guest.code.valid"], "app": ["app.unlock"],
               "manual": ["app.unlock", "lock.pressed"], "auto": ["app.unlock", "after:1h"]},
    "reason": {"not-yet-valid": ["guest.code.outside.window"], "expired": ["guest.code.expired"]},
    "level": {"low": ["battery.low"], "critical": ["battery.critical"]},
}


class Subject:
    def __init__(self):
        self.world = None

    def hello(self, request):
        door_lock.planted_bugs()  # an unknown DOOR_LOCK_BUG fails here, before any check
        planted_fault()  # and so does an unknown DOOR_LOCK_FAULT
        rules = [{"rule": rule_id, "title": title, "covers": covers, "proves": proves}
                 for rule_id, (title, covers, proves, _) in sorted(RULES.items())]
        return {"type": "hello", "protocol": 1, "name": "door lock (Python 3)", "serves": {
            "machines": list(MACHINES), "machineGroups": [list(MACHINES)], "decisionTables": ["DT-UNLOCK"],
            "contracts": ["CMD-GUEST-CODE"], "limits": ["LIM-PIN-MIN", "LIM-PIN-MAX"],
            "properties": ["attempt", "level", "method", "percent", "reason"], "rules": rules, "observesReset": True}}

    def reset(self, request):
        self.world = World()
        context = request.get("context") or {}
        unknown = sorted(set(context) - set(MACHINES)) + sorted(set(context.get("lock") or {}) - {"wrongAttempts"})
        if unknown or context.get("battery"):
            raise ValueError(f"cannot start a lock with context {', '.join(unknown) or 'battery'}")
        wrong = count((context.get("lock") or {}).get("wrongAttempts", 0))
        if wrong is None or wrong >= door_lock.MAX_WRONG_CODES:
            raise ValueError(f"cannot start a lock with {wrong!r} wrong codes entered and the keypad not locked out")
        for _ in range(wrong):
            self.world.lock.enter_code(WRONG_CODE)
        self.world.lock.take_events()
        return self.observation()

    def apply(self, request):
        if self.world is None:
            raise ValueError("apply before reset")
        if request.get("machine") not in MACHINES:
            raise ValueError(f"no machine {request.get('machine')!r}")
        event = request["event"]
        if not event.startswith("after:") and (event not in STEPS or event == "guest.code.expired"):
            raise ValueError(f"no input for event {event!r}")
        fault = planted_fault() if event == "pin.wrong" else ""
        if fault:
            print(f"door_lock_subject: planted {fault} on apply pin.wrong (DOOR_LOCK_FAULT)", file=sys.stderr, flush=True)
            if fault == "crash":
                raise PlantedCrash("the subject crashed applying pin.wrong")
            if fault == "hang":
                time.sleep(3600)
            return GARBAGE
        delay = request.get("delaySeconds")
        if delay is None and event.startswith("after:"):  # the doc promises delaySeconds; read the name if absent
            delay = int(event[6:-1]) * {"s": 1, "m": 60, "h": 3600, "d": 86400}[event[-1]]
        self.world.send(event, delay or 0)
        return self.observation()

    def observation(self):
        return {"type": "observation", "states": self.world.states(), "events": self.world.events(),
                "outputs": {"attemptsLeft": self.world.lock.attempts_left}, "conditions": []}

    def decide(self, request):
        if request.get("table") != "DT-UNLOCK":
            raise ValueError(f"no decision table {request.get('table')!r}")
        inputs = request["inputs"]
        allowed = World(guests=False).lock.may_unlock(
            CREDENTIALS[inputs["credential"]], inputs["insideWindow"], inputs["keypadLockedOut"])
        return {"type": "decision", "output": allowed}

    def call(self, request):
        if request.get("contract") != "CMD-GUEST-CODE":
            raise ValueError(f"no contract {request.get('contract')!r}")
        world = World(guests=False)
        before = [vars(code) for code in world.lock.guest_codes]
        try:
            world.lock.handle_app_command({**request.get("input", {}), "command": "add-guest-code"})
            accepted, message = True, None
        except door_lock.CommandRefused as refusal:
            accepted, message = False, str(refusal)
        after = [vars(code) for code in world.lock.guest_codes]
        reply = {"type": "outcome", "accepted": accepted, "stateBefore": {"guestCodes": before},
                 "stateAfter": {"guestCodes": after}}
        return reply if message is None else {**reply, "message": message}

    def probe(self, request):
        if request.get("limit") not in ("LIM-PIN-MIN", "LIM-PIN-MAX"):
            raise ValueError(f"no limit {request.get('limit')!r}")
        digits = count(request["value"])
        if digits is None:
            return {"type": "probed", "outcome": "cannot", "reason": f"no PIN has {request['value']} digits"}
        try:
            World(guests=False).lock.handle_app_command({"command": "set-pin", "pin": ("1357924680" * (digits // 10 + 1))[:digits]})
            return {"type": "probed", "outcome": "accepted"}
        except door_lock.CommandRefused as refusal:
            return {"type": "probed", "outcome": "refused", "reason": str(refusal)}

    def drive(self, request):
        prop, value, world = request["property"], request["value"], World()
        if prop in ("attempt", "percent"):
            value = count(value)
            if value is None:
                return {"type": "driven", "cannot": f"{prop} {request['value']!r} is not a count"}
        if prop == "attempt":  # wrong codes until the lock reports that attempt, or stops counting
            events = []
            for _ in range(100):
                if value in [e["payload"].get("attempt") for e in events] or world.lock.attempts_left == 0:
                    break
                world.lock.enter_code(WRONG_CODE)
                events += world.events()
            return {"type": "driven", "events": events}
        if prop == "percent":
            world.lock.battery_reading(value)
            return {"type": "driven", "events": world.events()}
        if value not in DRIVES.get(prop, {}):
            return {"type": "driven", "cannot": f"no flow makes the lock report {prop} {value!r}"}
        for step in DRIVES[prop][value]:
            world.send(step, 3600)
        return {"type": "driven", "events": world.events()}

    def rule(self, request):
        if request.get("rule") not in RULES:
            raise ValueError(f"no rule check {request.get('rule')!r}")
        parameters = Parameters(request.get("parameters") or {})
        failure, expectations = run(RULES[request["rule"]][3], parameters)
        read = sorted(f"{request['rule']}/{key}" for key in parameters.read)
        if failure:
            return {"type": "verdict", "pass": False, "message": failure, "read": read}
        return {"type": "verdict", "pass": True, "expectations": expectations.count,
                "assertions": expectations.assertions, "read": read}


def main():
    subject = Subject()
    for line in sys.stdin:
        if not line.strip():
            continue
        seq = None
        try:
            request = json.loads(line)
            seq = request.get("seq")
            if request.get("type") not in REQUESTS:
                raise ValueError(f"unknown request type {request.get('type')!r}")
            reply = getattr(subject, request["type"])(request)
        except Exception as error:  # the adapter or the lock failed: say so, and stay up for the next request
            traceback.print_exc(file=sys.stderr)
            reply = {"type": "error", "message": f"{type(error).__name__}: {error}"}
        sys.stdout.write("this line is not JSON\n" if reply is GARBAGE else json.dumps({"seq": seq, **reply}) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
