import GravityCore

/// The checks behind the alignment and frame assertions, free of XCTest:
/// each returns nil when it holds, else the failure message.
public enum LayoutChecks {
    /// Do the labels' first baselines sit at the same y (points, snapped)?
    public static func baselinesAligned(_ ids: [String], in layout: SolvedLayout) -> String? {
        anchorsAligned(ids, in: layout, anchor: "baseline") { $0.baseline }
    }

    /// Do the labels' cap lines sit at the same y?
    public static func capTopsAligned(_ ids: [String], in layout: SolvedLayout) -> String? {
        anchorsAligned(ids, in: layout, anchor: "capTop") { $0.capTop }
    }

    /// Is the element's frame the expected one (points)? `accuracy` absorbs
    /// floating-point noise, not layout differences.
    public static func frame(_ id: String, in layout: SolvedLayout, equals expected: Rect,
                             accuracy: Double = 1e-9) -> String? {
        guard let element = layout[id] else { return unknown(id, in: layout) }
        let actual = element.frame
        let close = abs(actual.x - expected.x) <= accuracy && abs(actual.y - expected.y) <= accuracy
            && abs(actual.width - expected.width) <= accuracy && abs(actual.height - expected.height) <= accuracy
        return close ? nil : "frame of '\(id)' is \(describe(actual)), expected \(describe(expected))"
    }

    static func anchorsAligned(_ ids: [String], in layout: SolvedLayout, anchor: String,
                               _ value: (Frame) -> Double?) -> String? {
        guard ids.count >= 2 else { return "give at least two ids to align" }
        var values: [(String, Double)] = []
        for id in ids {
            guard let element = layout[id] else { return unknown(id, in: layout) }
            guard let y = value(element) else { return "'\(id)' is a <\(element.kind.rawValue)> and has no \(anchor); only labels do" }
            values.append((id, y))
        }
        let first = values[0].1
        guard values.contains(where: { $0.1 != first }) else { return nil }
        let list = values.map { "\($0.0) \(anchor) \(Figures.decimal($0.1))" }.joined(separator: ", ")
        return "\(anchor)s are not aligned: \(list) (points)"
    }

    static func unknown(_ id: String, in layout: SolvedLayout) -> String {
        var ids: [String] = []
        func collect(_ frame: Frame) {
            if let id = frame.id { ids.append(id) }
            frame.children.forEach(collect)
        }
        collect(layout.root)
        return "no element with id '\(id)'; ids in the layout: \(ids.isEmpty ? "none" : ids.joined(separator: ", "))"
    }

    static func describe(_ rect: Rect) -> String {
        "(x \(Figures.decimal(rect.x)), y \(Figures.decimal(rect.y)), width \(Figures.decimal(rect.width)), height \(Figures.decimal(rect.height)))"
    }
}
