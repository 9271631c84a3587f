/// Horizontal gravity token. `wide` is Gravity's `GravityDirection.Wide`
/// (bound to both edges): labels justify their text; a box is placed as
/// `left`, where a justified paragraph starts.
public enum HorizontalGravity: String, Hashable, Sendable, CaseIterable {
    /// The tokens, as XML writes them.
    case left, center, right, wide
}

/// Vertical gravity token. `baseline`, `lastBaseline` and `cap` align across
/// an `H`; anywhere else they read as `top` (SPEC §2.2).
public enum VerticalGravity: String, Hashable, Sendable, CaseIterable {
    /// The tokens, as XML writes them.
    case top, middle, bottom, baseline, lastBaseline, cap
}

/// A `gravity` attribute: up to one token per axis, either may be absent
/// (and is then inherited from the parent).
public struct GravityValue: Hashable, Sendable {
    /// nil: inherited from the parent.
    public var horizontal: HorizontalGravity?
    /// nil: inherited from the parent.
    public var vertical: VerticalGravity?

    /// Up to one token per axis.
    public init(horizontal: HorizontalGravity? = nil, vertical: VerticalGravity? = nil) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The document root inherits `center middle`.
    public static let rootDefault = GravityValue(horizontal: .center, vertical: .middle)

    /// Parses a `gravity` attribute (`"left top"`, `"center"`) left to right; throws `ValueError` for an unknown token or two on one axis. ``parse(_:direction:)`` reads `leading`/`trailing` for right to left.
    public static func parse(_ text: String) throws -> GravityValue {
        try parse(text, direction: nil)
    }

    /// `leading` and `trailing` (SPEC §9) are left and right, or right and
    /// left where `direction="rtl"`.
    public static func parse(_ text: String, direction: TextDirection?) throws -> GravityValue {
        var result = GravityValue()
        let rtl = direction == .rtl
        for token in text.split(whereSeparator: { $0 == " " || $0 == "\t" }) {
            var lower = token.lowercased()
            if lower == "leading" { lower = rtl ? "right" : "left" }
            if lower == "trailing" { lower = rtl ? "left" : "right" }
            if let h = HorizontalGravity.allCases.first(where: { $0.rawValue.lowercased() == lower }) {
                guard result.horizontal == nil else { throw ValueError("gravity '\(text)' has two horizontal tokens") }
                result.horizontal = h
            } else if let v = VerticalGravity.allCases.first(where: { $0.rawValue.lowercased() == lower }) {
                guard result.vertical == nil else { throw ValueError("gravity '\(text)' has two vertical tokens") }
                result.vertical = v
            } else {
                throw ValueError("unknown gravity token '\(token)' (horizontal: left, center, right, wide, leading, trailing; vertical: top, middle, bottom, baseline, lastBaseline, cap)")
            }
        }
        return result
    }

    /// Fills the axes this value leaves open from `parent`.
    public func inheriting(from parent: GravityValue) -> GravityValue {
        GravityValue(horizontal: horizontal ?? parent.horizontal, vertical: vertical ?? parent.vertical)
    }
}

/// UIStackView's `alignment`: cross-axis placement of children that do not
/// set their own gravity on that axis.
public enum StackAlignment: String, Hashable, Sendable {
    /// Stretch across the axis, to the start, centre or end, or along first or last baselines (`H` only).
    case fill, leading, center, trailing, firstBaseline, lastBaseline

    /// `mirrored` (a `V` under `direction="rtl"`, SPEC §9): `leading` and
    /// `trailing` are the right and left edges; `left` and `right` stay physical.
    public static func parse(_ text: String, mirrored: Bool = false) throws -> StackAlignment {
        let lower = EnumConstant.caseName(text, type: "UIStackViewAlignment").lowercased()
        if mirrored, lower == "leading" { return .trailing }
        if mirrored, lower == "trailing" { return .leading }
        switch lower {
        case "fill": return .fill
        case "leading", "top", "left": return .leading
        case "center", "middle", "centre": return .center
        case "trailing", "bottom", "right": return .trailing
        case "firstbaseline", "baseline": return .firstBaseline
        case "lastbaseline": return .lastBaseline
        default:
            throw ValueError("unknown alignment '\(text)' (fill, leading/top, center, trailing/bottom, firstBaseline, lastBaseline)")
        }
    }
}

/// UIStackView's `distribution`: how arranged views share the stack's
/// length (UIKit's `UIStackView.Distribution`).
public enum StackDistribution: String, Hashable, Sendable {
    /// The first view takes what is left (Gravity's `fill` children first); all at the same size; sized in
    /// proportion to their natural sizes; natural sizes with equal gaps; natural sizes with equal centre-to-centre steps.
    case fill, fillEqually, fillProportionally, equalSpacing, equalCentering

    /// UIKit's names, with or without `UIStackViewDistribution.` or a dot, any case.
    public static func parse(_ text: String) throws -> StackDistribution {
        var lower = text.trimmingSpaces().lowercased()
        for prefix in ["uistackviewdistribution.", "uistackview.distribution.", "."] where lower.hasPrefix(prefix) {
            lower = String(lower.dropFirst(prefix.count))
        }
        guard let value = [fill, fillEqually, fillProportionally, equalSpacing, equalCentering].first(where: { $0.rawValue.lowercased() == lower }) else {
            throw ValueError("unknown distribution '\(text)' (fill, fillEqually, fillProportionally, equalSpacing, equalCentering)")
        }
        return value
    }
}

/// UIStackView's `axis` (`UILayoutConstraintAxis`): H or V.
public enum StackAxis: String, Hashable, Sendable {
    /// Children side by side, left to right (right to left in RTL).
    case horizontal
    /// Children one above the other, top to bottom.
    case vertical

    /// `horizontal`/`vertical`, with or without `UILayoutConstraintAxis` (and a dot or not),
    /// `NSLayoutConstraint.Axis.` or a dot, any case.
    public static func parse(_ text: String) throws -> StackAxis {
        var lower = EnumConstant.caseName(text, type: "UILayoutConstraintAxis").lowercased()
        for prefix in ["nslayoutconstraint.axis.", "."] where lower.hasPrefix(prefix) {
            lower = String(lower.dropFirst(prefix.count))
        }
        guard let axis = StackAxis(rawValue: lower) else {
            throw ValueError("unknown axis '\(text)' (horizontal or vertical)")
        }
        return axis
    }
}
