#!/bin/sh
# Ours and the peers on the same cases, in one run, on the same inputs:
# builds gravity-bench and gravity (release), lets gravity-bench write the
# shared inputs (the raster scene, its PNG, the diff pair), runs the peers
# on those files and prints the side-by-side table (ours / peer).
#
# Needs network access: Debian packages (libcairo2-dev for pycairo's build,
# imagemagick, time, chromium) through .ci/install-packages, and PyPI for a throwaway
# virtualenv in .build-peers/venv (remove .build-peers to start over).
# Not part of `make test`. `Benchmarks/peers/run.sh FILTER` runs only the
# cases whose name contains FILTER.
set -e
cd "$(dirname "$0")/../.."
ROOT=$(pwd)
WORK="$ROOT/.build-peers"
PYTHON=${PYTHON:-python3}
# The versions measured in BENCHMARKS.md; override to try others.
PEER_PACKAGES=${PEER_PACKAGES:-"pyyoga==0.1.0 skia-python==144.1 pycairo==1.29.2 Pillow==13.0.0 pixelmatch==0.4.0 kiwisolver==1.5.1"}
FILTER=${1:-}

./.ci/install-packages pkg-config libpng-dev libfreetype-dev libharfbuzz-dev libfribidi-dev libcairo2-dev imagemagick time chromium
if [ ! -x "$WORK/venv/bin/python" ]; then
    mkdir -p "$WORK"
    "$PYTHON" -m venv "$WORK/venv" || {
        echo "cannot create a virtualenv with $PYTHON (Debian: apt-get install python3-venv python3-dev)" >&2
        exit 1
    }
fi
VENV_PYTHON="$WORK/venv/bin/python"
"$VENV_PYTHON" -m pip install -q --disable-pip-version-check $PEER_PACKAGES

# As `make release` builds them (its flags: the Swift runtime and Foundation
# linked statically, and the rest the Makefile explains).
RELEASE=${RELEASE:-$(make -s --no-print-directory release-flags)}
swift build $RELEASE --product gravity-bench
swift build $RELEASE --product gravity
BIN=$(swift build $RELEASE --show-bin-path)

export GRAVITY_BENCH_OUT="$WORK/inputs" GRAVITY_BIN="$BIN/gravity"
rm -rf "$GRAVITY_BENCH_OUT"
mkdir -p "$GRAVITY_BENCH_OUT"
# Other processes skew the figures: the load average says how busy the machine was.
echo "== $(date -u '+%Y-%m-%d %H:%M UTC'), $(nproc) cores, load average before: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== ours (gravity-bench)"
"$BIN/gravity-bench" $FILTER | tee "$WORK/ours.jsonl"

# Each peer script prints JSON lines like gravity-bench's, plus "tool". A
# peer that fails (not installable, crashes) is reported, not hidden.
echo "== peers"
: > "$WORK/peers.jsonl"
for script in layout_yoga solver_kiwi raster_cairo raster_skia raster_pillow diff_python diff_process batch_chromium; do
    if ! "$VENV_PYTHON" "Benchmarks/peers/$script.py" $FILTER > "$WORK/$script.jsonl"; then
        echo "{\"name\": \"$script\", \"tool\": \"$script.py\", \"error\": \"failed, see above\"}" >> "$WORK/$script.jsonl"
    fi
    cat "$WORK/$script.jsonl" | tee -a "$WORK/peers.jsonl"
done

# The same work: each peer's raster_scene picture against ours (pixelmatch
# threshold 0.1, anti-aliased pixels not counted).
for picture in "$GRAVITY_BENCH_OUT"/out/raster_scene_*.png; do
    [ -f "$picture" ] || continue
    echo "== $(basename "$picture") against ours: $("$BIN/gravity" diff "$GRAVITY_BENCH_OUT/raster_scene.png" "$picture" --threshold 0.1 | head -1)"
done
for picture in "$GRAVITY_BENCH_OUT"/out/raster_heavy_*.png; do
    [ -f "$picture" ] || continue
    echo "== $(basename "$picture") against ours: $("$BIN/gravity" diff "$GRAVITY_BENCH_OUT/raster_heavy.png" "$picture" --threshold 0.1 | head -1)"
done
echo "== load average after the timings: $(cut -d' ' -f1-3 /proc/loadavg)"
echo "== side by side (ratio = our median / the peer's median; below 1: we are faster)"
"$VENV_PYTHON" Benchmarks/peers/table.py "$WORK/ours.jsonl" "$WORK/peers.jsonl" "$WORK/results.json" | tee "$WORK/table.md"

# The chart of the ratios, drawn by gravity itself from a generated layout.
"$VENV_PYTHON" Benchmarks/chart/make_chart.py "$WORK/results.json" "$WORK/Ratios.xml"
"$BIN/gravity" render "$WORK/Ratios.xml" -o "$WORK/ratios.png" --scale 2 >/dev/null
echo "chart: $WORK/ratios.png (layout: $WORK/Ratios.xml)"

# Peak memory of one render of a 4096 × 4096 canvas (frame buffer: 64 MiB).
cat > "$WORK/Big.xml" <<'XML'
<Z width="4096" height="4096" backgroundColor="#eee"><Label text="Peak RSS" font="System 200"/></Z>
XML
/usr/bin/time -v "$BIN/gravity" render "$WORK/Big.xml" -o "$WORK/big.png" 2> "$WORK/rss.txt" >/dev/null
/usr/bin/time -v "$BIN/gravity" render Examples/Welcome.xml -o "$WORK/welcome.png" 2> "$WORK/rss-small.txt" >/dev/null
echo "peak RSS, gravity render 4096x4096: $(grep 'Maximum resident' "$WORK/rss.txt" | grep -o '[0-9]*$') KiB (frame buffer 4096 x 4096 x 4 bytes = 65536 KiB);" \
     "Examples/Welcome.xml (360x231): $(grep 'Maximum resident' "$WORK/rss-small.txt" | grep -o '[0-9]*$') KiB" | tee "$WORK/rss-summary.txt"
