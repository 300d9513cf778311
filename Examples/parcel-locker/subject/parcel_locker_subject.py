#!/usr/bin/env python3
"""The parcel locker's subject: speaks docs/SUBJECT-PROTOCOL.md on stdin/stdout so that `specconform check` can
verify app/src/parcel_locker.py. It maps the spec's event names to the controller's calls and the controller's state
back to the spec's state names; it never reads the spec, the XState config or the requirements. One JSON object per
line in, one per line out; logs go to stderr."""

import json
import os
import sys
import traceback

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "app", "src"))
import parcel_locker  # noqa: E402

PICKUP_CODE, WRONG_CODE = "482913", "000000"
MACHINES = ("compartment", "station")
REQUESTS = ("hello", "reset", "apply", "drive")


class Clock:
    def __init__(self):
        self.t = 1_700_000_000.0

    def now(self):
        return self.t


STEPS = {  # the spec's events as a person, the hardware or the back office makes them happen
    "compartment": {
        "parcel.deposited": lambda c: c.deposit(PICKUP_CODE),
        "code.correct": lambda c: c.enter_code(PICKUP_CODE),
        "code.wrong": lambda c: c.enter_code(WRONG_CODE),
        "support.unblocked": lambda c: c.support_unblock(),
        "temperature.high": lambda c: c.temperature_reading(12.0),
        "temperature.normal": lambda c: c.temperature_reading(4.0),
        "door.closed": lambda c: c.door_switch(True),
        "courier.retrieved": lambda c: c.courier_retrieve(),
    },
    "station": {
        "network.lost": lambda s: s.network(False),
        "network.restored": lambda s: s.network(True),
        "service.started": lambda s: s.key_switch(True),
        "service.finished": lambda s: s.key_switch(False),
    },
}


class World:
    """One compartment and the station, on a clock the subject moves."""

    def __init__(self):
        self.clock = Clock()
        self.compartment = parcel_locker.Compartment(self.clock)
        self.station = parcel_locker.Station()
        self.entered = {machine: (self.clock.t, self.fingerprint(machine)) for machine in MACHINES}

    def compartment_state(self):
        c = self.compartment
        if c.phase == "waiting":
            return ("Blocked" if c.keypad_blocked else "Waiting") + " + " + ("TooWarm" if c.too_warm else "Chilled")
        return {"empty": "Empty", "door-open": "DoorLeftOpen" if c.door_alarm else "DoorOpen",
                "expired": "Expired"}[c.phase]

    def states(self):
        return {"compartment": self.compartment_state(),
                "station": {"online": "Online", "offline": "Offline", "service": "Maintenance"}[self.station.mode]}

    def fingerprint(self, machine):
        """What changes when the machine takes a transition (a counted wrong code re-enters Waiting)."""
        if machine == "station":
            return self.station.mode
        return (self.compartment_state(), self.compartment.wrong_codes)

    def send(self, machine, event, delay):
        if event.startswith("after:"):
            # The spec's clock: `delay` seconds after the machine's last observed change, every timer due by then
            # fires at its own time, in order, and the clock ends at the end of the delay; when no timer is due,
            # time does not move.
            if machine == "compartment":
                until = max(self.clock.t, self.entered[machine][0] + delay)
                deadline = self.compartment.next_deadline()
                fired = False
                while deadline is not None and deadline <= until:
                    self.clock.t = max(self.clock.t, deadline)
                    self.compartment.tick()
                    fired = True
                    following = self.compartment.next_deadline()
                    if following == deadline:
                        break
                    deadline = following
                if fired:
                    self.clock.t = until
        else:
            target = self.compartment if machine == "compartment" else self.station
            STEPS[machine][event](target)
        if self.fingerprint(machine) != self.entered[machine][1]:
            self.entered[machine] = (self.clock.t, self.fingerprint(machine))

    def events(self):
        log = self.compartment.take_log() + self.station.take_log()
        return [{"name": name, "payload": payload, "conditions": []} for name, payload in log]


class Subject:
    def __init__(self):
        self.world = None

    def hello(self, request):
        parcel_locker.planted_bugs()  # an unknown PARCEL_LOCKER_BUG fails here, before any check
        return {"type": "hello", "protocol": 1, "name": "parcel locker (Python 3)", "serves": {
            "machines": list(MACHINES), "machineGroups": [list(MACHINES)], "properties": ["attempt"],
            "observesReset": True}}

    def reset(self, request):
        context = request.get("context") or {}
        unknown = sorted(set(context) - set(MACHINES))
        wrong = (context.get("compartment") or {}).get("wrongCodes", 0)
        if unknown or context.get("station") or wrong != 0:
            raise ValueError(f"cannot start a locker with context {json.dumps(context, sort_keys=True)}: an empty "
                             "compartment has no wrong codes, and the station has no context")
        self.world = World()
        return self.observation()

    def apply(self, request):
        if self.world is None:
            raise ValueError("apply before reset")
        machine, event = request.get("machine"), request["event"]
        if machine not in MACHINES:
            raise ValueError(f"no machine {machine!r}")
        if not event.startswith("after:") and event not in STEPS[machine]:
            raise ValueError(f"no input for event {event!r} of {machine}")
        delay = request.get("delaySeconds")
        if delay is None and event.startswith("after:"):
            delay = int(event[6:-1]) * {"s": 1, "m": 60, "h": 3600, "d": 86400}[event[-1]]
        self.world.send(machine, event, delay or 0)
        return self.observation()

    def drive(self, request):
        """Makes the compartment report `attempt` = value: a parcel, then wrong codes until it says so."""
        prop, value = request.get("property"), request.get("value")
        if prop != "attempt":
            raise ValueError(f"no flow for property {prop!r}")
        if isinstance(value, bool) or not isinstance(value, int) or value < 1:
            return {"type": "driven", "cannot": f"attempt {value!r} is not a count of wrong codes"}
        world, events = World(), []
        world.send("compartment", "parcel.deposited", 0)
        for _ in range(parcel_locker.WRONG_CODES_BEFORE_BLOCK + 1):
            events += world.events()
            if value in [event["payload"].get("attempt") for event in events]:
                break
            world.send("compartment", "code.wrong", 0)
        return {"type": "driven", "events": events}

    def observation(self):
        return {"type": "observation", "states": self.world.states(), "events": self.world.events(),
                "outputs": {}, "conditions": []}


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
        except Exception as error:  # the adapter or the controller failed: say so, and stay up
            traceback.print_exc(file=sys.stderr)
            reply = {"type": "error", "message": f"{type(error).__name__}: {error}"}
        sys.stdout.write(json.dumps({"seq": seq, **reply}) + "\n")
        sys.stdout.flush()


if __name__ == "__main__":
    main()
