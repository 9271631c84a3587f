"""Prints the side-by-side table (Markdown) of one run: ours against each
peer on the same case, ratio = our median / the peer's median (below 1: we
are faster). Writes the rows as JSON for the chart.

usage: table.py OURS.jsonl PEERS.jsonl RESULTS.json"""
import json
import sys


def lines(path):
    rows = []
    with open(path) as f:
        for line in f:
            line = line.strip()
            if line.startswith("{"):
                rows.append(json.loads(line))
    return rows


ours_lines, peer_lines = lines(sys.argv[1]), lines(sys.argv[2])
ours = {row["name"]: row for row in ours_lines if "median_ms" in row}
# The process cases time `gravity diff` in the peers' harness, next to ImageMagick.
ours.update({row["name"]: row for row in peer_lines if row.get("tool") == "gravity"})
peers = [row for row in peer_lines if row.get("tool") != "gravity"]
order = [row["name"] for row in ours_lines if "median_ms" in row]
order += [name for name in ours if name not in order]

def ms(row):
    return f"{row['median_ms']:.3f} ({row['min_ms']:.3f})"


print("| case | ours: median (min) ms | peer | peer: median (min) ms | ours / peer (medians) |")
print("|---|---:|---|---:|---:|")
results = []
for name in order:
    mine = ours[name]
    matching = [row for row in peers if row["name"] == name]
    if not matching:
        print(f"| `{name}` | {ms(mine)} | (no peer run) | | |")
    for row in matching:
        if "error" in row:
            print(f"| `{name}` | {ms(mine)} | {row['tool']}: not run ({row['error']}) | | |")
            continue
        ratio = mine["median_ms"] / row["median_ms"]
        print(f"| `{name}` | {ms(mine)} | {row['tool']} | {ms(row)} | {ratio:.2g} |")
        results.append({"name": name, "peer": row["tool"], "ours_ms": mine["median_ms"],
                        "peer_ms": row["median_ms"], "ratio": ratio})
for row in peers:
    if row["name"] not in ours:
        print(f"| `{row['name']}` | (ours not run) | {row['tool']} | {row.get('median_ms', '')} | |")
with open(sys.argv[3], "w") as f:
    json.dump(results, f, indent=1)
