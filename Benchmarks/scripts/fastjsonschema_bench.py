#!/usr/bin/env python3
"""Baseline for the schema benchmark: json.loads + fastjsonschema on a JSONL file of events.

Usage: fastjsonschema_bench.py EVENTS.jsonl SCHEMAS.json

SCHEMAS.json is an object mapping an event name to its JSON Schema. Each line of EVENTS.jsonl is parsed
with json.loads and validated against the compiled validator of its "name". The measured time covers
reading the file, decoding it, splitting lines, parsing and validating (compilation is excluded, as on the
Swift side). The file is read and decoded from UTF-8 in one go and json.loads is given str lines: the
fastest way we found with the standard library (json.loads on bytes lines detects their encoding and
decodes each one, about a fifth slower). Prints one JSON object: {"events": n, "invalid": k, "seconds": s, "cpu_seconds": c, "bytes": b}
(wall-clock and process CPU seconds).
"""
import json
import sys
import time

import fastjsonschema


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 64
    events_path, schemas_path = sys.argv[1], sys.argv[2]
    with open(schemas_path, "rb") as f:
        schemas = json.load(f)
    validators = {name: fastjsonschema.compile(schema) for name, schema in schemas.items()}
    error = fastjsonschema.JsonSchemaValueException

    start = time.perf_counter()
    cpu_start = time.process_time()
    with open(events_path, "rb") as f:
        data = f.read()
    events = 0
    invalid = 0
    for line in data.decode("utf-8").split("\n"):
        if not line:
            continue
        events += 1
        try:
            value = json.loads(line)
            validators[value["name"]](value)
        except (error, KeyError, TypeError, ValueError):
            invalid += 1
    seconds = time.perf_counter() - start
    cpu_seconds = time.process_time() - cpu_start
    print(json.dumps({"events": events, "invalid": invalid, "seconds": seconds, "cpu_seconds": cpu_seconds, "bytes": len(data)}))
    return 0


if __name__ == "__main__":
    sys.exit(main())
