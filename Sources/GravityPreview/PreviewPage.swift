import GravityCore

/// The preview page: the image, a Red Box over it when the layout is
/// broken, hover details from the frames JSON, the debug overlay and scale
/// switches, and variant switches (appearance, Dynamic Type size, direction,
/// device) that re-render with those inputs. Updates arrive as Server-Sent
/// Events; nothing reloads the page.
/// The tab title tells the state too (`Card.xml — 720×400 px @2x (v3)` or
/// `⚠ Card.xml:4:12 …`), for a glance at a background tab and for tests.
enum PreviewPage {
    /// The device switch's choices.
    static let devices: [String] = Device.all.map(\.name)

    /// The page, its device choices filled in.
    static let html = template.replacingOccurrences(
        of: "<!--DEVICES-->", with: devices.map { "<option>\(xmlEscaped($0))</option>" }.joined())

    static let template = #"""
<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Gravity preview</title>
<style>
  body { margin: 0; font: 13px/1.4 "DejaVu Sans", system-ui, sans-serif; background: #eceff3; color: #1b2a4a; }
  header { display: flex; gap: 16px; align-items: center; padding: 8px 16px; background: #1b2a4a; color: #fff; }
  header .file { font-weight: bold; flex: 1; }
  header button { font: inherit; color: #fff; background: #33466b; border: 0; border-radius: 4px; padding: 3px 9px; cursor: pointer; }
  header button.on { background: #0076ff; }
  header label { cursor: pointer; }
  #status { color: #9fb0cc; min-width: 150px; text-align: right; }
  main { padding: 24px; }
  #stage { position: relative; display: inline-block; background: #fff; box-shadow: 0 1px 6px rgba(0,0,0,.25); }
  #stage img { display: block; }
  #hover { position: absolute; pointer-events: none; outline: 1px solid #0076ff; background: rgba(0,118,255,.08); }
  #hover .line { position: absolute; left: -6px; right: -6px; height: 0; }
  #hover .baseline { border-top: 1px solid #ff2d55; }
  #hover .cap { border-top: 1px dashed #00a35c; }
  #tip { position: fixed; display: none; pointer-events: none; background: #1b2a4a; color: #fff; padding: 6px 8px;
         border-radius: 4px; font: 12px/1.4 "DejaVu Sans Mono", monospace; white-space: pre; }
  #redbox { display: none; position: fixed; left: 24px; right: 24px; bottom: 24px; max-height: 60vh; overflow: auto;
            background: rgba(211,47,47,.95); color: #fff; padding: 16px 20px; border-radius: 6px;
            box-shadow: 0 4px 16px rgba(0,0,0,.35); }
  #redbox h2 { margin: 0 0 8px; font-size: 15px; }
  #redbox pre { margin: 8px 0 0; font: 13px/1.45 "DejaVu Sans Mono", monospace; white-space: pre; overflow-x: auto; }
  #redbox p { margin: 12px 0 0; opacity: .85; }
</style>
</head>
<body>
<header>
  <span class="file" id="file">…</span>
  <label><input type="checkbox" id="overlay"> debug overlay</label>
  <span>scale <button data-scale="1">1×</button> <button data-scale="2">2×</button> <button data-scale="3">3×</button></span>
  <span id="variant">
    <select id="appearance" title="appearance"><option value="">appearance</option><option>light</option><option>dark</option></select>
    <select id="contentSize" title="Dynamic Type size"><option value="">text size</option><option>XS</option><option>S</option><option>M</option><option>L</option><option>XL</option><option>XXL</option><option>XXXL</option><option>AX1</option><option>AX2</option><option>AX3</option><option>AX4</option><option>AX5</option></select>
    <select id="direction" title="direction"><option value="">direction</option><option>ltr</option><option>rtl</option></select>
    <select id="device" title="device"><option value="">device</option><!--DEVICES--></select>
  </span>
  <span id="status">connecting…</span>
</header>
<main>
  <div id="stage"><img id="image" alt=""><div id="hover" hidden><div class="line cap"></div><div class="line baseline"></div></div></div>
</main>
<div id="redbox"><h2 id="redbox-title"></h2><pre id="redbox-text"></pre><p id="redbox-note"></p></div>
<div id="tip"></div>
<script>
"use strict";
const initial = new URLSearchParams(location.search);
const state = { version: 0, scale: 2, overlay: false, frames: null, file: "", errors: [] };
const $ = id => document.getElementById(id);
const image = $("image"), hover = $("hover"), tip = $("tip");

function fileName() { return state.file.split("/").pop(); }

/// From what the page shows: the Red Box when it is up, else the image.
function updateTitle() {
  const box = $("redbox");
  if (box.style.display === "block") {
    document.title = "\u26a0 " + $("redbox-text").textContent.split("\n")[0] +
      (image.naturalWidth ? "" : " \u2014 nothing has rendered yet");
  } else if (image.naturalWidth) {
    document.title = fileName() + " \u2014 " + image.naturalWidth + "\u00d7" + image.naturalHeight +
      " px @" + state.scale + "x (v" + state.version + ")";
  }
}

function load() {
  const query = "v=" + state.version + "&scale=" + state.scale + "&overlay=" + (state.overlay ? 1 : 0) +
    variantAxes.map(axis => "&" + axis + "=" + encodeURIComponent($(axis).value)).join("");
  const next = new Image();
  next.onload = () => {
    image.src = next.src;
    image.style.width = (next.naturalWidth / state.scale) + "px";
    image.style.height = (next.naturalHeight / state.scale) + "px";
    $("status").textContent = "v" + state.version + " \u00b7 " +
      (state.errors.length ? "error" : next.naturalWidth + "\u00d7" + next.naturalHeight + " px");
    noteRedBox();
    image.decode().then(updateTitle, updateTitle).then(hoverFromLink);
  };
  next.src = "/image.png?" + query;
  fetch("/frames.json?" + query).then(r => r.ok ? r.json() : null).then(f => {
    if (f) { state.frames = f; hoverFromLink(); }
  });
}

/// `?hover=x,y` points at an element from a link (and for screenshots),
/// once both the image and the frames are in.
function hoverFromLink() {
  const at = (initial.get("hover") || "").split(",").map(Number);
  if (at.length === 2 && at.every(Number.isFinite) && state.frames && image.naturalWidth) showHover(at[0], at[1]);
}

/// The Red Box says a last good render is beneath only when one is shown
/// (a layout broken from the first load has none).
function noteRedBox() {
  $("redbox-note").textContent = image.naturalWidth
    ? "The last good render is kept beneath; save the file to try again."
    : "Nothing has rendered yet, so there is no last good render beneath; save the file to try again.";
}

function showErrors() {
  const box = $("redbox");
  if (!state.errors.length) { box.style.display = "none"; return; }
  const first = state.errors[0];
  $("redbox-title").textContent = first.message;
  $("redbox-text").textContent = state.errors.map(e => e.text).join("\n\n");
  noteRedBox();
  box.style.display = "block";
  $("status").textContent = "v" + state.version + " \u00b7 error";
}

const events = new EventSource("/events");
events.onmessage = event => {
  const update = JSON.parse(event.data);
  state.version = update.version;
  state.file = update.file;
  state.errors = update.errors;
  $("file").textContent = update.file;
  showErrors();
  // A broken layout keeps the last good image beneath the Red Box (a page
  // opened while the layout is broken asks the server for it).
  if (!state.errors.length || !image.getAttribute("src")) load();
  updateTitle();
};
events.onerror = () => { $("status").textContent = "disconnected"; };

for (const button of document.querySelectorAll("button[data-scale]")) {
  button.addEventListener("click", () => { state.scale = Number(button.dataset.scale); markScale(); load(); });
}
function markScale() {
  for (const button of document.querySelectorAll("button[data-scale]")) {
    button.classList.toggle("on", Number(button.dataset.scale) === state.scale);
  }
}
$("overlay").addEventListener("change", event => { state.overlay = event.target.checked; load(); });
/// The variant switches: empty is the command's own input; `?appearance=dark` (and so on) presets one.
const variantAxes = ["appearance", "contentSize", "direction", "device"];
for (const axis of variantAxes) {
  const preset = initial.get(axis);
  if (preset && [...$(axis).options].some(option => option.value === preset)) $(axis).value = preset;
  $(axis).addEventListener("change", load);
}

/// The deepest frame under a point, the last drawn child first.
function frameAt(frame, x, y) {
  if (x < frame.x || y < frame.y || x > frame.x + frame.width || y > frame.y + frame.height) return null;
  for (let i = frame.children.length - 1; i >= 0; i--) {
    const hit = frameAt(frame.children[i], x, y);
    if (hit) return hit;
  }
  return frame;
}

function number(value) { return Math.round(value * 1000) / 1000; }

/// Outlines the frame under a point (in points from the image's corner)
/// with its baseline and cap line, and lists its id, frame and lines.
function showHover(x, y) {
  const frame = state.frames && frameAt(state.frames.root, x, y);
  if (!frame) { hover.hidden = true; tip.style.display = "none"; return; }
  Object.assign(hover.style, { left: frame.x + "px", top: frame.y + "px", width: frame.width + "px", height: frame.height + "px" });
  const [cap, baseline] = [hover.querySelector(".cap"), hover.querySelector(".baseline")];
  let lines = frame.element + (frame.id ? " #" + frame.id : "") + (frame.component ? " (" + frame.component + ")" : "") +
    "\nframe    x " + number(frame.x) + "  y " + number(frame.y) + "  w " + number(frame.width) + "  h " + number(frame.height);
  if (frame.text) {
    lines += "\nbaseline " + number(frame.text.baseline) + "\ncap line " + number(frame.text.capTop);
    baseline.style.top = (frame.text.baseline - frame.y) + "px";
    cap.style.top = (frame.text.capTop - frame.y) + "px";
    baseline.hidden = cap.hidden = false;
  } else {
    baseline.hidden = cap.hidden = true;
  }
  hover.hidden = false;
  tip.textContent = lines;
  const bounds = image.getBoundingClientRect();
  // Beside the element, so the tip never hides it.
  Object.assign(tip.style, { display: "block", left: (bounds.left + frame.x + frame.width + 12) + "px", top: (bounds.top + frame.y) + "px" });
}

$("stage").addEventListener("mousemove", event => {
  const bounds = image.getBoundingClientRect();
  showHover(event.clientX - bounds.left, event.clientY - bounds.top);
});
$("stage").addEventListener("mouseleave", () => { hover.hidden = true; tip.style.display = "none"; });

if (["1", "2", "3"].includes(initial.get("scale"))) state.scale = Number(initial.get("scale"));
if (initial.get("overlay") === "1") { state.overlay = true; $("overlay").checked = true; }
markScale();
</script>
</body>
</html>
"""#
}
