"""The subject's own rule checks: what the lock machine cannot say (a threshold, a delay, a window's edges).

Each check drives a fresh DoorLock on a fake clock and returns None when the lock kept the rule, or a message saying
where it did not. Every number comes from the `parameters` of the rule request (the spec's rules.json), never from
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


def lockout(parameters):
    attempts, seconds = whole(parameters, "maxWrongAttempts"), whole(parameters, "lockoutSeconds")
    lock, clock = fresh_lock()
    for _ in range(attempts - 1):
        lock.enter_code(WRONG)
    if lock.keypad_locked_out:
        return f"the keypad locked out after {attempts - 1} wrong codes in a row; the rule says after {attempts}"
    if not lock.enter_code(OWNER):
        return f"the owner's PIN did not open the door after {attempts - 1} wrong codes"
    lock.press_lock()
    for _ in range(attempts - 1):
        lock.enter_code(WRONG)
    if lock.keypad_locked_out:
        return f"wrong codes before a correct PIN still counted: locked out after {attempts - 1} more"
    lock.enter_code(WRONG)
    if not lock.keypad_locked_out:
        return f"{attempts} wrong codes in a row did not lock the keypad out"
    start = clock.t
    clock.t = start + seconds - 1
    if lock.enter_code(OWNER):
        return f"the owner's PIN opened the door {seconds - 1} s into a {seconds} s lockout"
    clock.t = start + seconds
    if not lock.enter_code(OWNER):
        return f"the owner's PIN did not open the door {seconds} s after the lockout began"
    return None


def relock(parameters):
    seconds = whole(parameters, "relockSeconds")
    lock, clock = fresh_lock()
    lock.app_unlock()
    start = clock.t
    for at, thrown in ((seconds - 1, False), (seconds, True)):
        clock.t = start + at
        lock.tick()
        if lock.bolt_thrown != thrown:
            return f"{at} s after an unlock the bolt was {'thrown' if lock.bolt_thrown else 'still retracted'}"
    lock.app_unlock()
    lock.door_sensor(True)
    clock.t += 10 * seconds
    lock.tick()
    if lock.bolt_thrown:
        return f"the bolt was thrown into the open door ({10 * seconds} s open)"
    lock.door_sensor(False)
    closed = clock.t
    for at, thrown in ((seconds - 1, False), (seconds, True)):
        clock.t = closed + at
        lock.tick()
        if lock.bolt_thrown != thrown:
            return f"{at} s after the door closed the bolt was {'thrown' if lock.bolt_thrown else 'still retracted'}"
    return None


def battery(parameters):
    low, critical = whole(parameters, "lowPercent"), whole(parameters, "criticalPercent")
    fresh = whole(parameters, "replacedPercent")
    lock, _ = fresh_lock()
    expected = [(low + 1, []), (low, [("low", low)]), (low, []), (critical + 1, []),
                (critical, [("critical", critical)]), (critical, []), (fresh - 1, []), (fresh, []), (low, [("low", low)])]
    for percent, warnings in expected:
        lock.battery_reading(percent)
        seen = [(p["level"], p["percent"]) for name, p in lock.take_events() if name == "battery_low"]
        if seen != warnings:
            return f"a reading of {percent} % warned {seen or 'nothing'}; expected {warnings or 'nothing'}"
    return None


def guest_window(parameters):
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
        if opened != opens:
            return f"the guest code {'opened' if opened else 'did not open'} the door {at - start:+.0f} s from its window's start"
        if reason and ("guest_code_refused", {"reason": reason}) not in events:
            return f"the refusal {at - start:+.0f} s from the window's start did not say {reason!r}: {events}"
    return None


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
