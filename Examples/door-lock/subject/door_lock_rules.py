"""The subject's own rule checks: what the lock machine cannot say (a threshold, a delay, a window's edges).

Each check drives a fresh DoorLock on a fake clock and states its expectations through an `Expectations`: the first
broken one fails the check with its message; on a pass, the verdict lists the claims of those that named the IDs they
prove. Every number comes from the `parameters` of the rule request (the spec's rules.json), never from
door_lock's constants: a spec change fails the check until the lock follows.
"""

import door_lock

OWNER, WRONG, GUEST = "2468", "0000", "1357"


class Clock:
    """The lock's clock, moved by hand; any fixed start, so that runs repeat exactly."""

    def __init__(self):
        self.t = 1_780_000_000.0

    def now(self):
        return self.t


def fresh_lock():
    clock = Clock()
    return door_lock.DoorLock(OWNER, clock), clock


def whole(parameters, key):
    value = parameters.get(key)
    if isinstance(value, bool) or not isinstance(value, (int, float)) or value != int(value):
        raise ValueError(f"parameter {key!r} is {value!r}, not a whole number (parameters: {sorted(parameters)})")
    return int(value)


class Broken(Exception):
    """A broken expectation: its message is why the check failed."""


class Expectations:
    """What one run of a check evaluated: every expectation is counted, and the claims of those that name the IDs
    they prove are kept; the verdict reports both, so a pass says what it asserted (docs/EVIDENCE.md)."""

    def __init__(self):
        self.count = 0
        self.assertions = []

    def expect(self, holds, message, claim=None, proves=()):
        self.count += 1
        if proves:
            assertion = {"claim": claim, "proves": list(proves)}
            if assertion not in self.assertions:
                self.assertions.append(assertion)
        if not holds:
            raise Broken(message)


def lockout(parameters, c):
    attempts, seconds = whole(parameters, "maxWrongAttempts"), whole(parameters, "lockoutSeconds")
    lock, clock = fresh_lock()
    for _ in range(attempts - 1):
        lock.enter_code(WRONG)
    c.expect(not lock.keypad_locked_out,
             f"the keypad locked out after {attempts - 1} wrong codes in a row; the rule says after {attempts}",
             "fewer than maxWrongAttempts wrong codes do not lock the keypad out", ["RULE-LOCKOUT"])
    c.expect(lock.enter_code(OWNER), f"the owner's PIN did not open the door after {attempts - 1} wrong codes")
    lock.press_lock()
    for _ in range(attempts - 1):
        lock.enter_code(WRONG)
    c.expect(not lock.keypad_locked_out,
             f"wrong codes before a correct PIN still counted: locked out after {attempts - 1} more",
             "a correct PIN starts the count of wrong codes again", ["RULE-LOCKOUT"])
    lock.enter_code(WRONG)
    c.expect(lock.keypad_locked_out, f"{attempts} wrong codes in a row did not lock the keypad out",
             "maxWrongAttempts wrong codes in a row lock the keypad out", ["RULE-LOCKOUT", "FEAT-LOCKOUT-001"])
    start = clock.t
    clock.t = start + seconds - 1
    c.expect(not lock.enter_code(OWNER), f"the owner's PIN opened the door {seconds - 1} s into a {seconds} s lockout",
             "the owner's PIN is refused until lockoutSeconds have passed", ["RULE-LOCKOUT", "FEAT-LOCKOUT-001"])
    clock.t = start + seconds
    c.expect(lock.enter_code(OWNER), f"the owner's PIN did not open the door {seconds} s after the lockout began",
             "the owner's PIN opens the door again once lockoutSeconds have passed", ["FEAT-LOCKOUT-001"])


def relock(parameters, c):
    seconds = whole(parameters, "relockSeconds")
    lock, clock = fresh_lock()
    lock.app_unlock()
    start = clock.t
    for at, thrown in ((seconds - 1, False), (seconds, True)):
        clock.t = start + at
        lock.tick()
        c.expect(lock.bolt_thrown == thrown,
                 f"{at} s after an unlock the bolt was {'thrown' if lock.bolt_thrown else 'still retracted'}",
                 "the bolt is thrown relockSeconds after an unlock, not a second sooner",
                 ["RULE-RELOCK", "FEAT-RELOCK-001"])
    lock.app_unlock()
    lock.door_sensor(True)
    clock.t += 10 * seconds
    lock.tick()
    c.expect(not lock.bolt_thrown, f"the bolt was thrown into the open door ({10 * seconds} s open)",
             "the bolt is never thrown while the door is open", ["RULE-RELOCK", "FEAT-DOOR-001"])
    lock.door_sensor(False)
    closed = clock.t
    for at, thrown in ((seconds - 1, False), (seconds, True)):
        clock.t = closed + at
        lock.tick()
        c.expect(lock.bolt_thrown == thrown,
                 f"{at} s after the door closed the bolt was {'thrown' if lock.bolt_thrown else 'still retracted'}",
                 "the bolt is thrown relockSeconds after the door closes", ["RULE-RELOCK", "FEAT-RELOCK-001"])


def battery(parameters, c):
    low, critical = whole(parameters, "lowPercent"), whole(parameters, "criticalPercent")
    fresh = whole(parameters, "replacedPercent")
    lock, _ = fresh_lock()
    expected = [(low + 1, []), (low, [("low", low)]), (low, []), (critical + 1, []),
                (critical, [("critical", critical)]), (critical, []), (fresh - 1, []), (fresh, []), (low, [("low", low)])]
    for percent, warnings in expected:
        lock.battery_reading(percent)
        seen = [(p["level"], p["percent"]) for name, p in lock.take_events() if name == "battery_low"]
        c.expect(seen == warnings, f"a reading of {percent} % warned {seen or 'nothing'}; expected {warnings or 'nothing'}",
                 "one warning at lowPercent, one at criticalPercent, none repeated, and again after a fresh battery",
                 ["RULE-BATTERY", "FEAT-BATTERY-001"])


def guest_window(parameters, c):
    hours, starts_in = whole(parameters, "validHours"), whole(parameters, "startsInHours")
    lock, clock = fresh_lock()
    lock.handle_app_command({"command": "add-guest-code", "code": GUEST, "validHours": hours, "startsInHours": starts_in})
    start = clock.t + starts_in * 3600
    end = start + hours * 3600
    for at, opens, reason in ((start - 1, False, "not-yet-valid"), (start, True, None), (end - 1, True, None),
                              (end, False, "expired")):
        clock.t = at
        opened = lock.enter_code(GUEST)
        events = lock.take_events()
        lock.press_lock()
        c.expect(opened == opens,
                 f"the guest code {'opened' if opened else 'did not open'} the door {at - start:+.0f} s from its window's start",
                 "a guest code opens from its window's first second to its last, and not outside it",
                 ["RULE-GUEST-WINDOW", "FEAT-GUEST-001"])
        if reason:
            c.expect(("guest_code_refused", {"reason": reason}) in events,
                     f"the refusal {at - start:+.0f} s from the window's start did not say {reason!r}: {events}",
                     "a refused guest code says why: not-yet-valid before its window, expired after it",
                     ["RULE-GUEST-WINDOW"])


class Parameters(dict):
    """The rule's parameters, remembering which the check read: the verdict says so (`read`), and the engine reports
    a parameter no check read (check.unread-parameter)."""

    def __init__(self, values):
        super().__init__(values)
        self.read = set()

    def __getitem__(self, key):
        self.read.add(key)
        return super().__getitem__(key)

    def get(self, key, default=None):
        self.read.add(key)
        return super().get(key, default)


def run(check, parameters):
    """Runs one check: (None, expectations) when it passed, (why it failed, expectations) otherwise. `parameters`
    is a `Parameters`, so the caller can say which the check read."""
    expectations = Expectations()
    try:
        check(parameters, expectations)
    except Broken as broken:
        return str(broken), expectations
    return None, expectations


# rule ID -> (title, IDs the check gives evidence for, what a pass proves for them, the check)
RULES = {
    "RULE-LOCKOUT": ("wrong codes in a row lock the keypad out, and only for lockoutSeconds",
                     ["FEAT-LOCKOUT-001"], ["failure", "recovery"], lockout),
    "RULE-RELOCK": ("the bolt is thrown relockSeconds after an unlock or a closing, never into an open door",
                    ["FEAT-RELOCK-001", "FEAT-DOOR-001"], ["success"], relock),
    "RULE-BATTERY": ("one warning at lowPercent, one at criticalPercent, again after a fresh battery",
                     ["FEAT-BATTERY-001"], ["success"], battery),
    "RULE-GUEST-WINDOW": ("a guest code opens from its window's first second to its last",
                          ["FEAT-GUEST-001"], ["success"], guest_window),
}
