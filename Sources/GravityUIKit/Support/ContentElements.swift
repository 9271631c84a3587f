import GravityCore

/// Building blocks for a control's `content`: plain layers and rows as a
/// document would write them, so layout measures them as any element.
enum ContentElements {
    /// A `Z` at `location`, every attribute at its default (it clips).
    static func layer(at location: SourceLocation, width: SizeValue = .auto, height: SizeValue = .auto,
                      gravity: GravityValue = GravityValue(horizontal: .center, vertical: .middle)) -> Element {
        var layer = Element(kind: .z, location: location)
        layer.size.width = width
        layer.size.height = height
        layer.gravity = gravity
        layer.ownGravity = gravity
        return layer
    }

    /// `fill` where the control was given a size on that axis (or has a
    /// natural one), else `auto`: a filling child would make an `auto`
    /// control fill its parent (fill propagates upward, SPEC §2.3).
    static func fill(_ written: SizeValue, natural: Double? = nil) -> SizeValue {
        written == .auto && natural == nil ? .auto : .fill
    }

    /// An `H` of `children`.
    static func row(at location: SourceLocation, width: SizeValue, height: SizeValue, _ children: [Element]) -> Element {
        var row = Element(kind: .h, location: location)
        row.size.width = width
        row.size.height = height
        let gravity = GravityValue(horizontal: .center, vertical: .middle)
        row.gravity = gravity
        row.ownGravity = gravity
        row.children = children
        return row
    }
}
