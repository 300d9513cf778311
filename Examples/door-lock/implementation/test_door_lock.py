"""Unit tests of the lock's logic, as the team that writes it keeps them (`python3 -m unittest` in this folder).

These test the implementation against its own constants. Whether those constants and behaviours are the spec's is
for `specconform check`, through the subject in ../subject.
"""

import unittest

import door_lock
from door_lock import CommandRefused, Credential, DoorLock

OWNER = "2468"


class FakeClock:
    def __init__(self, now=1_000_000.0):
        self.t = now

    def now(self):
        return self.t

    def advance(self, seconds):
        self.t += seconds


def make_lock(*bugs):
    clock = FakeClock()
    return DoorLock(OWNER, clock, bugs=bugs), clock


def names(events):
    return [name for name, _ in events]


class KeypadTests(unittest.TestCase):
    def test_owner_pin_unlocks_and_reports_keypad(self):
        lock, _ = make_lock()
        self.assertTrue(lock.enter_code(OWNER))
        self.assertFalse(lock.bolt_thrown)
        self.assertEqual(lock.take_events(), [("door_unlocked", {"method": "keypad"})])

    def test_wrong_codes_count_down_then_lock_out(self):
        lock, _ = make_lock()
        for attempt in range(1, door_lock.MAX_WRONG_CODES):
            self.assertFalse(lock.enter_code("0000"))
            self.assertEqual(lock.attempts_left, door_lock.MAX_WRONG_CODES - attempt)
        self.assertFalse(lock.keypad_locked_out)
        lock.take_events()
        lock.enter_code("0000")
        self.assertTrue(lock.keypad_locked_out)
        self.assertEqual(lock.attempts_left, 0)
        self.assertEqual(
            lock.take_events(),
            [("pin_rejected", {"attempt": door_lock.MAX_WRONG_CODES}),
             ("keypad_locked_out", {"lockoutSeconds": door_lock.LOCKOUT_SECONDS})])

    def test_lockout_ignores_the_owner_pin_until_it_ends(self):
        lock, clock = make_lock()
        for _ in range(door_lock.MAX_WRONG_CODES):
            lock.enter_code("0000")
        lock.take_events()
        clock.advance(door_lock.LOCKOUT_SECONDS - 1)
        self.assertFalse(lock.enter_code(OWNER))
        self.assertEqual(lock.take_events(), [])
        clock.advance(1)
        self.assertTrue(lock.enter_code(OWNER))
        self.assertEqual(names(lock.take_events()), ["keypad_lockout_ended", "door_unlocked"])

    def test_a_correct_code_resets_the_count(self):
        lock, _ = make_lock()
        for _ in range(door_lock.MAX_WRONG_CODES - 1):
            lock.enter_code("0000")
        lock.enter_code(OWNER)
        self.assertEqual(lock.attempts_left, door_lock.MAX_WRONG_CODES)

    def test_app_unlock_ends_a_lockout(self):
        lock, _ = make_lock()
        for _ in range(door_lock.MAX_WRONG_CODES):
            lock.enter_code("0000")
        self.assertTrue(lock.app_unlock())
        self.assertFalse(lock.keypad_locked_out)
        self.assertEqual(lock.attempts_left, door_lock.MAX_WRONG_CODES)

    def test_codes_are_ignored_while_unlocked(self):
        lock, _ = make_lock()
        lock.app_unlock()
        lock.take_events()
        self.assertFalse(lock.enter_code("0000"))
        self.assertEqual(lock.take_events(), [])
        self.assertEqual(lock.attempts_left, door_lock.MAX_WRONG_CODES)


class RelockAndDoorTests(unittest.TestCase):
    def test_relocks_after_the_delay(self):
        lock, clock = make_lock()
        lock.enter_code(OWNER)
        lock.take_events()
        clock.advance(door_lock.RELOCK_SECONDS - 1)
        lock.tick()
        self.assertFalse(lock.bolt_thrown)
        clock.advance(1)
        lock.tick()
        self.assertTrue(lock.bolt_thrown)
        self.assertEqual(lock.take_events(), [("door_locked", {"method": "auto"})])

    def test_never_relocks_into_an_open_door_and_restarts_on_closing(self):
        lock, clock = make_lock()
        lock.enter_code(OWNER)
        lock.door_sensor(True)
        clock.advance(10 * door_lock.RELOCK_SECONDS)
        lock.tick()
        self.assertFalse(lock.bolt_thrown)
        lock.door_sensor(False)
        clock.advance(door_lock.RELOCK_SECONDS - 1)
        lock.tick()
        self.assertFalse(lock.bolt_thrown)
        clock.advance(1)
        lock.tick()
        self.assertTrue(lock.bolt_thrown)

    def test_lock_with_the_door_open_is_blocked(self):
        lock, _ = make_lock()
        lock.app_unlock()
        lock.door_sensor(True)
        lock.take_events()
        self.assertFalse(lock.press_lock())
        self.assertFalse(lock.bolt_thrown)
        self.assertEqual(lock.take_events(), [("lock_blocked", {})])

    def test_an_open_reading_while_bolted_is_noise(self):
        lock, _ = make_lock()
        lock.door_sensor(True)
        self.assertFalse(lock.door_open)


class GuestCodeTests(unittest.TestCase):
    def test_a_guest_code_works_inside_its_window_only(self):
        lock, clock = make_lock()
        lock.handle_app_command({"command": "add-guest-code", "code": "1357", "validHours": 2, "startsInHours": 1})
        clock.advance(3600 - 1)
        self.assertFalse(lock.enter_code("1357"))
        self.assertEqual(lock.take_events(), [("guest_code_refused", {"reason": "not-yet-valid"})])
        self.assertEqual(lock.attempts_left, door_lock.MAX_WRONG_CODES)
        clock.advance(1)
        self.assertTrue(lock.enter_code("1357"))
        self.assertEqual(lock.take_events(), [("door_unlocked", {"method": "guest-code"})])
        lock.press_lock()
        clock.advance(2 * 3600)
        self.assertFalse(lock.enter_code("1357"))
        self.assertEqual(names(lock.take_events()), ["door_locked", "guest_code_refused"])

    def test_refused_commands_change_nothing(self):
        lock, _ = make_lock()
        for message in [
            {"command": "add-guest-code", "code": "123", "validHours": 1},
            {"command": "add-guest-code", "code": "123456789", "validHours": 1},
            {"command": "add-guest-code", "code": "12a4", "validHours": 1},
            {"command": "add-guest-code", "code": 1234, "validHours": 1},
            {"command": "add-guest-code", "code": OWNER, "validHours": 1},
            {"command": "add-guest-code", "code": "1357"},
            {"command": "add-guest-code", "code": "1357", "validHours": 0},
            {"command": "add-guest-code", "code": "1357", "validHours": door_lock.GUEST_MAX_HOURS + 1},
            {"command": "add-guest-code", "code": "1357", "validHours": "48"},
            {"command": "add-guest-code", "code": "1357", "validHours": 1, "startsInHours": -1},
            {"command": "set-pin", "pin": "12"},
        ]:
            with self.subTest(message=message), self.assertRaises(CommandRefused):
                lock.handle_app_command(message)
        self.assertEqual(lock.guest_codes, [])

    def test_pin_length_bounds(self):
        lock, _ = make_lock()
        for digits in (door_lock.CODE_MIN_DIGITS, door_lock.CODE_MAX_DIGITS):
            lock.handle_app_command({"command": "set-pin", "pin": "9" * digits})
        for digits in (door_lock.CODE_MIN_DIGITS - 1, door_lock.CODE_MAX_DIGITS + 1):
            with self.assertRaises(CommandRefused):
                lock.handle_app_command({"command": "set-pin", "pin": "9" * digits})


class AccessPolicyTests(unittest.TestCase):
    def test_policy(self):
        may_unlock = make_lock()[0].may_unlock
        self.assertTrue(may_unlock(Credential.OWNER_APP, False, True))
        self.assertFalse(may_unlock(Credential.OWNER_PIN, True, True))
        self.assertTrue(may_unlock(Credential.OWNER_PIN, False, False))
        self.assertTrue(may_unlock(Credential.GUEST_CODE, True, False))
        self.assertFalse(may_unlock(Credential.GUEST_CODE, False, False))
        self.assertFalse(may_unlock(Credential.GUEST_CODE, True, True))


class BatteryTests(unittest.TestCase):
    def test_warns_once_per_level_until_replaced(self):
        lock, _ = make_lock()
        for percent in (50, 21, 20, 18, 6, 5, 3, 12, 89, 90, 20):
            lock.battery_reading(percent)
        self.assertEqual(
            lock.take_events(),
            [("battery_low", {"level": "low", "percent": 20}), ("battery_low", {"level": "critical", "percent": 5}),
             ("battery_low", {"level": "low", "percent": 20})])


class PlantedBugTests(unittest.TestCase):
    def test_unknown_bug_is_an_error(self):
        with self.assertRaises(ValueError):
            door_lock.planted_bugs({"DOOR_LOCK_BUG": "no-relok"})

    def test_bugs_are_read_from_the_environment(self):
        self.assertEqual(door_lock.planted_bugs({}), frozenset())
        self.assertEqual(
            door_lock.planted_bugs({"DOOR_LOCK_BUG": "no-relock, long-pin"}), frozenset({"no-relock", "long-pin"}))

    def test_every_bug_changes_what_the_lock_does(self):
        def run(*bugs):
            lock, clock = make_lock(*bugs)
            lock.handle_app_command({"command": "add-guest-code", "code": "1357", "validHours": 1, "startsInHours": 1})
            trace = []
            steps = [lambda: lock.enter_code("0000")] * 4 + [lambda: lock.enter_code(OWNER), lock.press_lock]
            steps += [lambda: lock.enter_code("0000")] * 5 + [lambda: lock.enter_code(OWNER)]
            steps += [lambda: clock.advance(door_lock.LOCKOUT_SECONDS), lambda: lock.enter_code("1357")]
            steps += [lambda: lock.enter_code(OWNER), lambda: lock.door_sensor(True), lock.press_lock]
            steps += [lambda: clock.advance(60)]
            steps += [lock.tick, lambda: lock.door_sensor(False), lambda: clock.advance(3600), lock.tick]
            steps += [lambda: lock.enter_code("1357"), lock.press_lock, lambda: lock.enter_code("1357")]
            steps += [lambda: lock.battery_reading(p) for p in (15, 15, 3, 15)]
            for step in steps:
                step()
                trace.append((lock.bolt_thrown, lock.door_open, lock.attempts_left, lock.take_events()))
            try:
                lock.handle_app_command({"command": "set-pin", "pin": "123456789"})
                trace.append("nine digits accepted")
            except CommandRefused:
                pass
            return trace

        clean = run()
        for bug in door_lock.KNOWN_BUGS:
            with self.subTest(bug=bug):
                self.assertNotEqual(run(bug), clean)

if __name__ == "__main__":
    unittest.main()
