"""The team's own unit tests of the controller (python3 -m unittest, from app/). They also check that every planted
bug in KNOWN_BUGS changes what the controller does, so a bug that plants nothing is never used as a control."""

import os
import sys
import unittest

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "src"))
import parcel_locker  # noqa: E402
from parcel_locker import EXPIRY_SECONDS, Compartment, Station  # noqa: E402


class Clock:
    def __init__(self):
        self.t = 0.0

    def now(self):
        return self.t


def compartment(bugs=frozenset()):
    clock = Clock()
    c = Compartment(clock, bugs=bugs)
    c.deposit("1234")
    return c, clock


class CompartmentTests(unittest.TestCase):
    def test_pickup_opens_and_frees_after_the_door_shuts(self):
        c, _ = compartment()
        self.assertTrue(c.enter_code("1234"))
        self.assertEqual(c.phase, "door-open")
        c.door_switch(True)
        self.assertEqual(c.phase, "empty")
        self.assertEqual([name for name, _ in c.take_log()], ["parcel_deposited", "parcel_collected"])

    def test_third_wrong_code_blocks_until_support_unblocks(self):
        c, _ = compartment()
        for _ in range(3):
            self.assertFalse(c.enter_code("0000"))
        self.assertTrue(c.keypad_blocked)
        self.assertFalse(c.enter_code("1234"))
        c.support_unblock()
        self.assertEqual(c.attempts_left(), 3)
        self.assertTrue(c.enter_code("1234"))

    def test_door_alarm_after_two_minutes_and_cleared_on_close(self):
        c, clock = compartment()
        c.enter_code("1234")
        clock.t += 119
        c.tick()
        self.assertFalse(c.door_alarm)
        clock.t += 1
        c.tick()
        self.assertTrue(c.door_alarm)
        c.door_switch(True)
        self.assertEqual([name for name, _ in c.take_log()][-2:], ["door_left_open", "door_closed_late"])

    def test_expiry_also_while_blocked_and_courier_frees(self):
        c, clock = compartment()
        for _ in range(3):
            c.enter_code("0000")
        clock.t += EXPIRY_SECONDS - 1
        c.tick()
        self.assertEqual(c.phase, "waiting")
        clock.t += 1
        c.tick()
        self.assertEqual(c.phase, "expired")
        self.assertFalse(c.enter_code("1234"))
        c.courier_retrieve()
        self.assertEqual(c.phase, "empty")

    def test_temperature_alert_with_hysteresis(self):
        c, _ = compartment()
        c.take_log()
        c.temperature_reading(9)
        c.temperature_reading(6)
        self.assertTrue(c.too_warm)
        c.temperature_reading(5)
        self.assertEqual([name for name, _ in c.take_log()], ["temperature_alert", "temperature_restored"])


class StationTests(unittest.TestCase):
    def test_offline_online_and_service(self):
        s = Station(bugs=frozenset())
        s.network(False)
        s.key_switch(True)
        s.network(True)
        s.key_switch(False)
        self.assertEqual(s.mode, "online")
        self.assertEqual([name for name, _ in s.take_log()], ["station_offline", "station_online"])


class PlantedBugTests(unittest.TestCase):
    def trace(self, bugs):
        """What a compartment and a station log and end in over one run that meets every planted bug."""
        c, clock = compartment(bugs)
        phases = []
        for code in ("0000", "0000", "0000", "1234", "0000"):
            c.enter_code(code)
            phases.append(c.phase)
        c.support_unblock()
        c.enter_code("1234")
        clock.t += 200
        c.tick()
        s = Station(bugs=bugs)
        s.network(False)
        blocked, later = compartment(bugs)
        for _ in range(3):
            blocked.enter_code("0000")
        later.t += EXPIRY_SECONDS
        blocked.tick()
        return phases, c.take_log(), c.phase, c.door_alarm, s.take_log(), blocked.phase

    def test_every_known_bug_changes_the_behaviour(self):
        correct = self.trace(frozenset())
        for bug in parcel_locker.KNOWN_BUGS:
            with self.subTest(bug=bug):
                self.assertNotEqual(self.trace(frozenset([bug])), correct)

    def test_unknown_bug_is_refused(self):
        with self.assertRaises(ValueError):
            parcel_locker.planted_bugs({"PARCEL_LOCKER_BUG": "no-such-bug"})


if __name__ == "__main__":
    unittest.main()
