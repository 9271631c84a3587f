"""The 100 screens of the `batch_100_layouts` case, generated from one
description and written twice: as Gravity XML and as HTML/CSS (flexbox for
stacks, a one-cell grid for layers), so `gravity render` and a browser draw
the same screens at the same pixel size from the same font files.

usage: batch_layouts.py OUT_DIR   (writes OUT_DIR/xml/*.xml and OUT_DIR/html/*.html)

A screen is a phone screen, 375 x 667 points, drawn at scale 2 (750 x 1334
pixels): a header, 3-6 cards (list rows, text cards, stat tiles) and a tab
bar. Values are drawn from SplitMix64 seeded with the screen's index, so the
100 screens are always the same. Only the subset of the layout language these
screens use is translated (below); anything else is a mistake here and
raises."""
import html
import os
import sys

WIDTH, HEIGHT, SCALE, COUNT = 375, 667, 2, 100

WORDS = ["layout", "gravity", "stack", "label", "baseline", "frame", "render", "pixel", "golden",
         "snapshot", "spacing", "padding", "colour", "corner", "shadow", "column", "screen", "button"]
ACCENTS = ["#0076ff", "#34c759", "#ff9500", "#af52de", "#ff2d55", "#5856d6", "#00a3a3", "#1b2a4a"]


class Random:
    """SplitMix64, as in the raster_scene case."""

    def __init__(self, seed):
        self.state = seed

    def next(self):
        self.state = (self.state + 0x9E3779B97F4A7C15) % 2**64
        z = self.state
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) % 2**64
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) % 2**64
        return z ^ (z >> 31)

    def int(self, a, b):
        return a + self.next() % (b - a + 1)

    def pick(self, items):
        return items[self.int(0, len(items) - 1)]

    def words(self, a, b):
        return " ".join(self.pick(WORDS) for _ in range(self.int(a, b)))


def node(kind, children=(), **attributes):
    return (kind, attributes, list(children))


def label(text, font, color="#1b2a4a", **attributes):
    return node("Label", text=text, font=font, textColor=color, **attributes)


# 1. The description: one screen as a tree of (kind, attributes, children).

def list_row(r, accent):
    return node("H", [
        node("Z", width="44", height="44", cornerRadius="10", backgroundColor=accent),
        node("V", [
            label(r.words(1, 3).capitalize(), "Inter SemiBold 16"),
            label(r.words(2, 5), "Inter 13", "#6b7280"),
        ], width="fill", spacing="4", gravity="left"),
        label(f"{r.int(1, 999)}.{r.int(10, 99)}", "JetBrains Mono 14", accent),
    ], width="fill", padding="12", spacing="12", gravity="middle", backgroundColor="#ffffff", cornerRadius="12")


def text_card(r, accent):
    return node("V", [
        label(r.words(2, 4).title(), "EB Garamond 20"),
        label(r.words(8, 16).capitalize() + ".", "Inter 14", "#374151", width="fill", wrap="true"),
    ], width="fill", padding="14", spacing="6", gravity="left top", backgroundColor="#ffffff",
        cornerRadius="12", borderColor=accent, borderWidth="1")


def stat_tiles(r, accent):
    return node("H", [
        node("V", [
            label(str(r.int(1, 9999)), "Inter Bold 22", accent),
            label(r.pick(WORDS), "Inter 12", "#6b7280"),
        ], width="fill", padding="10", spacing="2", gravity="center top", backgroundColor="#ffffff", cornerRadius="10")
        for _ in range(3)
    ], width="fill", spacing="10", gravity="top")


def screen(index):
    r = Random(index)
    accent = ACCENTS[index % len(ACCENTS)]
    header = node("H", [
        node("Z", width="36", height="36", cornerRadius="18", backgroundColor="#ffffff"),
        node("V", [
            label(f"Screen {index}: {r.words(1, 2)}", "Inter Bold 20", "#ffffff"),
            label(r.words(2, 4), "Inter 13", "#e5e7eb"),
        ], spacing="2", gravity="left"),
        node("Spacer"),
        label("Edit", "Inter Medium 15", "#ffffff"),
    ], width="fill", padding="16 20", spacing="12", gravity="middle", backgroundColor=accent)
    cards = [r.pick([list_row, list_row, text_card, stat_tiles])(r, accent) for _ in range(r.int(3, 6))]
    tabs = node("H", [
        node("V", [
            node("Z", width="24", height="24", cornerRadius="6", backgroundColor=accent if tab == 0 else "#9ca3af"),
            label(name, "Inter Medium 11", "#374151"),
        ], width="fill", spacing="4", gravity="center top")
        for tab, name in enumerate(["Home", "Search", "Inbox", "Profile"])
    ], width="fill", padding="8 12", backgroundColor="#ffffff", borderColor="#d1d5db", borderWidth="1")
    return node("V", [
        header,
        node("V", cards, width="fill", height="fill", padding="16", spacing="10", gravity="left top", clips="true"),
        tabs,
    ], width=str(WIDTH), height=str(HEIGHT), gravity="left top", backgroundColor="#f3f4f6")


# 2. Gravity XML: the description as written.

def xml(tree, depth=0):
    kind, attributes, children = tree
    pad = "  " * depth
    text = "".join(f' {key}="{html.escape(value)}"' for key, value in attributes.items())
    if not children:
        return f"{pad}<{kind}{text}/>\n"
    inner = "".join(xml(child, depth + 1) for child in children)
    return f"{pad}<{kind}{text}>\n{inner}{pad}</{kind}>\n"


# 3. HTML/CSS: V and H are flexbox columns and rows, Z a one-cell grid; the
# gravity each element resolves (inherited per axis) places it in its parent.

FLEX = {"left": "flex-start", "top": "flex-start", "center": "center", "middle": "center",
        "right": "flex-end", "bottom": "flex-end", "baseline": "baseline"}
WEIGHTS = {"Medium": 500, "SemiBold": 600, "Bold": 700}


def resolved(attributes, inherited):
    horizontal, vertical = inherited
    for token in attributes.get("gravity", "").split():
        if token in ("left", "center", "right"):
            horizontal = token
        else:
            vertical = token
    return horizontal, vertical


def css_font(font):
    *family, size = font.split()
    weight = 400
    if family[-1] in WEIGHTS:
        weight = WEIGHTS[family.pop()]
    return f"font: {weight} {size}px '{' '.join(family)}'"


def box_css(attributes):
    style = []
    for key, value in attributes.items():
        if key == "padding":
            style.append("padding: " + " ".join(f"{v}px" for v in value.split()))
        elif key == "spacing":
            style.append(f"gap: {value}px")
        elif key == "backgroundColor":
            style.append(f"background: {value}")
        elif key == "cornerRadius":
            style.append(f"border-radius: {value}px")
        elif key == "borderWidth":
            style.append(f"border: {value}px solid {attributes['borderColor']}")
        elif key in ("width", "height") and value != "fill":
            style.append(f"{key}: {value}px; flex-shrink: 0")
        elif key == "clips":
            style.append("overflow: hidden; min-height: 0")
        elif key == "font":
            style.append(css_font(value))
        elif key == "textColor":
            style.append(f"color: {value}")
        elif key not in ("gravity", "text", "borderColor", "width", "height", "wrap"):
            raise ValueError(f"no translation for {key}")
    return style


def placement(kind, attributes, gravity, parent):
    """How the element sits in its parent: flexbox align-self / flex, or grid self-alignment."""
    horizontal, vertical = gravity
    fill_width, fill_height = attributes.get("width") == "fill", attributes.get("height") == "fill"
    if parent == "V":
        return ["flex: 1 1 0" if fill_height else "",
                "align-self: " + ("stretch" if fill_width else FLEX[horizontal])]
    if parent == "H":
        return ["flex: 1 1 0" if fill_width or kind == "Spacer" else "",
                "align-self: " + ("stretch" if fill_height else FLEX[vertical])]
    if parent == "Z":
        return ["grid-area: 1 / 1", "justify-self: " + ("stretch" if fill_width else FLEX[horizontal]),
                "align-self: " + ("stretch" if fill_height else FLEX[vertical])]
    return []


def to_html(tree, inherited=("center", "middle"), parent=None):
    kind, attributes, children = tree
    gravity = resolved(attributes, inherited)
    style = box_css(attributes) + placement(kind, attributes, gravity, parent)
    if kind == "V" or kind == "H":
        style += ["display: flex", "flex-direction: " + ("column" if kind == "V" else "row"),
                  "justify-content: " + FLEX[gravity[1] if kind == "V" else gravity[0]]]
    elif kind == "Z":
        style += ["display: grid", "overflow: hidden"]
    elif kind == "Label":
        style.append("white-space: " + ("normal" if attributes.get("wrap") == "true" else "nowrap"))
    elif kind != "Spacer":
        raise ValueError(f"no translation for <{kind}>")
    css = "; ".join(part for part in style if part)
    inner = html.escape(attributes["text"]) if kind == "Label" else \
        "".join(to_html(child, gravity, kind) for child in children)
    return f'<div style="{css}">{inner}</div>\n'


def page(tree):
    return ("<!DOCTYPE html>\n<html><head><meta charset=\"utf-8\"><style>\n"
            "* { box-sizing: border-box; margin: 0; }\n"
            "body { margin: 0; line-height: normal; }\n"
            "</style></head><body>\n" + to_html(tree, parent=None) + "</body></html>\n")


def write_all(out):
    for folder in ("xml", "html"):
        os.makedirs(os.path.join(out, folder), exist_ok=True)
    for index in range(COUNT):
        tree = screen(index)
        with open(os.path.join(out, "xml", f"screen_{index:03}.xml"), "w") as f:
            f.write(xml(tree))
        with open(os.path.join(out, "html", f"screen_{index:03}.html"), "w") as f:
            f.write(page(tree))


if __name__ == "__main__":
    write_all(sys.argv[1])
