extension Color {
    /// The colour as attribute text that `Color.parse` reads back exactly:
    /// `#rrggbbaa` when eight bits per channel hold it, else `rgba(…)` with
    /// every digit (`rgba(255, 255, 255, 0.3)` from an expression's
    /// `1 - t`), so a computed colour draws as the same colour written.
    package var expressionText: String {
        if Color.hashHex(description) == self { return description }
        return "rgba(\(red * 255), \(green * 255), \(blue * 255), \(alpha))"
    }
}
