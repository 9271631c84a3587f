"""layout_grid_11k and layout_100k on Yoga through pyyoga (PyPI), the Python
binding of Facebook's Yoga. One `calculate_layout` per iteration with the
width changed (750 + i, 375 + i), so Yoga's cache cannot answer; the frames
stay inside Yoga's nodes (ours builds a Frame tree and snaps it to pixels)."""
import pyyoga as yoga
from common import run, check, wanted


def grid():
    """V (width from the canvas) of 1000 H rows (height 20) of 10 boxes
    (flex-basis 10, flex-grow 1): 11,001 nodes."""
    root = yoga.Node()
    root.flex_direction = yoga.FlexDirection.Column
    for _ in range(1000):
        row = yoga.Node()
        row.flex_direction = yoga.FlexDirection.Row
        row.height = 20
        for _ in range(10):
            box = yoga.Node()
            box.flex_basis = 10
            box.min_width = 10
            box.flex_grow = 1
            row.add_child(box)
        root.add_child(row)
    return root


def text(width, height, shrinks=False):
    """A label as a leaf of the size FixedTextMeasurer gives it
    (0.5 × size per character, one line of height = size)."""
    node = yoga.Node()
    node.width = width
    node.height = height
    if shrinks:
        node.flex_shrink = 1
        node.min_width = 0
    return node


def mixed_row():
    """<H spacing=4 padding=2><Z 24×24/><V fill spacing=2><Label/>
    <H baseline><Label/><Spacer/><Label/></H></V><Z fill maxWidth=40 height=fill/></H>"""
    row = yoga.Node()
    row.flex_direction = yoga.FlexDirection.Row
    row.set_gap(yoga.Gutter.Column, 4)
    row.set_padding(yoga.Edge.All, 2)
    row.align_items = yoga.Align.FlexStart
    icon = yoga.Node()
    icon.width = 24
    icon.height = 24
    row.add_child(icon)
    column = yoga.Node()
    column.flex_direction = yoga.FlexDirection.Column
    column.flex_grow = 1
    column.flex_basis = 0
    column.set_gap(yoga.Gutter.Row, 2)
    column.align_items = yoga.Align.FlexStart
    column.add_child(text(15 * 6, 12, shrinks=True))
    detail = yoga.Node()
    detail.flex_direction = yoga.FlexDirection.Row
    detail.align_items = yoga.Align.Baseline
    detail.align_self = yoga.Align.Stretch
    detail.add_child(text(6 * 5, 10))
    spacer = yoga.Node()
    spacer.flex_grow = 1
    detail.add_child(spacer)
    detail.add_child(text(2 * 5, 10))
    column.add_child(detail)
    row.add_child(column)
    tail = yoga.Node()
    tail.flex_grow = 1
    tail.flex_basis = 0
    tail.max_width = 40
    tail.align_self = yoga.Align.Stretch
    row.add_child(tail)
    return row


def mixed():
    """990 cards (<Z padding=4><V spacing=6> of 11 rows) and one more row:
    1 + 990 × 101 + 9 = 100,000 nodes, as in layout_100k."""
    root = yoga.Node()
    root.flex_direction = yoga.FlexDirection.Column
    for _ in range(990):
        card = yoga.Node()
        card.set_padding(yoga.Edge.All, 4)
        stack = yoga.Node()
        stack.flex_direction = yoga.FlexDirection.Column
        stack.set_gap(yoga.Gutter.Row, 6)
        for _ in range(11):
            stack.add_child(mixed_row())
        card.add_child(stack)
        root.add_child(card)
    root.add_child(mixed_row())
    return root


def count(node):
    return 1 + sum(count(child) for child in node.children)


if wanted("layout_grid_11k"):
    root = grid()
    root.calculate_layout(750, None)
    last = root.get_child(999).get_child(9)
    check((last.layout_left, last.layout_width, root.layout_height) == (675, 75, 20000),
          f"yoga grid: last box {last}, height {root.layout_height}")
    run("layout_grid_11k", "Yoga (pyyoga 0.1.0)", 50, "11,001 nodes, width 750+i",
        lambda i: root.calculate_layout(750 + i, None))  # warm-up at 749: no call repeats the last width

if wanted("layout_100k"):
    root = mixed()
    check(count(root) == 100_000, f"yoga mixed tree: {count(root)} nodes")
    run("layout_100k", "Yoga (pyyoga 0.1.0)", 10, "100,000 nodes, width 375+i",
        lambda i: root.calculate_layout(375 + i, None))
