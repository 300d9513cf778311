#!/usr/bin/env python3
"""A shop with a cart region and a sound region (the statechart `chart` of StatechartCheckTests) as a subject process:
the SpecConform subject protocol (docs/SUBJECT-PROTOCOL.md) over standard input and output, standard library only.
It reports its configuration with the regions in reverse order (`Quiet + Paying`): configurations compare as sets.

Without options it conforms. One option plants one fault, the negative control of statechart checks:

  --parent-wins   `cancel` while paying cancels the whole shop (the parent's transition) instead of going back to
                  browsing (the child's, which takes precedence)

  --opens         its reset emits `shop_opened` (for the chart whose `Shop` emits it on entry; without the option
                  the start's entry emit is missing: the negative control of checking a statechart's start)
"""
import json
import sys

flags = set(sys.argv[1:])


class Shop:
    def __init__(self):
        self.cart, self.sound, self.cancelled = "Browsing", "Quiet", False

    def apply(self, event):
        if self.cancelled:
            return
        if event == "pay" and self.cart == "Browsing":
            self.cart = "Paying"
        elif event == "ok" and self.cart == "Paying":
            self.cart = "Paid"
        elif event == "cancel" and self.cart == "Paying" and "--parent-wins" not in flags:
            self.cart = "Browsing"
        elif event == "cancel":
            self.cancelled = True
        elif event == "mute":
            self.sound = "Muted" if self.sound == "Quiet" else "Quiet"

    def configuration(self):
        return "Cancelled" if self.cancelled else self.sound + " + " + self.cart


shop = Shop()


def observation(events=()):
    return {"type": "observation", "states": {"chart": shop.configuration()}, "events": list(events), "outputs": {}}


def answer(request):
    global shop
    kind = request["type"]
    if kind == "hello":
        return {"type": "hello", "protocol": 1, "name": "toy shop statechart (Python)",
                "serves": {"machines": ["chart"], "observesReset": True}}
    if kind == "reset":
        shop = Shop()
        return observation([{"name": "shop_opened", "payload": {}}] if "--opens" in flags else [])
    if kind == "apply":
        shop.apply(request["event"])
        return observation()
    return {"type": "error", "message": "no " + kind + " here"}


for line in sys.stdin:
    request = json.loads(line)
    reply = answer(request)
    reply["seq"] = request["seq"]
    sys.stdout.write(json.dumps(reply) + "\n")
    sys.stdout.flush()
