import GravityCore

/// The attribute order of the canonical form: `id` (or the `name` of a
/// `Style`, `param` or `macro`), a `Style`'s `appearance`, then layout attributes,
/// then appearance attributes, each group in the order below; every other
/// attribute follows in the order it was written.
enum AttributeOrder {
    static let layout = [
        "width", "height", "minWidth", "maxWidth", "minHeight", "maxHeight", "aspectRatio",
        "gravity", "alignment", "spacing",
        "padding", "topPadding", "rightPadding", "bottomPadding", "leftPadding",
        "leadingPadding", "trailingPadding",
        "margin", "topMargin", "rightMargin", "bottomMargin", "leftMargin", "leadingMargin", "trailingMargin",
        "weight", "shrinks", "size", "flex", "zIndex", "hidden",
    ]
    static let appearance = [
        "backgroundColor", "cornerRadius", "borderColor", "borderWidth", "borderSize", "opacity", "alpha", "clips",
        "font", "color", "textColor", "textAlignment", "lineHeight", "tintColor", "template", "contentMode",
    ]

    private static let rank: [String: Int] = {
        var rank = ["id": 0, "name": 0, "appearance": 1]
        for (offset, name) in (layout + appearance).enumerated() { rank[name] = offset + 2 }
        return rank
    }()

    /// Stable: attributes of equal rank (the rest) keep their written order.
    static func sorted(_ attributes: [Attribute]) -> [Attribute] {
        let last = rank.count
        return attributes.enumerated()
            .sorted { (rank[$0.element.name] ?? last, $0.offset) < (rank[$1.element.name] ?? last, $1.offset) }
            .map(\.element)
    }
}
