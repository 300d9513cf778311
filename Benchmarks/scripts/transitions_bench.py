#!/usr/bin/env python3
"""Comparison point for `specconform-bench interpreter`: the Python `transitions` library.

A flat toggle machine (A <-> B on `toggle`) driven by N events; prints one JSON object:
{"library": "transitions", "version": ..., "events": N, "seconds": ..., "events_per_second": ...}

Usage: python3 transitions_bench.py [N]   (default 200000)
Not a dependency of the Swift package: the benchmark installs `transitions` into a private folder if missing.
"""
import json
import sys
import time

try:
    import transitions
    from transitions import Machine
except ImportError:
    print(json.dumps({"error": "the transitions package is not installed"}))
    sys.exit(2)


class Toggle:
    pass


def main():
    count = int(sys.argv[1]) if len(sys.argv) > 1 else 200_000
    model = Toggle()
    Machine(
        model=model,
        states=["A", "B"],
        transitions=[
            {"trigger": "toggle", "source": "A", "dest": "B"},
            {"trigger": "toggle", "source": "B", "dest": "A"},
        ],
        initial="A",
        auto_transitions=False,
    )
    trigger = model.toggle
    best = float("inf")
    for _ in range(3):
        start = time.perf_counter()
        for _ in range(count):
            trigger()
        best = min(best, time.perf_counter() - start)
    print(json.dumps({
        "library": "transitions",
        "version": getattr(transitions, "__version__", "unknown"),
        "events": count,
        "seconds": best,
        "events_per_second": count / best if best > 0 else 0,
        "final_state": model.state,
    }, sort_keys=True))


if __name__ == "__main__":
    main()
