#!/usr/bin/env python3
"""Times kiwi (the C++ Cassowary solver in Debian's python3-kiwisolver) on the constraint
systems `table-bench autolayout` writes, so that TableKit's solver is compared on the same
systems. Each system is built (variables, constraints, one solve) and then edited (one edit
variable, a suggested value and a solve per value), medians of several runs.

Python's own share is measured apart: the same loops, building the same kiwi expressions, but
calling a function that does nothing where they would call the solver. Subtracting it leaves
kiwi's solver time; both are printed.

Usage: kiwi_bench.py SYSTEMS.json [RUNS] — prints one JSON object: per system, microseconds
for `build`, `build_python`, `edit` (per suggested value) and `edit_python`.
"""
import json
import statistics
import sys
import time

try:
    import kiwisolver
except ImportError:
    print("kiwi peer: python3-kiwisolver is not installed", file=sys.stderr)
    sys.exit(3)


def noop(*_):
    return None


def expression(variables, terms, constant):
    result = constant
    for index, coefficient in terms:
        result = result + coefficient * variables[index]
    return result


def build(system, solver_calls):
    variables = [kiwisolver.Variable("v%d" % i) for i in range(system["variables"])]
    solver = kiwisolver.Solver()
    add = solver.addConstraint if solver_calls else noop
    for c in system["constraints"]:
        left = expression(variables, c["terms"], c["constant"])
        if c["relation"] == "<=":
            constraint = left <= 0
        elif c["relation"] == ">=":
            constraint = left >= 0
        else:
            constraint = left == 0
        add(constraint | c["strength"])
    (solver.updateVariables if solver_calls else noop)()
    return solver, variables


def timed_build(system, solver_calls):
    start = time.perf_counter()
    build(system, solver_calls)
    return (time.perf_counter() - start) * 1e6


def timed_edits(system, solver_calls):
    solver, variables = build(system, True)
    edit = system["edit"]
    variable = variables[edit["variable"]]
    solver.addEditVariable(variable, edit["strength"])
    suggest = solver.suggestValue if solver_calls else noop
    update = solver.updateVariables if solver_calls else noop
    values = edit["values"]
    start = time.perf_counter()
    for value in values:
        suggest(variable, value)
        update()
    return (time.perf_counter() - start) * 1e6 / len(values)


def median_of(runs, measure):
    return statistics.median(measure() for _ in range(runs))


def main():
    if len(sys.argv) < 2:
        print(__doc__, file=sys.stderr)
        sys.exit(2)
    with open(sys.argv[1]) as handle:
        systems = json.load(handle)
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    results = {}
    for system in systems:
        results[system["name"]] = {
            "build": median_of(runs, lambda: timed_build(system, True)),
            "build_python": median_of(runs, lambda: timed_build(system, False)),
            "edit": median_of(runs, lambda: timed_edits(system, True)),
            "edit_python": median_of(runs, lambda: timed_edits(system, False)),
        }
    json.dump(results, sys.stdout)


if __name__ == "__main__":
    main()
