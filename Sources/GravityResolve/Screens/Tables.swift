import GravityDocument
import GravityValues

/// `UITableView` (SPEC §14.2): a scroll view whose content is the
/// `tableHeaderView` (its first child that is not a template, as in Layout),
/// then each section's header, rows and footer, one below the other.
///
/// 1. Style `plain` (default): rows full width on `systemBackground` (the
///    cells' own, whatever the table's colour),
///    separators inset 16 points; a title header is 28 points in
///    15-point semibold.
/// 2. `grouped`: `systemGroupedBackground`, rows on
///    `secondarySystemGroupedBackground`, 35 points before the first
///    section and between sections, title headers in footnote, uppercase,
///    `secondaryLabel`; `insetGrouped` insets the rows 16 points each side.
/// 3. Rows are read until their heights (44 where a template's height is not
///    a number) fill the viewport's estimate (the device's height, else
///    1,000 points), at most ``maxDrawnRows``: cost follows the visible rows.
extension Resolver {
    static let maxDrawnRows = 500

    static func isTableAttribute(_ name: String) -> Bool {
        let names: Set<String> = [
            "style", "rowHeight", "estimatedRowHeight", "sectionHeaderHeight", "sectionFooterHeight",
            "estimatedSectionHeaderHeight", "estimatedSectionFooterHeight", "separatorStyle", "separatorColor",
            "allowsSelection", "allowsMultipleSelection", "isEditing", "editing", "sectionIndexColor",
            "sectionHeaderTopPadding", "cellLayoutMarginsFollowReadableWidth", "insetsContentViewsToSafeArea",
            "dataSource", "delegate", "remembersLastFocusedIndexPath", "dragInteractionEnabled",
        ]
        return names.contains(name) || name.hasPrefix("separatorInset.")
    }

    /// The height the viewport is estimated at, for the row budget.
    var viewportEstimate: Double {
        guard let device = Device.named(options.deviceName) else { return 1000 }
        return max(device.width, device.height)
    }

    mutating func tableView(_ node: Node) -> Node {
        let (tableAttributes, rest) = node.splitting(Resolver.isTableAttribute)
        func attribute(_ name: String) -> Attribute? { tableAttributes.last { $0.name == name } }
        var style = "plain"
        if let written = attribute("style") {
            let value = written.value.trimmingSpaces()
            if ["plain", "grouped", "insetGrouped"].contains(value) { style = value } else {
                diagnostics.append(.error("style: '\(written.value)' is not one of 'plain', 'grouped', 'insetGrouped'", at: written.valueLocation))
            }
        }
        let grouped = style != "plain"
        var look = CellLook()
        // A cell's default background (UIKit's `listPlainCell()` / grouped
        // background configurations): `systemBackground`, "the color for
        // standard table views" (UIColor.systemBackground), on any table colour.
        look.background = grouped ? "secondarySystemGroupedBackground" : "systemBackground"
        if let height = attribute("rowHeight"), height.value != "automaticDimension" { look.rowHeight = height.value } else { look.selfSizing = true }
        if attribute("separatorStyle")?.value == "none" { look.separator = nil }
        if let color = attribute("separatorColor") { look.separator = color.value }
        let inset = style == "insetGrouped" ? look.margin : 0
        if inset > 0 { look.separatorInset = look.margin }

        // Templates and the header view.
        var cells: [Node] = [], headers: [Node] = [], others: [Node.Child] = []
        var headerView: Node?
        for child in node.children {
            guard case .element(let element) = child else { others.append(child); continue }
            let base = Resolver.screenClassNames.contains(element.name) ? element.name : SubclassNames.base(of: element.name)
            if base == "UITableViewCell" { cells.append(element) }
            else if base == "UITableViewHeaderFooterView" { headers.append(element) }
            else if ["macro", "param"].contains(element.name) || Resolver.isDeclaration(element) { others.append(child) }
            else if headerView == nil { headerView = element }
            else { diagnostics.append(.warning("<\(element.name)>: a table draws its first child view as its tableHeaderView; further views are not drawn", at: element.location)) }
        }
        var content: [Node.Child] = others
        var placed = false
        if var header = headerView {
            header = header.setting("left", "0").setting("top", "0").setting("width", "100%")
            content.append(.element(header))
            placed = true
        }
        var budget = viewportEstimate
        // The content's height as far as it is known here (the bars' appearance):
        // gaps, title headers and footers at their one-line heights, rows at theirs.
        var estimated = 0.0
        var drawn = 0
        // Row errors point at the attribute that names the data.
        let dataLocation = (node.attribute("outlet") ?? node.attribute("id"))?.valueLocation ?? node.location
        let data = tableData(of: node, kind: "UITableView")
        sections: for (sectionIndex, section) in (data?.sections ?? []).enumerated() {
            let gap = grouped ? 35.0 : 0
            estimated += gap
            if section.header != nil { estimated += grouped ? 32 : 28 }
            if section.footer != nil { estimated += 32 }
            var placedGap = false
            if let header = section.header {
                if let views = sectionView(header, templates: headers, style: style, footer: false,
                                           top: placement(after: placed, gap: gap), table: node, index: sectionIndex) {
                    content += views.map { .element($0) }
                    placedGap = true
                    placed = true
                }
            }
            // 2. A grouped section's rows share one rounded plate (below).
            let rowsTop = placement(after: placed, gap: placedGap ? 0 : gap)
            var rows: [Node.Child] = []
            do {
                defer {
                    if grouped, !rows.isEmpty {
                        content.append(.element(sectionPlate(rows, at: node, inset: inset, top: rowsTop, radius: style == "insetGrouped" ? 10 : 0)))
                    } else {
                        content += rows
                    }
                }
                for (rowIndex, row) in section.rows.enumerated() {
                    if budget <= 0 || drawn >= Resolver.maxDrawnRows {
                        estimated = .infinity
                        break sections
                    }
                    guard case .object = row else {
                        diagnostics.append(.error("data '\(node.attribute("outlet")?.value ?? node.attribute("id")?.value ?? "")': row \(rowIndex) of section \(sectionIndex) is \(row.described), not an object (the cell's state)", at: dataLocation))
                        break sections
                    }
                    let (state, identifier, xml) = Resolver.rowState(row)
                    var template: Node
                    switch cellTemplate(identifier: identifier, xml: xml, inline: cells, bases: ["UITableViewCell"], at: node,
                                        what: "row \(rowIndex) of section \(sectionIndex)") {
                    case .template(let found): template = found
                    case .missing(let message):
                        if !message.isEmpty {
                            diagnostics.append(.error(message, at: dataLocation))
                            break sections
                        }
                        template = Resolver.defaultCell(for: row, at: node)
                    }
                    var rowLook = look
                    // 2. No separator under a grouped section's last row (the plate's edge ends it).
                    if grouped, rowIndex == section.rows.count - 1 { rowLook.separator = nil }
                    let top = grouped ? (rowIndex == 0 ? "0" : "previous.bottom")
                        : placement(after: placed, gap: rowIndex == 0 && !placedGap ? gap : 0)
                    for part in cellRow(template, look: rowLook, left: grouped ? 0 : inset, top: top, table: node) {
                        rows.append(.element(markingCellState(state, on: part)))
                    }
                    placed = true
                    let height = Double(template.attribute("height")?.value ?? look.rowHeight) ?? 44
                    budget -= height
                    estimated += height
                    drawn += 1
                }
            }
            if let footer = section.footer,
               let views = sectionView(footer, templates: headers, style: style, footer: true,
                                       top: placement(after: placed, gap: 0), table: node, index: sectionIndex) {
                content += views.map { .element($0) }
                placed = true
            }
        }
        // The outlet names the rows (`tableData`): read, not ignored.
        var scroll = rest.removingAttribute("outlet")
        scroll.name = "UIScrollView"
        scroll.children = content
        scroll = scroll.defaulting("backgroundColor", grouped ? "systemGroupedBackground" : "systemBackground")
        // A header view's height is known after layout only: counted when written as a number.
        estimated += headerView.flatMap { Double($0.attribute("height")?.value ?? "") } ?? 0
        return scrollViewport(scroll, contentHeight: estimated)
    }

    /// A grouped section's rows on one plate, `inset` from each side
    /// (`insetGrouped`: 16, its corners rounded 10 points, clipping the rows).
    private func sectionPlate(_ rows: [Node.Child], at table: Node, inset: Double, top: String, radius: Double) -> Node {
        var plate = table.making("UIView", [
            ("left", inset.attributeText), ("top", top), ("width", "100% - \((2 * inset).attributeText)"), ("height", "auto"),
            ("clipsToBounds", radius > 0 ? "true" : "false")])
        if radius > 0 { plate.attributes.append(table.made("layer.cornerRadius", radius.attributeText)) }
        plate.children = rows
        return plate
    }

    /// `top` of the next element of the content: below the previous one, `gap` lower.
    private func placement(after placed: Bool, gap: Double) -> String {
        guard placed else { return gap.attributeText }
        return gap > 0 ? "previous.bottom + \(gap.attributeText)" : "previous.bottom"
    }

    /// A row without a template: UIKit's default cell showing the row's `text` (or `title`).
    static func defaultCell(for row: DataValue, at node: Node) -> Node {
        var text = "{text}"
        if case .object(let object) = row, object["text"] == nil { text = object["title"] == nil ? "" : "{title}" }
        return node.making("UITableViewCell", text.isEmpty ? [] : [("textLabel.text", text)])
    }

    /// A section's header or footer: a template's state (an object) or a plain title (a string).
    private mutating func sectionView(_ value: DataValue, templates: [Node], style: String, footer: Bool,
                                      top: String, table: Node, index: Int) -> [Node]? {
        if case .string(let title) = value {
            let grouped = style != "plain"
            let margin = style == "insetGrouped" ? 32.0 : 16
            let font = grouped ? "footnote" : "15 semibold"
            let color = grouped ? "secondaryLabel" : "label"
            let text = grouped && !footer ? title.uppercased() : title
            return [table.making("UIView", [("left", "0"), ("top", top), ("width", "100%"), ("height", "auto + \(grouped ? 7 : 6)"),
                                           ("backgroundColor", grouped ? "clear" : "systemBackground"), ("clipsToBounds", "false")],
                                children: [table.making("UILabel", [("text", text), ("font", font), ("textColor", color),
                                                                     ("numberOfLines", "0"), ("left", margin.attributeText),
                                                                     ("top", grouped ? "7" : "6"), ("width", "100% - \((2 * margin).attributeText)")])])]
        }
        guard case .object = value else {
            diagnostics.append(.error("data: section \(index)'s \(footer ? "footer" : "header") is \(value.described), not a title or an object", at: table.location))
            return nil
        }
        let (state, identifier, xml) = Resolver.rowState(value)
        switch cellTemplate(identifier: identifier, xml: xml, inline: templates, bases: ["UITableViewHeaderFooterView"], at: table,
                            what: "section \(index)'s \(footer ? "footer" : "header")") {
        case .template(let template):
            var look = CellLook()
            look.separator = nil
            look.rowHeight = "auto"
            look.background = style == "plain" ? "secondarySystemBackground" : "clear"
            return cellRow(template.setting("style", "default"), look: look, left: 0, top: top, table: table)
                .map { markingCellState(state, on: $0) }
        case .missing(let message):
            diagnostics.append(.error(message.isEmpty ? "section \(index)'s \(footer ? "footer" : "header") names no template and the table has no <UITableViewHeaderFooterView>" : message, at: table.location))
            return nil
        }
    }
}
