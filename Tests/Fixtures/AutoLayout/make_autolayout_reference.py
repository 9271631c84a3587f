#!/usr/bin/python3
"""Writes autolayout_reference.json: random constraint layers and the frames
a model of Auto Layout's rules gives them, solved by kiwisolver (an
independent Cassowary). `make test` only reads the JSON
(AutoLayoutDifferentialTests); regenerate after changing the rules:

    apt-get install -y python3-kiwisolver
    /usr/bin/python3 Tests/Fixtures/AutoLayout/make_autolayout_reference.py

The model (Auto Layout, plus the two rules Gravity adds, which the README
states):
- a child with intrinsic content (a label: the test measurer's "System 20",
  10 points per character, 20 tall; an image: its PNG's size; a V holding a
  fixed box: the box) has hugging (width <= natural) at 250 and compression
  resistance (width >= natural) at 750 on each axis, or the priorities its
  `hugging`/`compressionResistance` attributes give; a child without
  (an empty Z) has neither;
- a layer of auto size on an axis is measured first, Auto Layout's
  `systemLayoutSizeFitting` with the compressed size: its size == 0 at the
  fitting priority (50); Gravity adds each child inside the layer at 50.5;
  then it is laid out at that size;
- hidden children keep their constraints (the frames leave them out);
- a size nothing decides is 0 (Gravity's tie-break, below every priority).

Priorities map to kiwi strengths 100 times apart per level (750 -> 1e8, 500
-> 1e6, 250 -> 1e4, 50.5 -> 1e2, 50 -> 1, 0.5 -> 1e-2): kiwi sums
strength x error, Gravity compares level by level. They agree when no level
trades against a lower one at more than 100 to 1; every constraint here
has unit coefficients, so a trade is 1 to 1. Cases whose optimum is not
unique (two equal priorities competing, Auto Layout's ambiguity) are left
out: each case is solved again with every strength scaled by a random
factor in [0.8, 1.25], and kept only when the frames do not move.
"""
import json
import os
import random
import kiwisolver as kiwi

HERE = os.path.dirname(os.path.abspath(__file__))
CASES = 520
IMAGES = {"star": (24, 24), "landscape": (160, 100)}
WEIGHT = {1000: None, 750: 1e8, 500: 1e6, 250: 1e4, 50.5: 1e2, 50: 1.0, 0.5: 1e-2}
AXES = {"h": ("left", "right", "width", "parent.left", "parent.right"),
        "v": ("top", "bottom", "height", "parent.top", "parent.bottom")}


def make_case(rng):
    """A layer: children (kind, natural size, hidden, priorities) and constraints."""
    fixed = {"h": rng.random() < 0.4, "v": rng.random() < 0.4}
    size = {"h": rng.choice([200, 240, 300]), "v": rng.choice([80, 120, 160])}
    children = []
    for k in range(rng.randint(2, 5)):
        kind = rng.choice(["label", "label", "image", "empty", "stack"])
        child = {"id": "c%d" % k, "kind": kind, "hidden": rng.random() < 0.2,
                 "hug": {"h": 250, "v": 250}, "cr": {"h": 750, "v": 750}}
        if kind == "label":
            child["text"] = "a" * rng.randint(1, 8)
            child["natural"] = {"h": 10 * len(child["text"]), "v": 20}
        elif kind == "image":
            child["image"] = rng.choice(sorted(IMAGES))
            child["natural"] = dict(zip("hv", IMAGES[child["image"]]))
        elif kind == "stack":
            child["box"] = (rng.randint(1, 6) * 10, rng.randint(1, 4) * 10)
            child["natural"] = dict(zip("hv", child["box"]))
        else:
            child["natural"] = None
        if child["natural"] and rng.random() < 0.25:
            child["hug"][rng.choice("hv")] = rng.choice([500, 750])
        children.append(child)
    constraints = []  # (text, terms [(coefficient, item, anchor)], constant, relation, priority)

    def add(text, lhs, rhs, constant, relation="==", priority=1000):
        constraints.append((text, lhs, rhs, constant, relation, priority))

    for axis, (lead, trail, extent, plead, ptrail) in AXES.items():
        previous = None
        for child in children:
            name = child["id"]
            gap = rng.randint(0, 3) * 4
            # Every child is placed on each axis by an equality tied to the layer.
            where = rng.choice(["lead", "lead", "chain", "trail"]) if previous else rng.choice(["lead", "trail"])
            if where == "lead":
                add("%s.%s = %s + %d" % (name, lead, plead, gap), (name, lead), ("parent", lead), gap)
            elif where == "chain":
                add("%s.%s = %s.%s + %d" % (name, lead, previous, trail, gap), (name, lead), (previous, trail), gap)
            else:
                add("%s.%s = %s.%s + %d" % ("parent", trail, name, trail, gap), ("parent", trail), (name, trail), gap)
            # Sometimes a second edge: stretch, or an inequality to the far edge.
            roll = rng.random()
            if roll < 0.15 and where != "trail":
                add("parent.%s = %s.%s + %d" % (trail, name, trail, gap), ("parent", trail), (name, trail), gap)
            elif roll < 0.45:
                add("parent.%s >= %s.%s + %d" % (trail, name, trail, gap), ("parent", trail), (name, trail), gap, ">=")
            # A written size, at some priority.
            roll = rng.random()
            if roll < 0.35 or (child["natural"] is None and roll < 0.7):
                value = rng.randint(1, 15) * 10
                priority = rng.choice([1000, 750, 500, 250])
                relation = rng.choice(["==", "==", ">=", "<="])
                suffix = "" if priority == 1000 else " @ %d" % priority
                op = {"==": "=", ">=": ">=", "<=": "<="}[relation]
                add("%s.%s %s %d%s" % (name, extent, op, value, suffix), (name, extent), None, value, relation, priority)
            previous = name
    return {"fixed": fixed, "size": size, "children": children, "constraints": constraints}


def anchor(variables, item, name):
    if item == "parent":
        w, h = variables["parent"]
        return {"left": 0, "top": 0, "right": w, "bottom": h, "width": w, "height": h}[name]
    l, t, w, h = variables[item]
    return {"left": l, "top": t, "right": l + w, "bottom": t + h, "width": w, "height": h}[name]


def strength(priority, jitter):
    weight = WEIGHT[priority]
    return "required" if weight is None else weight * jitter()


def solve(case, fixed_size, containment, jitter):
    """One kiwi solve: the layer at `fixed_size` per axis (None: fitting)."""
    solver = kiwi.Solver()
    pw, ph = kiwi.Variable("W"), kiwi.Variable("H")
    variables = {"parent": (pw, ph)}
    for child in case["children"]:
        variables[child["id"]] = tuple(kiwi.Variable(child["id"] + s) for s in "ltwh")

    def add(constraint, priority):
        solver.addConstraint(constraint | strength(priority, jitter))

    for axis, parent in (("h", pw), ("v", ph)):
        if fixed_size[axis] is not None:
            add(parent == fixed_size[axis], 1000)
        else:
            add(parent >= 0, 1000)
            add(parent == 0, 50)
    for child in case["children"]:
        l, t, w, h = variables[child["id"]]
        for axis, size, start in (("h", w, l), ("v", h, t)):
            add(size >= 0, 1000)
            if child["natural"] is None:
                add(size == 0, 0.5)
            else:
                add(size <= child["natural"][axis], child["hug"][axis])
                add(size >= child["natural"][axis], child["cr"][axis])
            if containment and fixed_size[axis] is None:
                parent = pw if axis == "h" else ph
                add(start >= 0, 50.5)
                add(start + size <= parent, 50.5)
    for text, lhs, rhs, constant, relation, priority in case["constraints"]:
        left = anchor(variables, *lhs)
        right = (anchor(variables, *rhs) if rhs else 0) + constant
        add({"==": left == right, ">=": left >= right, "<=": left <= right}[relation], priority)
    solver.updateVariables()
    frames = {c["id"]: [round(v.value(), 6) for v in variables[c["id"]]] for c in case["children"]}
    return (round(pw.value(), 6), round(ph.value(), 6)), frames


def layout(case, jitter):
    """Measure (fitting size) on the free axes, then lay out at that size."""
    size = {a: case["size"][a] if case["fixed"][a] else None for a in "hv"}
    if None in size.values():
        fitted, _ = solve(case, size, True, jitter)
        size = {"h": size["h"] if size["h"] is not None else fitted[0],
                "v": size["v"] if size["v"] is not None else fitted[1]}
    return solve(case, size, False, jitter)


def xml(case):
    size = "".join(' %s="%d"' % (n, case["size"][a]) for a, n in (("h", "width"), ("v", "height")) if case["fixed"][a])
    lines = ['<Z%s gravity="left top">' % size, "  <Z.constraints>"]
    lines += ["    " + c[0].replace("<", "&lt;") for c in case["constraints"]]
    lines.append("  </Z.constraints>")
    for child in case["children"]:
        extra = ' hidden="true"' if child["hidden"] else ""
        if child["hug"] != {"h": 250, "v": 250}:
            extra += ' hugging="%d %d"' % (child["hug"]["h"], child["hug"]["v"])
        if child["kind"] == "label":
            lines.append('  <Label id="%s" text="%s" font="System 20"%s/>' % (child["id"], child["text"], extra))
        elif child["kind"] == "image":
            lines.append('  <Image id="%s" image="%s"%s/>' % (child["id"], child["image"], extra))
        elif child["kind"] == "stack":
            lines.append('  <V id="%s"%s><Z width="%d" height="%d"/></V>' % ((child["id"], extra) + child["box"]))
        else:
            lines.append('  <Z id="%s"%s/>' % (child["id"], extra))
    lines.append("</Z>")
    return "\n".join(lines)


def main():
    rng = random.Random(28)
    cases, tried = [], 0
    while len(cases) < CASES:
        tried += 1
        case = make_case(rng)
        try:
            size, frames = layout(case, lambda: 1.0)
            jitter_rng = random.Random(tried)
            again = [layout(case, lambda: jitter_rng.uniform(0.8, 1.25)) for _ in range(3)]
        except kiwi.UnsatisfiableConstraint:
            continue  # a required conflict: Gravity reports it; not a frame to compare
        if any(other != (size, frames) for other in again):
            continue  # not unique: left to tie-breaking
        if not all(v == int(v) for v in size) or any(v != int(v) for f in frames.values() for v in f):
            continue
        visible = {c["id"]: frames[c["id"]] for c in case["children"] if not c["hidden"]}
        cases.append({"xml": xml(case), "size": list(size), "frames": visible,
                      "hidden": sum(c["hidden"] for c in case["children"]),
                      "auto": [not case["fixed"][a] for a in "hv"]})
    path = os.path.join(HERE, "autolayout_reference.json")
    with open(path, "w") as out:
        # One case a line: diffs stay readable, the file small.
        out.write('{"generator": "make_autolayout_reference.py (seed 28)", "tried": %d, "cases": [\n' % tried)
        out.write(",\n".join(json.dumps(case, sort_keys=True, separators=(",", ":")) for case in cases))
        out.write("\n]}\n")
    print("wrote %d cases (%d tried) to %s" % (len(cases), tried, path))


if __name__ == "__main__":
    main()
