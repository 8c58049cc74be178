#!/usr/bin/env python3
"""Random constraint systems solved by PyPI's kiwisolver, for the differential test of ConstraintSolver.

    python3 scripts/kiwi-systems.py [--count N] [--seed S] [--output FILE]

Writes Tests/ConstraintSolverTests/Fixtures/kiwi-systems.txt by default (deterministic: a fixed seed, Python's
`random.Random`, kiwisolver as the oracle). Each system is a sequence of steps — add a constraint, add an edit
variable, change a constant, remove a constraint — and after each step the expected value of every variable,
or `-` where the solution does not determine it. ConstraintSolverTests replays the steps through `Solver` and
compares (within 1e-6); a test re-runs this script for the first 200 systems when kiwisolver is importable
and checks that it still writes what the committed file holds (each candidate system has a random generator
of its own, so a shorter run writes a prefix of a longer one).

Where the two solvers agree by design, and how the script keeps to that:
- Priorities. ConstraintSolver's levels are strict (one error at 251 beats any number at 250); kiwi weighs
  errors by their strength. Every system's distinct optional priorities (at most 3, counting the level of given
  up constraints) are ranked and passed to kiwi as strengths 1000**rank. A system is kept only when kiwi gives
  the same values with strengths 10000**rank at every step: then no trade between levels happens at either
  spread, which is what strict levels mean. Inside one level both weigh every error 1.
- Given-up required constraints. kiwi raises UnsatisfiableConstraint; the script then marks the constraint
  being added (or whose constant is being changed) as broken and re-solves with it at a strength above every
  optional level, which is ConstraintSolver's policy. The `broken` line lists them.
- Changes are replayed on a fresh kiwi solver built in order of adding (the changed constraint last), so the
  expected values are the solution of the system as it stands, independent of kiwi's incremental path.
- Uniqueness. A variable is determined when pushing it up and down by 1 with a strength far below every level
  (1e-5) does not move it; otherwise it is written as `-` and not compared.

Format (one system after another):
    system INDEX VARIABLES
    add PRIORITY OP CONSTANT COEFFICIENT VARIABLE …   (OP is ==, <=, >=; terms as pairs)
    edit PRIORITY VARIABLE VALUE
    set CONSTRAINT CONSTANT                          (constraints numbered from 0 in order of add/edit)
    remove CONSTRAINT
    expect VALUE|- …                                 (after the step above it, one per variable)
    broken CONSTRAINT …                              (after an expect line, when any constraint is broken)
    end
"""

import argparse
import os
import random
import sys

import kiwisolver as kiwi

REQUIRED = 1000
PRIORITIES = [250, 251, 500, 749, 750, 999]
NUDGE = 1e-5
TOLERANCE = 1e-7


class Record:
    def __init__(self, terms, op, constant, priority):
        self.terms, self.op, self.constant, self.priority = terms, op, constant, priority
        self.broken = False
        self.removed = False


def strengths(records, base):
    """kiwi strength of each optional level, by rank (lowest 1, next base, …); broken ones above all."""
    levels = sorted({r.priority for r in records if not r.removed and r.priority < REQUIRED})
    table = {p: float(base) ** rank for rank, p in enumerate(levels)}
    table["broken"] = float(base) ** len(levels)
    return table, len(levels) + (1 if any(r.broken and not r.removed for r in records) else 0)


def kiwi_constraint(record, variables, strength):
    expression = sum((c * variables[v] for c, v in record.terms), kiwi.Expression([], 0))
    if record.op == "==":
        constraint = expression == record.constant
    elif record.op == "<=":
        constraint = expression <= record.constant
    else:
        constraint = expression >= record.constant
    return constraint | strength


def solve(records, count, last, base, extra=None):
    """Values from a fresh kiwi solver (records in order, `last` added last); marks a required record that
    cannot be added as broken and solves again. Returns None when an earlier record conflicts (not our policy)."""
    while True:
        table, _ = strengths(records, base)
        solver = kiwi.Solver()
        variables = [kiwi.Variable("v%d" % i) for i in range(count)]
        order = [i for i, r in enumerate(records) if not r.removed and i != last]
        if last is not None and not records[last].removed:
            order.append(last)
        restart = False
        for i in order:
            record = records[i]
            if record.broken:
                strength = table["broken"]
            elif record.priority >= REQUIRED:
                strength = "required"
            else:
                strength = table[record.priority]
            try:
                solver.addConstraint(kiwi_constraint(record, variables, strength))
            except kiwi.UnsatisfiableConstraint:
                if i != last:
                    return None
                record.broken = True
                restart = True
                break
        if restart:
            continue
        if extra is not None:
            index, direction, value = extra
            expression = variables[index] - (value + direction)
            solver.addConstraint((expression >= 0 if direction > 0 else expression <= 0) | NUDGE)
        solver.updateVariables()
        return [v.value() for v in variables]


def expectation(records, count, last):
    """The determined values (None where undetermined), or None when the system is not kept."""
    first = solve(records, count, last, 1000)
    if first is None:
        return None
    _, levels = strengths(records, 1000)
    if levels > 3:
        return None
    values = []
    for index, value in enumerate(first):
        determined = True
        for direction in (1, -1):
            nudged = solve(records, count, None, 1000, (index, direction, value))
            if nudged is None or abs(nudged[index] - value) > 1e-6:
                determined = False
        values.append(value if determined else None)
    second = solve(records, count, None, 10000)
    if second is None or any(v is not None and abs(v - b) > TOLERANCE for v, b in zip(values, second)):
        return None
    return values


def number(value):
    # Rounded to 1e-9 so kiwi's rounding noise (3.5e-15 for 0) does not change the file from run to run.
    text = "%.12g" % round(value, 9)
    return "0" if text == "-0" else text


def random_terms(rng, count):
    size = rng.choice([1, 1, 2, 2, 2, 3])
    chosen = rng.sample(range(count), min(size, count))
    return [(rng.choice([1, 1, 1, -1, -1, 2, -2, 0.5]), v) for v in sorted(chosen)]


def random_record(rng, count, priorities):
    terms = random_terms(rng, count)
    op = rng.choice(["==", "==", "<=", ">="])
    constant = rng.randint(-40, 160)
    priority = REQUIRED if rng.random() < 0.5 else rng.choice(priorities)
    return Record(terms, op, constant, priority)


def make_system(rng, index):
    count = rng.randint(2, 6)
    priorities = rng.sample(PRIORITIES, rng.choice([1, 1, 2, 3]))
    records, lines = [], ["system %d %d" % (index, count)]

    def step(last):
        values = expectation(records, count, last)
        if values is None:
            return False
        lines.append("expect " + " ".join("-" if v is None else number(v) for v in values))
        broken = [str(i) for i, r in enumerate(records) if r.broken and not r.removed]
        if broken:
            lines.append("broken " + " ".join(broken))
        return True

    if rng.random() < 0.3:
        # Stays: every variable pulled toward a value at the lowest priority (how an edit variable keeps a
        # value nothing else decides).
        for variable in range(count):
            record = Record([(1, variable)], "==", rng.randint(0, 120), 1)
            records.append(record)
            lines.append("edit 1 %d %s" % (variable, number(record.constant)))
        priorities = priorities[:2]
        if not step(len(records) - 1):
            return None
    for _ in range(rng.randint(count, 3 * count + 2)):
        if rng.random() < 0.2:
            record = Record([(1, rng.randrange(count))], "==", rng.randint(0, 120), rng.choice(priorities))
            records.append(record)
            lines.append("edit %d %d %s" % (record.priority, record.terms[0][1], number(record.constant)))
        else:
            record = random_record(rng, count, priorities)
            records.append(record)
            lines.append("add %d %s %s %s" % (record.priority, record.op, number(record.constant),
                                              " ".join("%s %d" % (number(c), v) for c, v in record.terms)))
        if not step(len(records) - 1):
            return None
    for _ in range(rng.randint(0, 4)):
        live = [i for i, r in enumerate(records) if not r.removed]
        if not live:
            break
        target = rng.choice(live)
        if rng.random() < 0.7:
            records[target].constant = rng.randint(-40, 160)
            lines.append("set %d %s" % (target, number(records[target].constant)))
            if not step(target):
                return None
        else:
            records[target].removed = True
            lines.append("remove %d" % target)
            if not step(None):
                return None
    lines.append("end")
    return lines


def isolated(seed, candidate, index):
    """make_system for one candidate in a child process, with a random generator of its own.

    kiwisolver's Python binding orders an expression's terms by object address, so on ambiguous or degenerate
    systems its pivots (and once in a while an internal "objective is unbounded" abort of the whole process)
    depend on where Python allocated the variables. A generator per candidate keeps one candidate's fate from
    shifting the next; the child process survives kiwi's abort and is tried again (other addresses)."""
    for _ in range(3):
        read, write = os.pipe()
        pid = os.fork()
        if pid == 0:
            os.close(read)
            lines = make_system(random.Random("%d-%d" % (seed, candidate)), index)
            with os.fdopen(write, "w") as pipe:
                pipe.write("\n".join(lines) if lines is not None else "")
            os._exit(0)
        os.close(write)
        with os.fdopen(read) as pipe:
            text = pipe.read()
        _, status = os.waitpid(pid, 0)
        if status == 0:
            return text.split("\n") if text else None
    return None


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--count", type=int, default=2000)
    parser.add_argument("--seed", type=int, default=36)
    default = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "Tests", "ConstraintSolverTests",
                           "Fixtures", "kiwi-systems.txt")
    parser.add_argument("--output", default=default)
    arguments = parser.parse_args()
    systems, tried = [], 0
    while len(systems) < arguments.count:
        lines = isolated(arguments.seed, tried, len(systems))
        tried += 1
        if lines is not None:
            systems.append(lines)
    with open(arguments.output, "w") as output:
        output.write("# Generated by scripts/kiwi-systems.py --count %d --seed %d with kiwisolver %s; do not edit.\n"
                     % (arguments.count, arguments.seed, kiwi.__version__))
        output.write("# %d systems kept of %d generated (the others had levels that trade under kiwi's weights, "
                     "more than 3 levels, or an earlier constraint conflicting).\n" % (len(systems), tried))
        for lines in systems:
            output.write("\n".join(lines) + "\n")
    print("%d systems (%d generated) -> %s" % (len(systems), tried, arguments.output), file=sys.stderr)


if __name__ == "__main__":
    main()
