import GravityDocument
import GravityValues

/// UIKit's `safeAreaInsets` as Layout's expressions read them
/// (`top="safeAreaInsets.top"`, `bottom="parent.safeAreaInsets.bottom"`),
/// tracked down the tree while resolving:
/// 1. A controller's root view (and the document's root) has the screen's
///    insets: the device's (`--device`), plus the bars of the controllers
///    around it (`screenSafeArea`).
/// 2. Any other view has the part of its parent's insets it overlaps, as
///    UIKit computes it: on an edge its position sets to a number `n`
///    (`top="10"`; `bottom="10"`/`right="10"` without the legacy mode, where
///    they are insets), `max(0, inset - n)`; with no position on that axis
///    it sits at its parent's origin (Layout) and overlaps the top and left
///    insets. Where an expression decides the position, the frame is not
///    known yet while resolving, so the view is taken to reach that edge
///    (the parent's inset): the difference is written in Decisions.md.
enum SafeAreaInsets {
    /// Step 2 for `node`, a child of a view whose insets are `parent`.
    static func overlap(of node: Node, in parent: Insets, legacy: Bool) -> Insets {
        func inset(_ edge: Double, _ name: String) -> Double {
            guard let value = node.attribute(name)?.value, let number = parseFiniteNumber(value.trimmingSpaces()) else { return edge }
            return max(0, edge - number)
        }
        var insets = parent
        insets.top = inset(parent.top, "top")
        insets.left = inset(parent.left, "left")
        if !legacy {
            insets.bottom = inset(parent.bottom, "bottom")
            insets.right = inset(parent.right, "right")
        }
        return insets
    }

    /// The insets as data (`top`, `left`, `bottom`, `right`), for expressions that are not frame expressions.
    static func value(_ insets: Insets) -> DataValue {
        .object(["top": .number(insets.top), "left": .number(insets.left),
                 "bottom": .number(insets.bottom), "right": .number(insets.right)])
    }
}

extension Resolver {
    /// Layout reads a view's own properties in its expressions
    /// (`backgroundColor="tintColor"`): `tintColor` is the view's, inherited
    /// down the tree as UIKit does (system blue unless set), and each colour
    /// the view sets literally (`textColor="#09f"`) is readable by name.
    /// Names the data defines keep the data's value (read after it).
    mutating func bindOwnColors(of node: Node, inheritedTint: Color?) {
        var colors: [(String, Color)] = []
        for attribute in node.attributes where AttributeType.colors.contains(attribute.name) || attribute.name.hasSuffix("Color") {
            guard !attribute.value.contains("{"), let color = try? parseColor(attribute.value) else { continue }
            colors.append((attribute.name, color))
        }
        if !colors.contains(where: { $0.0 == "tintColor" }) {
            if let tint = inheritedTint ?? (try? parseColor("systemBlue")) { colors.append(("tintColor", tint)) }
        }
        for (name, color) in colors { dataScope.variant[name] = .color(color) }
    }
}
