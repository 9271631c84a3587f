"""The peers' harness: the same timing rules and JSON line as Harness.swift
(warm-up runs, then `iterations` timed runs; median and minimum in ms), plus
the tool's name."""
import json
import os
import sys
import time

# GRAVITY_BENCH_OUT: the folder where gravity-bench wrote the shared inputs.
INPUTS = os.environ.get("GRAVITY_BENCH_OUT", ".build-peers/inputs")
FILTER = sys.argv[1] if len(sys.argv) > 1 else None


def wanted(name):
    return FILTER is None or FILTER in name


def run(name, tool, iterations, work, body, warmup=1):
    """Times `body(i)` like Harness.run and prints one JSON line."""
    if not wanted(name):
        return
    for i in range(warmup):
        body(-1 - i)
    times = []
    for i in range(iterations):
        start = time.perf_counter_ns()
        body(i)
        times.append((time.perf_counter_ns() - start) / 1e6)
    report(name, tool, iterations, work, times)


def report(name, tool, iterations, work, times):
    """Prints one JSON line from measured times (ms), as `run` does."""
    times = sorted(times)
    n = len(times)
    median = times[n // 2] if n % 2 else (times[n // 2 - 1] + times[n // 2]) / 2
    print(json.dumps({"name": name, "tool": tool, "iterations": iterations,
                      "median_ms": round(median, 3), "min_ms": round(times[0], 3), "work": work}), flush=True)


def skipped(name, tool, reason):
    """A peer that could not run: says why instead of a figure."""
    if wanted(name):
        print(json.dumps({"name": name, "tool": tool, "error": reason}), flush=True)


def scene():
    with open(os.path.join(INPUTS, "scene.json")) as f:
        return json.load(f)


def check(condition, message):
    if not condition:
        print("peer check failed: " + message, file=sys.stderr)
        sys.exit(1)
