"""The door lock's logic: keypad, bolt, door sensor, guest codes and battery warnings.

This is the firmware's decision layer, written as a plain class with an injected clock so that it runs the same on
the lock and in tests. The firmware's main loop calls the input methods when the hardware reports something
(`enter_code`, `press_lock`, `door_sensor`, `battery_reading`), forwards the app's commands (`app_unlock`,
`handle_app_command`) and calls `tick()` about once a second; it drives the motor from `bolt_thrown` and sends
`take_events()` to the app.

Standard library only. Nothing here knows about SpecConform or reads a spec: the numbers below are the product's
own, and the conformance check holds them to the spec.

Planted bugs (negative controls): `DOOR_LOCK_BUG` names one or more bugs, comma-separated, from `KNOWN_BUGS`. An
unknown name is an error, never a silently correct lock.
"""

import os
import time
from dataclasses import dataclass
from enum import Enum

MAX_WRONG_CODES = 5  # wrong codes in a row before the keypad locks out
LOCKOUT_SECONDS = 300  # how long a lockout lasts
RELOCK_SECONDS = 30  # unlocked with the door closed this long: throw the bolt
CODE_MIN_DIGITS = 4
CODE_MAX_DIGITS = 8  # the keypad buffer's size
GUEST_MAX_HOURS = 336  # two weeks
BATTERY_LOW_PERCENT = 20
BATTERY_CRITICAL_PERCENT = 5
BATTERY_FRESH_PERCENT = 90  # a reading this high means a new battery was fitted

KNOWN_BUGS = {
    "off-by-one-lockout": "the keypad locks out after 4 wrong codes instead of 5",
    "no-relock": "the relock timer is never started: the lock stays unlocked until someone presses lock",
    "relock-while-open": "opening the door does not stop the relock timer: the bolt is thrown into the open door",
    "unlock-while-locked-out": "the access policy lets the owner's PIN through during a lockout",
    "wrong-event-payload": "door_unlocked says method 'keypad' when a guest code opened the door",
    "guest-code-any-time": "guest codes open the door outside their window",
    "long-pin": "codes of 9 digits are accepted (the length check is off by one)",
    "counter-not-reset": "a correct code does not reset the count of wrong codes",
    "battery-warning-repeats": "every low reading warns again, and a low reading after a critical one warns 'low'",
    "silent-lock-blocked": "pressing lock with the door open beeps on the keypad but does not tell the app (no lock_blocked)",
}


def planted_bugs(environ=os.environ):
    """The bugs `DOOR_LOCK_BUG` plants (empty set when unset); raises ValueError on an unknown name."""
    names = {name.strip() for name in environ.get("DOOR_LOCK_BUG", "").split(",") if name.strip()}
    unknown = sorted(names - KNOWN_BUGS.keys())
    if unknown:
        raise ValueError(f"unknown DOOR_LOCK_BUG {', '.join(unknown)}; known: {', '.join(sorted(KNOWN_BUGS))}")
    return frozenset(names)


class Credential(Enum):
    OWNER_PIN = "owner-pin"
    GUEST_CODE = "guest-code"
    OWNER_APP = "owner-app"


class CommandRefused(ValueError):
    """An app command the lock refused; the message is shown in the app."""


@dataclass(frozen=True)
class GuestCode:
    code: str
    starts_at: float
    ends_at: float  # exclusive

    def is_valid_at(self, now):
        return self.starts_at <= now < self.ends_at


class SystemClock:
    def now(self):
        return time.time()


class DoorLock:
    """One lock. Every input first runs the timers that are due, so an input after a deadline sees its effect."""

    def __init__(self, owner_pin, clock=None, bugs=None):
        self.bugs = planted_bugs() if bugs is None else frozenset(bugs)
        self.clock = clock or SystemClock()
        self._check_code(owner_pin)
        self._owner_pin = owner_pin
        self._guests = []
        self._events = []
        self.bolt_thrown = True
        self.door_open = False
        self._wrong_codes = 0
        self._lockout_until = None
        self._relock_at = None
        self.battery_warning = None  # None, "low" or "critical"

    # What the lock decides, shows and reports

    def may_unlock(self, credential, inside_window, keypad_locked_out):
        """The access policy: whether `credential` opens the door. `inside_window` matters for guest codes only.

        A pure decision, also asked by the app's "who can get in now" screen; changes nothing."""
        if credential is Credential.OWNER_APP:
            return True  # the phone is authenticated; the lockout guards the keypad against guessing
        if keypad_locked_out and not ("unlock-while-locked-out" in self.bugs and credential is Credential.OWNER_PIN):
            return False
        if credential is Credential.OWNER_PIN:
            return True
        return inside_window or "guest-code-any-time" in self.bugs

    @property
    def keypad_locked_out(self):
        return self._lockout_until is not None

    @property
    def attempts_left(self):
        """What the keypad shows: wrong codes left before a lockout."""
        return 0 if self.keypad_locked_out else MAX_WRONG_CODES - self._wrong_codes

    @property
    def guest_codes(self):
        return list(self._guests)

    def take_events(self):
        """The events for the app since the last call, oldest first, as (name, payload)."""
        events, self._events = self._events, []
        return events

    # Inputs

    def tick(self):
        now = self.clock.now()
        if self._lockout_until is not None and now >= self._lockout_until:
            self._lockout_until = None
            self._wrong_codes = 0
            self._emit("keypad_lockout_ended", {})
        if self._relock_at is not None and now >= self._relock_at and not self.bolt_thrown:
            self._relock_at = None
            if not self.door_open or "relock-while-open" in self.bugs:
                self._throw_bolt("auto")

    def enter_code(self, code):
        """A code typed on the keypad and confirmed; True when it opened the door."""
        self.tick()
        if not self.bolt_thrown:
            return False  # nothing to unlock; the keypad is idle
        now = self.clock.now()
        guest = next((g for g in self._guests if g.code == code), None)
        if code == self._owner_pin:
            credential = Credential.OWNER_PIN
        elif guest is not None:
            credential = Credential.GUEST_CODE
        else:
            if not self.keypad_locked_out:
                self._count_wrong_code()
            return False
        inside = guest is None or guest.is_valid_at(now)
        if self.may_unlock(credential, inside, self.keypad_locked_out):
            method = "keypad" if credential is Credential.OWNER_PIN or "wrong-event-payload" in self.bugs else "guest-code"
            self._unlock(method)
            return True
        if not self.keypad_locked_out:  # a real code at the wrong time: say why, and do not count it
            self._emit("guest_code_refused", {"reason": "not-yet-valid" if now < guest.starts_at else "expired"})
        return False

    def app_unlock(self):
        self.tick()
        if not self.bolt_thrown or not self.may_unlock(Credential.OWNER_APP, True, self.keypad_locked_out):
            return False
        self._lockout_until = None
        self._unlock("app")
        return True

    def press_lock(self):
        self.tick()
        if self.bolt_thrown:
            return False
        if self.door_open:
            if "silent-lock-blocked" not in self.bugs:
                self._emit("lock_blocked", {})
            return False
        self._throw_bolt("manual")
        return True

    def door_sensor(self, is_open):
        self.tick()
        if is_open == self.door_open or (is_open and self.bolt_thrown):
            return  # no change, or noise: a bolted door cannot open
        self.door_open = is_open
        if is_open and "relock-while-open" not in self.bugs:
            self._relock_at = None
        elif not is_open:
            self._start_relock_timer()

    def battery_reading(self, percent):
        self.tick()
        if percent >= BATTERY_FRESH_PERCENT:
            self.battery_warning = None
            return
        if percent <= BATTERY_CRITICAL_PERCENT:
            level = "critical"
        elif percent <= BATTERY_LOW_PERCENT:
            level = "low"
        else:
            return
        rank = {None: 0, "low": 1, "critical": 2}
        if rank[level] > rank[self.battery_warning] or "battery-warning-repeats" in self.bugs:
            self.battery_warning = level
            self._emit("battery_low", {"level": level, "percent": percent})

    def handle_app_command(self, message):
        """A command from the owner's app, a JSON object with "command". Raises CommandRefused, changing nothing."""
        self.tick()
        command = message.get("command")
        if command == "set-pin":
            pin = message.get("pin")
            self._check_code(pin)
            if any(g.code == pin for g in self._guests):
                raise CommandRefused("that code is a guest code")
            self._owner_pin = pin
        elif command == "add-guest-code":
            code = message.get("code")
            self._check_code(code)
            if code == self._owner_pin or any(g.code == code for g in self._guests):
                raise CommandRefused("that code is already in use")
            hours = _whole_number(message.get("validHours"), "validHours", 1, GUEST_MAX_HOURS, required=True)
            starts_in = _whole_number(message.get("startsInHours", 0), "startsInHours", 0, GUEST_MAX_HOURS)
            starts_at = self.clock.now() + starts_in * 3600
            self._guests.append(GuestCode(code, starts_at, starts_at + hours * 3600))
        else:
            raise CommandRefused(f"unknown command {command!r}")

    # Inside

    def _check_code(self, code):
        longest = CODE_MAX_DIGITS + 1 if "long-pin" in self.bugs else CODE_MAX_DIGITS
        if not isinstance(code, str) or not code.isascii() or not code.isdigit():
            raise CommandRefused("a code is made of digits")
        if not CODE_MIN_DIGITS <= len(code) <= longest:
            raise CommandRefused(f"a code has {CODE_MIN_DIGITS} to {CODE_MAX_DIGITS} digits")

    def _count_wrong_code(self):
        self._wrong_codes += 1
        self._emit("pin_rejected", {"attempt": self._wrong_codes})
        threshold = MAX_WRONG_CODES - 1 if "off-by-one-lockout" in self.bugs else MAX_WRONG_CODES
        if self._wrong_codes >= threshold:
            self._lockout_until = self.clock.now() + LOCKOUT_SECONDS
            self._emit("keypad_locked_out", {"lockoutSeconds": LOCKOUT_SECONDS})

    def _unlock(self, method):
        self.bolt_thrown = False
        if "counter-not-reset" not in self.bugs:
            self._wrong_codes = 0
        self._emit("door_unlocked", {"method": method})
        self._start_relock_timer()

    def _throw_bolt(self, method):
        self.bolt_thrown = True
        self._relock_at = None
        self._emit("door_locked", {"method": method})

    def _start_relock_timer(self):
        if "no-relock" not in self.bugs:
            self._relock_at = self.clock.now() + RELOCK_SECONDS

    def _emit(self, name, payload):
        self._events.append((name, payload))


def _whole_number(value, name, lowest, highest, required=False):
    if value is None and required:
        raise CommandRefused(f"{name} is required")
    if isinstance(value, bool) or not isinstance(value, int):
        raise CommandRefused(f"{name} is a whole number")
    if not lowest <= value <= highest:
        raise CommandRefused(f"{name} is {lowest} to {highest}")
    return value
