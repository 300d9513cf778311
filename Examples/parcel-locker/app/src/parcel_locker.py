"""The parcel locker's controller logic: one compartment's pickup, keypad, cooling and door, and the station's
network link and service mode.

This is the decision layer of the locker's controller, written as plain classes with an injected clock so that it
runs the same on the locker and in tests. The controller's main loop calls the input methods when the hardware or
the back office reports something and calls `tick()` about once a second (a parcel expires and a door alarm rises
there); it sends `take_log()` to the back office.

The team designs the compartment in `compartment.machine.json` (an XState config, drawn in the XState visualizer
and reviewed with the requirements); this module is written by hand from it and does not read it. Standard library
only; nothing here knows about SpecConform or reads a spec.

Planted bugs (negative controls): `PARCEL_LOCKER_BUG` names one or more bugs, comma-separated, from `KNOWN_BUGS`.
An unknown name is an error, never a silently correct locker.
"""

import os
import time

WRONG_CODES_BEFORE_BLOCK = 3  # the third wrong code in a row blocks the keypad
DOOR_ALARM_SECONDS = 120  # a door open this long after a pickup raises the alarm
EXPIRY_SECONDS = 3 * 86_400  # a parcel not collected this long after its deposit expires
TOO_WARM_CELSIUS = 8.0  # above this, with a parcel inside: alert
COOL_AGAIN_CELSIUS = 5.0  # at or below this: the alert is cleared

KNOWN_BUGS = {
    "opens-while-blocked": "the correct code opens the compartment while the keypad is blocked",
    "blocks-late": "the keypad is blocked at the fourth wrong code instead of the third",
    "no-door-alarm": "a door left open after a pickup never raises the alarm",
    "no-expiry-while-blocked": "a parcel whose keypad is blocked never expires",
    "silent-offline": "the station does not log station_offline when its link drops",
}


def planted_bugs(environ=os.environ):
    """The bugs `PARCEL_LOCKER_BUG` plants (empty set when unset); raises ValueError on an unknown name."""
    names = {name.strip() for name in environ.get("PARCEL_LOCKER_BUG", "").split(",") if name.strip()}
    unknown = sorted(names - KNOWN_BUGS.keys())
    if unknown:
        raise ValueError(f"unknown PARCEL_LOCKER_BUG {', '.join(unknown)}; known: {', '.join(sorted(KNOWN_BUGS))}")
    return frozenset(names)


class SystemClock:
    def now(self):
        return time.time()


class Compartment:
    """One refrigerated compartment. `phase` is "empty", "waiting" (a parcel inside), "door-open" (collected, door
    not yet shut) or "expired" (waiting for the courier to take the parcel back)."""

    def __init__(self, clock=None, bugs=None):
        self.clock = clock or SystemClock()
        self.bugs = planted_bugs() if bugs is None else bugs
        self.phase = "empty"
        self.pickup_code = None
        self.wrong_codes = 0
        self.keypad_blocked = False
        self.too_warm = False
        self.door_opened_at = None
        self.door_alarm = False
        self.expires_at = None
        self._log = []

    # inputs -------------------------------------------------------------------------------------------------

    def deposit(self, pickup_code):
        """A courier shut the door on a parcel; the back office chose `pickup_code`. False if not free."""
        self.tick()
        if self.phase != "empty":
            return False
        self.phase, self.pickup_code = "waiting", pickup_code
        self.wrong_codes, self.keypad_blocked, self.too_warm = 0, False, False
        self.expires_at = self.clock.now() + EXPIRY_SECONDS
        self._log.append(("parcel_deposited", {}))
        return True

    def enter_code(self, code):
        """A code typed on the keypad. True when the door opened."""
        self.tick()
        if self.phase != "waiting":
            return False
        if self.keypad_blocked and "opens-while-blocked" not in self.bugs:
            return False
        if code == self.pickup_code:
            self.phase, self.door_opened_at, self.pickup_code = "door-open", self.clock.now(), None
            self.wrong_codes, self.keypad_blocked = 0, False
            self._log.append(("parcel_collected", {}))
            return True
        if self.keypad_blocked:
            return False
        self.wrong_codes += 1
        self._log.append(("code_rejected", {"attempt": self.wrong_codes}))
        limit = WRONG_CODES_BEFORE_BLOCK + (1 if "blocks-late" in self.bugs else 0)
        if self.wrong_codes >= limit:
            self.keypad_blocked, self.wrong_codes = True, 0
            self._log.append(("keypad_blocked", {}))
        return False

    def support_unblock(self):
        self.tick()
        if self.phase == "waiting" and self.keypad_blocked:
            self.keypad_blocked, self.wrong_codes = False, 0

    def temperature_reading(self, celsius):
        self.tick()
        if self.phase != "waiting":
            return  # an empty compartment's temperature concerns nobody
        if not self.too_warm and celsius > TOO_WARM_CELSIUS:
            self.too_warm = True
            self._log.append(("temperature_alert", {}))
        elif self.too_warm and celsius <= COOL_AGAIN_CELSIUS:
            self.too_warm = False
            self._log.append(("temperature_restored", {}))

    def door_switch(self, shut):
        self.tick()
        if shut and self.phase == "door-open":
            if self.door_alarm:
                self._log.append(("door_closed_late", {}))
            self.phase, self.door_opened_at, self.door_alarm = "empty", None, False

    def courier_retrieve(self):
        self.tick()
        if self.phase == "expired":
            self.phase = "empty"
            self._log.append(("parcel_returned", {}))

    # time ---------------------------------------------------------------------------------------------------

    def next_deadline(self):
        """When `tick` will next change something (None: nothing is timed)."""
        if self.phase == "waiting":
            if self.keypad_blocked and "no-expiry-while-blocked" in self.bugs:
                return None
            return self.expires_at
        if self.phase == "door-open" and not self.door_alarm and "no-door-alarm" not in self.bugs:
            return self.door_opened_at + DOOR_ALARM_SECONDS
        return None

    def tick(self):
        deadline = self.next_deadline()
        if deadline is None or self.clock.now() < deadline:
            return
        if self.phase == "waiting":
            self.phase, self.pickup_code, self.expires_at = "expired", None, None
            self.wrong_codes, self.keypad_blocked, self.too_warm = 0, False, False
            self._log.append(("parcel_expired", {}))
        else:
            self.door_alarm = True
            self._log.append(("door_left_open", {}))

    def attempts_left(self):
        if self.phase != "waiting" or self.keypad_blocked:
            return 0
        return WRONG_CODES_BEFORE_BLOCK - self.wrong_codes

    def take_log(self):
        log, self._log = self._log, []
        return log


class Station:
    """The locker bank's controller: "online", "offline" or "service"."""

    def __init__(self, bugs=None):
        self.bugs = planted_bugs() if bugs is None else bugs
        self.mode = "online"
        self._log = []

    def network(self, up):
        if self.mode == "online" and not up:
            self.mode = "offline"
            if "silent-offline" not in self.bugs:
                self._log.append(("station_offline", {}))
        elif self.mode == "offline" and up:
            self.mode = "online"
            self._log.append(("station_online", {}))

    def key_switch(self, service):
        if service and self.mode != "service":
            self.mode = "service"
        elif not service and self.mode == "service":
            self.mode = "online"
            self._log.append(("station_online", {}))

    def take_log(self):
        log, self._log = self._log, []
        return log
