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

    /// An `H` of `children`, filling its parent.
    static func row(at location: SourceLocation, _ children: [Element]) -> Element {
        var row = Element(kind: .h, location: location)
        row.size.width = .fill
        row.size.height = .fill
        let gravity = GravityValue(horizontal: .center, vertical: .middle)
        row.gravity = gravity
        row.ownGravity = gravity
        row.children = children
        return row
    }
}
