import Foundation
import GravityDocument
import GravityValues

/// `UICollectionView` with UIKit's flow layout (SPEC §14.2), at rest.
///
/// 1. `collectionViewLayout.itemSize.width/height` (default 50 × 50),
///    `minimumInteritemSpacing` and `minimumLineSpacing` (default 10),
///    `sectionInset.*` (default 0) and `scrollDirection` (`vertical`).
///    Sizes are Layout expressions; `N%` is of the collection view's width
///    (height for `itemSize.height`), as UIKit's flow layout fills its
///    collection view's bounds: its `width`/`height` when written in points,
///    or as `N%` of the device's screen (375 × 667 without `--device`; the
///    parent is taken to be screen-wide), else the screen's, as a
///    full-screen collection is; less `contentInset.left/right` (`top/bottom`)
///    written in points.
/// 2. As many items fit on a line as the flow layout fits (at least one);
///    the space left over is shared between them (UIKit justifies a full line).
/// 3. Lines follow at `minimumLineSpacing`; sections follow each other.
/// 4. Items are read until the lines fill the viewport's estimate, at most
///    ``maxDrawnRows``.
extension Resolver {
    static func isCollectionAttribute(_ name: String) -> Bool {
        name.hasPrefix("collectionViewLayout.") || ["dataSource", "delegate", "allowsSelection", "allowsMultipleSelection",
                                                    "isPrefetchingEnabled", "prefetchingEnabled", "dragInteractionEnabled"].contains(name)
    }

    mutating func collectionView(_ node: Node) -> Node {
        let (layoutAttributes, rest) = node.splitting(Resolver.isCollectionAttribute)
        let device = Device.named(options.deviceName)
        var screen = (width: device?.width ?? 375, height: device?.height ?? 667)
        if options.safeArea.left > 0 || options.safeArea.right > 0 { screen = (screen.height, screen.width) }
        screen = (Resolver.boundsLength(of: node, "width", across: ("left", "right"), screen: screen.width),
                  Resolver.boundsLength(of: node, "height", across: ("top", "bottom"), screen: screen.height))
        let outer = dataScope
        defer { dataScope = outer }
        let layout = flowLayout(layoutAttributes, screen: screen)

        var cells: [Node] = [], others: [Node.Child] = []
        for child in node.children {
            guard case .element(let element) = child else { others.append(child); continue }
            let base = Resolver.screenClassNames.contains(element.name) ? element.name : SubclassNames.base(of: element.name)
            if base == "UICollectionViewCell" || base == "UICollectionReusableView" { cells.append(element) }
            else if ["macro", "param"].contains(element.name) || Resolver.isDeclaration(element) { others.append(child) }
            else { diagnostics.append(.warning("<\(element.name)>: a collection view draws its cells from data; this child is not drawn", at: element.location)) }
        }
        var content = others
        let vertical = layout.vertical
        // 2. Items per line, and the pitch between them.
        let across = vertical ? screen.width - layout.inset.left - layout.inset.right : screen.height - layout.inset.top - layout.inset.bottom
        let itemAcross = vertical ? layout.item.width : layout.item.height
        let itemAlong = vertical ? layout.item.height : layout.item.width
        let perLine = max(1, Int(((across + layout.interitem) / (itemAcross + layout.interitem)).rounded(.down)))
        let pitchAcross = perLine > 1 ? (across - itemAcross * Double(perLine)) / Double(perLine - 1) + itemAcross : 0
        var along = vertical ? layout.inset.top : layout.inset.left
        var drawn = 0, drawnAll = true
        let budget = (vertical ? screen.height : screen.width)
        // Row errors point at the attribute that names the data.
        let dataLocation = (node.attribute("outlet") ?? node.attribute("id"))?.valueLocation ?? node.location
        let data = tableData(of: node, kind: "UICollectionView")
        sections: for (sectionIndex, section) in (data?.sections ?? []).enumerated() {
            for (index, row) in section.rows.enumerated() {
                let line = index / perLine, position = index % perLine
                let lineStart = along + Double(line) * (itemAlong + layout.line)
                if lineStart > budget || drawn >= Resolver.maxDrawnRows {
                    drawnAll = false
                    break sections
                }
                guard case .object = row else {
                    diagnostics.append(.error("data '\(node.attribute("outlet")?.value ?? node.attribute("id")?.value ?? "")': item \(index) of section \(sectionIndex) is \(row.described), not an object (the cell's state)", at: dataLocation))
                    break sections
                }
                let (state, identifier, xml) = Resolver.rowState(row)
                let template: Node
                switch cellTemplate(identifier: identifier, xml: xml, inline: cells, bases: ["UICollectionViewCell", "UICollectionReusableView"],
                                    at: node, what: "item \(index) of section \(sectionIndex)") {
                case .template(let found): template = found
                case .missing(let message):
                    diagnostics.append(.error(message.isEmpty ? "item \(index) of section \(sectionIndex): the collection view has no <UICollectionViewCell> template" : message, at: dataLocation))
                    break sections
                }
                let across = (vertical ? layout.inset.left : layout.inset.top) + Double(position) * pitchAcross
                let x = vertical ? across : lineStart, y = vertical ? lineStart : across
                var cell = template.removingAttribute("reuseIdentifier")
                cell.name = "UIView"
                cell = cell.setting("left", x.attributeText).setting("top", y.attributeText)
                    .setting("width", layout.item.width.attributeText).setting("height", layout.item.height.attributeText)
                content.append(.element(markingCellState(state, on: cell)))
                drawn += 1
            }
            let lines = (section.rows.count + perLine - 1) / perLine
            along += Double(lines) * (itemAlong + layout.line) - (lines > 0 ? layout.line : 0)
                + (vertical ? layout.inset.bottom + layout.inset.top : layout.inset.right + layout.inset.left)
        }
        // The outlet names the rows (`tableData`): read, not ignored.
        var scroll = rest.removingAttribute("outlet")
        scroll.name = "UIScrollView"
        scroll.children = content
        scroll = scroll.defaulting("backgroundColor", "systemBackground")
        // `along` is the content's length once every section is counted; cut short, it reaches past the viewport.
        return scrollViewport(scroll, contentHeight: !vertical ? 0 : drawnAll ? along : .infinity)
    }

    /// Step 1: the length the flow layout fills along `name`: the written
    /// size in points or percent of `screen`, less the content insets written in points.
    static func boundsLength(of node: Node, _ name: String, across insets: (String, String), screen: Double) -> Double {
        var length = screen
        if let written = node.attribute(name)?.value.trimmingSpaces() {
            if let points = Double(written) { length = points }
            else if written.hasSuffix("%"), let percent = Double(written.dropLast()) { length = screen * percent / 100 }
        }
        for side in [insets.0, insets.1] {
            if let inset = node.attribute("contentInset." + side).flatMap({ Double($0.value.trimmingSpaces()) }) { length -= inset }
        }
        return max(0, length)
    }

    /// Step 1: the flow layout's numbers, in points.
    private mutating func flowLayout(_ attributes: [Attribute], screen: (width: Double, height: Double))
        -> (item: (width: Double, height: Double), interitem: Double, line: Double, inset: Insets, vertical: Bool) {
        func written(_ name: String) -> Attribute? { attributes.last { $0.name == "collectionViewLayout." + name } }
        var vertical = true
        if let direction = written("scrollDirection") {
            switch direction.value.trimmingSpaces() {
            case "vertical": vertical = true
            case "horizontal": vertical = false
            default: diagnostics.append(.error("collectionViewLayout.scrollDirection: '\(direction.value)' is not 'vertical' or 'horizontal'", at: direction.valueLocation))
            }
        }
        var values: [String: Double] = [:]
        // Width first: `itemSize.height` may read `collectionViewLayout.itemSize.width`, as Collection.xml does.
        let order = ["itemSize.width", "itemSize.height", "minimumInteritemSpacing", "minimumLineSpacing",
                     "sectionInset.top", "sectionInset.left", "sectionInset.bottom", "sectionInset.right"]
        let defaults: [String: Double] = ["itemSize.width": 50, "itemSize.height": 50, "minimumInteritemSpacing": 10, "minimumLineSpacing": 10]
        for name in order {
            var value = defaults[name] ?? 0
            if let attribute = written(name) {
                let base = name.hasSuffix("height") || name.hasSuffix("top") || name.hasSuffix("bottom") ? screen.height : screen.width
                if let number = layoutNumber(attribute, percentOf: base, known: values) { value = number }
            }
            values[name] = max(0, value)
        }
        for attribute in attributes {
            let name = String(attribute.name.dropFirst("collectionViewLayout.".count))
            if !order.contains(name), !["scrollDirection", "estimatedItemSize", "headerReferenceSize.height", "footerReferenceSize.height", "sectionInsetReference"].contains(name) {
                diagnostics.append(.warning("'\(attribute.name)' is not part of the flow layout Gravity draws (itemSize, spacings, sectionInset, scrollDirection)", at: attribute.location))
            }
        }
        let inset = Insets(top: values["sectionInset.top"]!, right: values["sectionInset.right"]!,
                           bottom: values["sectionInset.bottom"]!, left: values["sectionInset.left"]!)
        return ((values["itemSize.width"]!, values["itemSize.height"]!), values["minimumInteritemSpacing"]!,
                values["minimumLineSpacing"]!, inset, vertical)
    }

    /// A flow-layout expression in points: `N%` of `base`, other layout values by their full names.
    private mutating func layoutNumber(_ attribute: Attribute, percentOf base: Double, known: [String: Double]) -> Double? {
        var text = attribute.value
        for (name, value) in known { text = text.replacingOccurrences(of: "collectionViewLayout." + name, with: "(\(value))") }
        text = Resolver.replacingPercentages(in: text, of: base)
        do {
            let value = try evaluator.evaluate(Expression.parse(text))
            guard case .number(let number) = value, number.isFinite else {
                diagnostics.append(.error("\(attribute.name): '\(attribute.value)' is not a number of points", at: attribute.valueLocation))
                return nil
            }
            return number
        } catch {
            diagnostics.append(.error("\(attribute.name): \(error.message) in '\(attribute.value)'", at: attribute.valueLocation))
            return nil
        }
    }

    /// `100%` → `(375)` for a base of 375 points.
    static func replacingPercentages(in text: String, of base: Double) -> String {
        var result = "", number = ""
        for character in text {
            if character.isNumber || character == "." { number.append(character); continue }
            if character == "%", let value = Double(number) {
                result += "(\((value * base / 100).attributeText))"
            } else {
                result += number
                result.append(character)
            }
            number = ""
        }
        return result + number
    }
}
