import Foundation

/// The one way numbers are written for people and files (messages, frames
/// JSON, SVG, figures): locale-independent, no trailing `.0` (17 not 17.0).
/// Without `decimals`, the shortest text that reads back as the same Double.
public func formatNumber(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int(value)) }
    return String(value)
}

/// Rounded to at most `decimals` places, trailing zeros dropped, and never
/// `-0` (SVG coordinates, frames JSON at 1/1000 point, comparison figures).
public func formatNumber(_ value: Double, decimals: Int) -> String {
    let factor = pow(10, Double(decimals))
    var rounded = (value * factor).rounded() / factor
    if rounded == 0 { rounded = 0 }
    if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
    var text = String(format: "%.\(decimals)f", rounded)
    while text.hasSuffix("0") { text.removeLast() }
    if text.hasSuffix(".") { text.removeLast() }
    return text
}
