#!/usr/bin/env python3
"""One `buttonsizer measure` process against one `hb-shape` process on the same font and text.

Usage: scripts/startup-compare.py BUTTONSIZER [RUNS]

Runs the two commands in turn RUNS times each (default 200) and prints the median wall time and CPU
time (user + system, from wait4) of each, their ratios and the load average, then the instructions
of one whole process of each (valgrind --tool=callgrind, from the dynamic loader's first instruction
to exit: deterministic, unlike times on a shared machine). docs/performance.md quotes its output.
"""
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import time

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT = os.path.join(ROOT, "Fonts", "Inter-Regular.otf")
TEXT = "Add to cart"


def run(command):
    """Wall time and CPU time (user + system, from wait4) of one process, in seconds."""
    start = time.perf_counter()
    process = subprocess.Popen(command, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(process.pid, 0)
    elapsed = time.perf_counter() - start
    process.returncode = os.waitstatus_to_exitcode(status)
    if process.returncode != 0:
        raise subprocess.CalledProcessError(process.returncode, command)
    return elapsed, usage.ru_utime + usage.ru_stime


def instructions(command):
    """Instructions of one process under callgrind (a copy without DWARF, which valgrind 3.19 cannot read)."""
    with tempfile.TemporaryDirectory() as directory:
        program = command[0]
        if shutil.which("strip") and not program.startswith("/usr/"):
            stripped = os.path.join(directory, os.path.basename(program))
            subprocess.run(["strip", "--strip-debug", "-o", stripped, program], check=True)
            program = stripped
        out = subprocess.run(["valgrind", "--tool=callgrind", "--callgrind-out-file=" + os.path.join(directory, "cg"),
                              program] + command[1:], capture_output=True, text=True)
        found = re.search(r"refs:\s+([\d,]+)", out.stderr)
        return int(found.group(1).replace(",", "")) if found else None


def main():
    tool = sys.argv[1]
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 200
    measure = [tool, "measure", "--font", FONT, TEXT]
    shape = [shutil.which("hb-shape") or "hb-shape", FONT, TEXT]
    for command in (measure, shape):  # warm the page cache
        run(command)
    ours, theirs = [], []
    load_before = os.getloadavg()[0]
    for _ in range(runs):
        ours.append(run(measure))
        theirs.append(run(shape))
    load_after = os.getloadavg()[0]
    print(f"{runs} runs each, alternating; load average {load_before:.2f} before, {load_after:.2f} after")
    for index, name in ((0, "wall time"), (1, "CPU time (user + system)")):
        a = statistics.median(sample[index] for sample in ours) * 1000
        b = statistics.median(sample[index] for sample in theirs) * 1000
        print(f"median {name}: buttonsizer measure {a:.2f} ms, hb-shape {b:.2f} ms, ratio {a / b:.2f}")
    if shutil.which("valgrind"):
        i, j = instructions(measure), instructions(shape)
        if i and j:
            print(f"instructions (callgrind, whole process): buttonsizer measure {i:,}, hb-shape {j:,}, ratio {i / j:.2f}")


if __name__ == "__main__":
    main()
