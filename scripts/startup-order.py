#!/usr/bin/env python3
"""Writes scripts/startup-order.txt: the functions of `buttonsizer` that one short command runs.

Usage: scripts/startup-order.py BUTTONSIZER

The release link (the Makefile's BENCH_BUILD) passes the list to lld as --symbol-ordering-file, which
puts those functions' sections next to each other at the start of .text. A process then touches a few
dozen contiguous pages of code instead of ~300 spread over 6.5 MB: the kernel maps file pages 64 KB
around each fault, so the code of a `measure` process costs ~30 page faults instead of ~65, and the
pages mapped per process (and unmapped at exit) drop with them. Functions are found with callgrind
(valgrind, Debian) on a copy without DWARF, for the commands below; the list is sorted by name so that
it changes only where the code does. Names that no longer exist are ignored at link time (stale entries
cost nothing but their own placement); run `make startup-order` after changes to the start-up path.
"""
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
FONT = os.path.join(ROOT, "Fonts", "Inter-Regular.otf")
OUTPUT = os.path.join(ROOT, "scripts", "startup-order.txt")
# One short command of each kind a shell or a build script runs a process for.
COMMANDS = [
    ["measure", "--font", FONT, "Add to cart"],
    ["measure", "--json", "--font", FONT, "Add to cart"],
    ["layout", "--font", FONT, "--title", "Add to cart"],
]


def executed_functions(program, arguments, directory):
    """Names of the functions of `program` that ran, from callgrind's output (names not demangled)."""
    out = os.path.join(directory, "callgrind.out")
    subprocess.run(["valgrind", "--tool=callgrind", "--demangle=no", "--callgrind-out-file=" + out, program] + arguments,
                   check=True, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    names, objects, current, ran = {}, {}, None, set()
    with open(out) as lines:
        for line in lines:
            found = re.match(r"^(ob|cob|fn|cfn)=\((\d+)\)(?: (.*))?$", line.rstrip("\n"))
            if not found:
                continue
            kind, number, name = found.groups()
            table = objects if kind in ("ob", "cob") else names
            if name:
                table[number] = name
            if kind == "ob":
                current = objects[number]
            elif kind == "fn" and current == program:
                ran.add(names[number])
    return ran


def main():
    binary = os.path.abspath(sys.argv[1])
    with tempfile.TemporaryDirectory() as directory:
        program = os.path.join(directory, "buttonsizer")
        subprocess.run(["strip", "--strip-debug", "-o", program, binary], check=True)  # valgrind 3.19 cannot read its DWARF
        ran = set()
        for arguments in COMMANDS:
            ran |= executed_functions(program, arguments, directory)
    # Only symbols the binary defines (callgrind also names code it could not attribute, as hex addresses).
    defined = set(subprocess.run(["nm", "--defined-only", "--format=just-symbols", binary],
                                 capture_output=True, text=True, check=True).stdout.split())
    order = sorted(ran & defined)
    with open(OUTPUT, "w") as file:
        file.write("".join(name + "\n" for name in order))
    print(f"{len(order)} functions in {os.path.relpath(OUTPUT, ROOT)}")


if __name__ == "__main__":
    if not shutil.which("valgrind"):
        sys.exit("valgrind not found (Debian: valgrind)")
    main()
